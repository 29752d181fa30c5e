import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { memberApi, ORG, SERVER_ERROR } from '../../../test/settings';

const PREFERENCES = `${ORG}/notification-preferences`;

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<PartnerRoutes />, {
    route: '/partner/settings/notifications',
    path: '/partner/*',
  });
  return { user };
}

describe('a member’s own notifications', () => {
  it('lets a staff member choose e-mails and the arrivals digest, and saves only what it chose', async () => {
    const api = memberApi(
      {
        [`GET ${PREFERENCES}`]: reply('getNotificationPreferences', {
          bookingEmails: false,
          bookingSms: false,
          arrivalsDigest: false,
          email: 'mariama@example.com',
          phone: null,
        }),
        [`PUT ${PREFERENCES}`]: reply('updateNotificationPreferences', {
          bookingEmails: true,
          bookingSms: false,
          arrivalsDigest: true,
          email: 'mariama@example.com',
          phone: null,
        }),
      },
      'staff',
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Your notifications' });
    expect(within(form).getByText('By e-mail, to mariama@example.com')).toBeInTheDocument();
    // No verified phone: SMS cannot be chosen, and the page says how to make it possible.
    const sms = within(form).getByRole('checkbox', { name: /New bookings$/ });
    expect(sms).toBeDisabled();
    expect(
      within(form).getByText(
        'Add a phone number to your account and confirm it with its SMS code to receive SMS.',
      ),
    ).toBeInTheDocument();
    await user.click(
      within(form).getByRole('checkbox', { name: /New bookings and cancellations/ }),
    );
    await user.click(within(form).getByRole('checkbox', { name: /Tomorrow’s arrivals/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Notifications saved')).not.toHaveLength(0);
    const sent = api.requests.find((r) => r.method === 'PUT' && r.path === PREFERENCES);
    expect(sent?.body).toEqual({ bookingEmails: true, bookingSms: false, arrivalsDigest: true });
    expect(
      within(form).getByRole('checkbox', { name: /New bookings and cancellations/ }),
    ).toBeChecked();
  });

  it('offers SMS with a verified phone, and says when the choices cannot be loaded or saved', async () => {
    const api = memberApi({ [`GET ${PREFERENCES}`]: SERVER_ERROR });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded.',
    );
    api.on(`GET ${PREFERENCES}`, {
      status: 200,
      body: {
        bookingEmails: true,
        bookingSms: false,
        arrivalsDigest: false,
        email: 'owner@example.com',
        phone: '+23276123456',
      },
    });
    api.on(`PUT ${PREFERENCES}`, {
      status: 409,
      body: {
        statusCode: 409,
        code: 'NO_VERIFIED_PHONE',
        message:
          'Add a phone number to your account and confirm it with its SMS code to receive SMS',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const form = await screen.findByRole('form', { name: 'Your notifications' });
    expect(within(form).getByText(/^By SMS, to /)).toBeInTheDocument();
    const sms = within(form).getByRole('checkbox', { name: /New bookings$/ });
    expect(sms).toBeEnabled();
    await user.click(sms);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Notifications not saved')).not.toHaveLength(0);
  });
});
