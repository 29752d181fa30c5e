import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MESSAGE } from '@salone/booking-rules';
import { reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { anOrganisation } from '../../../test/fixtures';
import { memberApi, ORG } from '../../../test/settings';

afterEach(() => act(() => resetToasts()));

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<PartnerRoutes />, {
    route: '/partner/settings/whatsapp',
    path: '/partner/*',
  });
  return { user };
}

const field = () => screen.findByRole('textbox', { name: 'WhatsApp number (optional)' });

describe('partner settings: the WhatsApp number', () => {
  it('saves a local number as E.164 for the owner', async () => {
    const api = memberApi({
      [`PATCH ${ORG}`]: reply(
        'updateMyOrganisation',
        anOrganisation({ status: 'approved', whatsappNumber: '+23276555012' }),
      ),
    });
    const { user } = renderPage();
    await user.type(await field(), '076 555 012');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('WhatsApp number saved')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      whatsappNumber: '+23276555012',
    });
  });

  it('refuses a number the phone rule does not read, sending nothing', async () => {
    const api = memberApi();
    const { user } = renderPage();
    await user.type(await field(), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await field()).toHaveAccessibleDescription(expect.stringContaining(PHONE_MESSAGE));
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('removes the number when the field is emptied', async () => {
    const api = memberApi({
      [`PATCH ${ORG}`]: reply(
        'updateMyOrganisation',
        anOrganisation({ status: 'approved', whatsappNumber: null }),
      ),
    });
    const { user } = renderPage();
    await field();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('WhatsApp number removed')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      whatsappNumber: null,
    });
  });

  it('shows staff the number without a form', async () => {
    memberApi({}, 'staff');
    renderPage();
    expect(
      await screen.findByText(/Only the organisation’s owner can change it/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'WhatsApp number (optional)' })).toBeNull();
  });
});
