import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeApi,
  reply,
  SIGNED_OUT,
  signedIn,
  type ResponseOf,
} from '@salone/api-client/testing';
import { useSignInRequest } from '@salone/api-client';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import PartnerHomePage from '../PartnerHomePage';
import { anOrganisation } from '../../../test/fixtures';

afterEach(() => act(() => resetToasts()));

const ORGS = 'GET /api/partner/organisations';

type Arrival = ResponseOf<'listOperatorArrivals'>['arrivals'][number];

function anArrival(overrides: Pick<Arrival, 'id' | 'stage'>): Arrival {
  return {
    reference: 'SL-7K3Q9D',
    tokenDigest: null,
    serviceType: 'hotel',
    serviceId: 3,
    serviceName: 'Kroo Bay Guesthouse',
    item: 'Garden Room',
    customerName: 'Aminata Kamara',
    customerPhone: '+232 76 123 456',
    guests: 2,
    startDate: '2026-11-26T00:00:00.000Z',
    endDate: null,
    checkedInAt: null,
    ...overrides,
  };
}

/** Stands in for the shell's Sign In dialog: shows whether one was asked for. */
function SignInProbe() {
  const request = useSignInRequest();
  return request ? <p>Sign-in requested</p> : null;
}

describe('the partner home page', () => {
  it('offers a visitor to sign in and apply, without asking for organisations', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PartnerHomePage />
        <SignInProbe />
      </>,
      { route: '/partner' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'List your business on Salone' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to apply' }));
    expect(screen.getByText('Sign-in requested')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).not.toContain('/api/partner/organisations');
  });

  it('offers an account without an organisation the application form', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      [ORGS]: reply('listMyOrganisations', []),
    });
    const user = userEvent.setup();
    renderWithProviders(<PartnerHomePage />, { route: '/partner' });
    await user.click(await screen.findByRole('link', { name: 'Apply now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/partner/apply');
  });

  it('tells an applicant the application is being reviewed', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(undefined, ['operator']),
      [ORGS]: reply('listMyOrganisations', [anOrganisation()]),
    });
    renderWithProviders(<PartnerHomePage />, { route: '/partner' });
    expect(
      await screen.findByRole('heading', { name: /Your application is being reviewed/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We received it on/)).toBeInTheDocument();
    expect(
      screen.getByText('Once approved, this page becomes your dashboard.'),
    ).toBeInTheDocument();
  });

  it('shows a suspended organisation the reason', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(undefined, ['operator']),
      [ORGS]: reply('listMyOrganisations', [
        anOrganisation({ status: 'suspended', statusReason: 'Licence expired' }),
      ]),
    });
    renderWithProviders(<PartnerHomePage />, { route: '/partner' });
    expect(
      await screen.findByRole('heading', { name: /Your organisation is suspended/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Licence expired')).toBeInTheDocument();
  });

  it('shows the changes an admin asked for, and lets an owner resubmit', async () => {
    const asked = anOrganisation({
      status: 'changes_requested',
      statusReason: 'Give the registration number as printed',
    });
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(undefined, ['operator']),
      [ORGS]: reply('listMyOrganisations', [asked]),
      'POST /api/partner/organisations/7/resubmit': reply('resubmitApplication', {
        ...asked,
        status: 'pending',
        statusReason: null,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PartnerHomePage />, { route: '/partner' });
    expect(
      await screen.findByRole('heading', { name: /Your application needs changes/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Changes to make: Give the registration number as printed'),
    ).toBeInTheDocument();
    api.on(ORGS, { status: 200, body: [{ ...asked, status: 'pending', statusReason: null }] });
    await user.click(screen.getByRole('button', { name: 'Resubmit application' }));
    expect(await screen.findByText('The Salone team will review it again.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: /Your application is being reviewed/ }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/partner/organisations/7/resubmit',
    ]);
  });

  it('shows a rejected application the reason, and no way to resubmit', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(undefined, ['operator']),
      [ORGS]: reply('listMyOrganisations', [
        anOrganisation({ status: 'rejected', statusReason: 'Unknown business' }),
      ]),
    });
    renderWithProviders(<PartnerHomePage />, { route: '/partner' });
    expect(
      await screen.findByRole('heading', { name: /Your application was not accepted/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Unknown business')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resubmit application' })).not.toBeInTheDocument();
  });

  it('shows an approved operator the dashboard: listings and today’s arrivals', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(undefined, ['operator']),
      [ORGS]: reply('listMyOrganisations', [anOrganisation({ status: 'approved' })]),
      'GET /api/partner/organisations/7/listings': reply('listOwnListings', {
        items: [
          {
            kind: 'hotel',
            id: 3,
            name: 'Kroo Bay Guesthouse',
            organisationId: 7,
            organisationName: 'Kroo Bay Guesthouses',
            status: 'published',
            moderationReason: null,
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        nextCursor: null,
      }),
      'GET /api/partner/organisations/7/arrivals': reply('listOperatorArrivals', {
        organisationId: 7,
        day: '2026-11-26',
        digest: 'sha256',
        generatedAt: '2026-11-26T08:00:00.000Z',
        arrivals: [
          anArrival({ id: 'a', stage: 'confirmed' }),
          anArrival({ id: 'b', stage: 'checked_in' }),
        ],
      }),
    });
    renderWithProviders(<PartnerHomePage />, { route: '/partner' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kroo Bay Guesthouses' }),
    ).toBeInTheDocument();
    const glance = screen.getByLabelText('Today at a glance');
    expect(await within(glance).findByText('2')).toBeInTheDocument();
    expect(within(glance).getByText('1 checked in')).toBeInTheDocument();
    expect(await within(glance).findByText('1')).toBeInTheDocument();
    // Each listing opens its editor.
    expect(screen.getByRole('link', { name: /Kroo Bay Guesthouse/ })).toHaveAttribute(
      'href',
      '/partner/listings/hotel/3',
    );
    expect(screen.getByText('Published')).toBeInTheDocument();
    // The sections' navigation marks the dashboard as the page shown.
    const sections = screen.getByRole('navigation', { name: 'Partner sections' });
    expect(within(sections).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sections).getByRole('link', { name: 'Listings' })).toHaveAttribute(
      'href',
      '/partner/listings',
    );
    expect(within(sections).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'href',
      '/partner/bookings',
    );
  });

  it('says when the organisations cannot be loaded, and tries again', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(),
      [ORGS]: { status: 500, body: { statusCode: 500, message: 'Internal error' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<PartnerHomePage />, { route: '/partner' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your organisations could not be loaded.');
    api.on(ORGS, { status: 200, body: [] });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Apply now' })).toBeInTheDocument();
  });
});
