import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBookingDto } from '@salone/api-client/partner';
import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import AdminRoutes from '../../../AdminRoutes';
import { adminApi, SERVER_ERROR } from '../../../test/admin';

afterEach(() => act(() => resetToasts()));

const FIRST = 'GET /api/admin/bookings?limit=20';

function aBooking(overrides: Partial<AdminBookingDto> = {}): AdminBookingDto {
  return {
    id: 'b1',
    reference: 'SL-7K3Q9D',
    serviceType: 'hotel',
    serviceId: 1,
    serviceName: 'Aberdeen Bay Hotel',
    organisationId: 1,
    organisationName: 'Freetown Hospitality Group',
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+232 76 123 456',
    accountEmail: 'aminata@example.com',
    guests: 2,
    startDate: '2026-12-20T00:00:00.000Z',
    endDate: '2026-12-23T00:00:00.000Z',
    totalAmount: 435,
    status: 'confirmed',
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<AdminRoutes />, { route: '/admin/bookings', path: '/admin/*' });
  return { user };
}

describe('the admin console: booking search', () => {
  it('is not offered to an account that is not an admin', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': signedIn() });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.startsWith('/api/admin'))).toBe(false);
  });

  it('lists the newest bookings across the platform', async () => {
    adminApi({ [FIRST]: reply('searchAllBookings', { items: [aBooking()], nextCursor: null }) });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'SL-7K3Q9D' });
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText(/Freetown Hospitality Group/)).toBeInTheDocument();
    expect(within(card).getByText('$435')).toBeInTheDocument();
  });

  it('searches by reference, status and service, and says when nothing matches', async () => {
    const api = adminApi({
      [FIRST]: reply('searchAllBookings', { items: [aBooking()], nextCursor: null }),
      'GET /api/admin/bookings?limit=20&q=SL-ZZZ': reply('searchAllBookings', {
        items: [],
        nextCursor: null,
      }),
      'GET /api/admin/bookings?limit=20&q=SL-ZZZ&status=cancelled': reply('searchAllBookings', {
        items: [],
        nextCursor: null,
      }),
      'GET /api/admin/bookings?limit=20&q=SL-ZZZ&status=cancelled&serviceType=tour': reply(
        'searchAllBookings',
        {
          items: [aBooking({ id: 'b2', reference: 'SL-ZZZ111', status: 'cancelled' })],
          nextCursor: null,
        },
      ),
    });
    const { user } = renderPage();
    await screen.findByRole('listitem', { name: 'SL-7K3Q9D' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Reference, e-mail or name' }),
      ' SL-ZZZ ',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No bookings match this search.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'cancelled');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'tour');
    const card = await screen.findByRole('listitem', { name: 'SL-ZZZ111' });
    expect(within(card).getByText('Cancelled by the traveller')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toContain(
      '/api/admin/bookings?limit=20&q=SL-ZZZ&status=cancelled',
    );
  });

  it('says when there are no bookings, and when the search fails', async () => {
    const api = adminApi({ [FIRST]: reply('searchAllBookings', { items: [], nextCursor: null }) });
    const { user } = renderPage();
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
    api.on('GET /api/admin/bookings?limit=20&status=expired', SERVER_ERROR);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'expired');
    expect(await screen.findByRole('alert')).toHaveTextContent('The bookings could not be loaded.');
  });

  it('pages with the cursor', async () => {
    adminApi({
      [FIRST]: reply('searchAllBookings', { items: [aBooking()], nextCursor: 'c2' }),
      'GET /api/admin/bookings?limit=20&cursor=c2': reply('searchAllBookings', {
        items: [aBooking({ id: 'b3', reference: 'SL-AAAAAA', status: 'cancelled_by_operator' })],
        nextCursor: null,
      }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    const card = await screen.findByRole('listitem', { name: 'SL-AAAAAA' });
    expect(within(card).getByText('Cancelled by the operator')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('listitem', { name: 'SL-7K3Q9D' })).toBeInTheDocument();
  });
});
