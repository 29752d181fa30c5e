import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { aBooking, anOrganisation } from '../../../test/fixtures';

afterEach(() => act(() => resetToasts()));

const BASE = '/api/partner/organisations/7';
const ARRIVALS = {
  organisationId: 7,
  day: '2026-11-27',
  digest: 'sha256',
  generatedAt: '2026-11-27T08:00:00.000Z',
  arrivals: [
    {
      id: 'b1',
      reference: 'SL-7K3Q9D',
      customerName: 'Aminata Kamara',
      customerPhone: '+232 76 123 456',
      serviceName: 'Kroo Bay Guesthouse',
      serviceType: 'hotel',
      serviceId: 3,
      item: 'Garden Room',
      guests: 2,
      startDate: '2026-11-27T00:00:00.000Z',
      endDate: '2026-11-29T00:00:00.000Z',
      stage: 'confirmed',
      checkedInAt: null,
      tokenDigest: null,
    },
  ],
};

function operatorApi(routes: Record<string, { status: number; body?: unknown }> = {}) {
  return installFakeApi({
    'GET /api/auth/session': signedIn(undefined, ['operator']),
    'GET /api/partner/organisations': reply('listMyOrganisations', [
      anOrganisation({ status: 'approved' }),
    ]),
    [`GET ${BASE}/arrivals`]: { status: 200, body: ARRIVALS },
    ...routes,
  });
}

function renderAt(route: string) {
  const user = userEvent.setup();
  renderWithProviders(<PartnerRoutes />, { route, path: '/partner/*' });
  return { user };
}

describe('the bookings inbox', () => {
  it('puts today’s arrivals first, then every booking, and filters by status and text', async () => {
    const api = operatorApi({
      [`GET ${BASE}/bookings?limit=25`]: {
        status: 200,
        body: {
          items: [
            aBooking(),
            aBooking({
              id: 'b2',
              reference: 'SL-22',
              customerName: 'Mohamed Sesay',
              stage: 'checked_in',
            }),
          ],
          nextCursor: null,
        },
      },
      [`GET ${BASE}/bookings?status=no_show&limit=25`]: {
        status: 200,
        body: { items: [], nextCursor: null },
      },
      [`GET ${BASE}/bookings?status=no_show&search=SL-9&limit=25`]: {
        status: 200,
        body: { items: [], nextCursor: null },
      },
    });
    const { user } = renderAt('/partner/bookings');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Arrivals today', 'All bookings']);
    const arrivals = await screen.findByRole('list', { name: 'Arrivals today' });
    expect(within(arrivals).getByRole('link', { name: /Aminata Kamara/ })).toHaveAttribute(
      'href',
      '/partner/bookings/b1',
    );
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Checked in')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'no_show');
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Reference, name or phone' }), 'SL-9');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No bookings match these filters.');
    expect(api.requests.map((r) => r.path)).toContain(
      `${BASE}/bookings?status=no_show&search=SL-9&limit=25`,
    );
    // The CSV holds what the filters show.
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `${BASE}/bookings.csv?status=no_show&search=SL-9`,
    );
  });

  it('says when the bookings cannot be loaded, and when there are none', async () => {
    operatorApi({
      [`GET ${BASE}/bookings?limit=25`]: { status: 500, body: { statusCode: 500, message: 'x' } },
      [`GET ${BASE}/arrivals`]: { status: 200, body: { ...ARRIVALS, arrivals: [] } },
    });
    renderAt('/partner/bookings');
    expect(await screen.findByText('No arrivals expected today.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your bookings could not be loaded.',
    );
  });

  it('is only for an approved organisation', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(undefined, ['operator']),
      'GET /api/partner/organisations': reply('listMyOrganisations', [anOrganisation()]),
    });
    renderAt('/partner/bookings');
    expect(
      await screen.findByText('This page opens once your organisation is approved.'),
    ).toBeInTheDocument();
  });
});

describe('a booking', () => {
  it('checks the traveller in by the reference, with a toast', async () => {
    const api = operatorApi({
      [`GET ${BASE}/bookings/b1`]: { status: 200, body: aBooking() },
      [`POST ${BASE}/bookings/check-in`]: {
        status: 200,
        body: aBooking({ stage: 'checked_in', checkedInAt: '2026-11-27T09:00:00.000Z' }),
      },
    });
    const { user } = renderAt('/partner/bookings/b1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aminata Kamara' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Expected')).toBeInTheDocument();
    // The traveller's number as written in Sierra Leone, dialled in full.
    expect(screen.getByRole('link', { name: '(076) 123456' })).toHaveAttribute(
      'href',
      'tel:+23276123456',
    );
    api.on(`GET ${BASE}/bookings/b1`, {
      status: 200,
      body: aBooking({ stage: 'checked_in', checkedInAt: '2026-11-27T09:00:00.000Z' }),
    });
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Aminata Kamara is checked in.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      reference: 'SL-7K3Q9D',
    });
    // Read again: checked in, and nothing more to do but look.
    expect(await screen.findByText('Checked in', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it("shows the traveller's special requests and phone, in the inbox and on the page", async () => {
    const late = aBooking({ specialRequests: 'Late arrival ~23:00' });
    operatorApi({
      [`GET ${BASE}/bookings?limit=25`]: reply('listOperatorBookings', {
        items: [late],
        nextCursor: null,
      }),
      [`GET ${BASE}/bookings/b1`]: { status: 200, body: late },
    });
    const { user } = renderAt('/partner/bookings');
    const row = await screen.findByRole('link', { name: /Requests: Late arrival ~23:00/ });
    expect(row).toHaveTextContent('(076) 123456');
    await user.click(row);
    const requests = await screen.findByText('Special requests', { selector: 'dt' });
    expect(requests.nextElementSibling).toHaveTextContent('Late arrival ~23:00');
  });

  it('shows the server’s refusal of a check-in', async () => {
    operatorApi({
      [`GET ${BASE}/bookings/b1`]: { status: 200, body: aBooking() },
      [`POST ${BASE}/bookings/check-in`]: {
        status: 409,
        body: { statusCode: 409, message: 'This booking is already checked in' },
      },
    });
    const { user } = renderAt('/partner/bookings/b1');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Not checked in')).toBeInTheDocument();
    expect(screen.getByText('This booking is already checked in')).toBeInTheDocument();
  });

  it('marks a no-show', async () => {
    const api = operatorApi({
      [`GET ${BASE}/bookings/b1`]: { status: 200, body: aBooking() },
      [`POST ${BASE}/bookings/b1/no-show`]: {
        status: 200,
        body: aBooking({ stage: 'no_show' }),
      },
    });
    const { user } = renderAt('/partner/bookings/b1');
    await user.click(await screen.findByRole('button', { name: 'No-show' }));
    expect(await screen.findByText('Marked as no-show')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === `${BASE}/bookings/b1/no-show`)).toBe(true);
  });

  it('cancels with a reason it asks for', async () => {
    const api = operatorApi({
      [`GET ${BASE}/bookings/b1`]: { status: 200, body: aBooking() },
      [`POST ${BASE}/bookings/b1/cancel`]: {
        status: 200,
        body: aBooking({ stage: 'cancelled_by_operator', cancellationReason: 'Flooded room' }),
      },
    });
    const { user } = renderAt('/partner/bookings/b1');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking SL-7K3Q9D' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await within(dialog).findByText('Please give a reason for the cancellation'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Flooded room');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('SL-7K3Q9D is cancelled.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Flooded room' });
  });

  it('says when the booking is not one of the organisation’s', async () => {
    operatorApi({
      [`GET ${BASE}/bookings/zz`]: {
        status: 404,
        body: { statusCode: 404, message: 'Booking not found' },
      },
    });
    renderAt('/partner/bookings/zz');
    expect(await screen.findByRole('heading', { name: 'Booking Not Found' })).toBeInTheDocument();
  });
});
