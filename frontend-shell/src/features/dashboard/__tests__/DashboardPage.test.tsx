import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TourBookingDto } from '@salone/api-client/bookings';
import { resetToasts } from '@salone/ui';
import { installFakeApi, SIGNED_OUT, signedIn, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import DashboardPage from '../DashboardPage';
import { aHotelBooking, inOneHour } from './fixtures';
import { AuthDialogsProvider } from '../../auth/AuthDialogs';

/** One page of `GET /api/bookings/user`: the last, unless a next cursor is given. */
const page = (items: unknown[], nextCursor: string | null = null) => ({ items, nextCursor });

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString();

function tourBooking(overrides: Partial<TourBookingDto>): TourBookingDto {
  return {
    ...aHotelBooking({}),
    serviceType: 'tour',
    serviceId: 3,
    roomId: null,
    metadata: {
      tourTitle: 'Banana Islands Day Trip',
      tourType: 'shared',
      preferredLanguage: 'English',
      participants: [
        { name: 'Aminata Kamara', phone: '+232 76 123 456', email: 'aminata@example.com' },
      ],
      pricePerPerson: 145,
    },
    ...overrides,
  };
}

beforeEach(() => resetToasts());

describe('dashboard', () => {
  it("asks a visitor to log in, with 'Go to Homepage'", async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    // The bookings list is fetched only when signed in.
    expect(api.requests.some((r) => r.path.startsWith('/api/bookings/user'))).toBe(false);
  });

  it('offers a signed-out visitor a Sign In button that opens the Sign In dialog', async () => {
    installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    const user = userEvent.setup();
    renderWithProviders(
      <AuthDialogsProvider>
        <DashboardPage />
      </AuthDialogsProvider>,
      { route: '/dashboard' },
    );
    await screen.findByRole('heading', { name: 'Please log in' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('greets the user, shows the profile and the empty state', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/ai/itineraries': reply('listItineraries', []),
      'GET /api/bookings/user': { status: 200, body: page([]) },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Aminata!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('aminata@example.com')).toBeInTheDocument();
    expect(screen.getByText('Explorer')).toBeInTheDocument();
    expect(screen.getByText('14 Mar 2026')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Quick stats' });
    expect(within(stats).getAllByText('0')).toHaveLength(2);
    for (const href of ['/hotels', '/cars', '/events', '/ai-planner']) {
      expect(screen.getAllByRole('link').some((l) => l.getAttribute('href') === href)).toBe(true);
    }
  });

  it('lists bookings with status badges, counts and the USSD code of a pending one', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/ai/itineraries': reply('listItineraries', []),
      'GET /api/bookings/user': {
        status: 200,
        body: page([
          aHotelBooking({
            payment: {
              paymentId: 'p1',
              ussdCode: '*715*1*0123456789#',
              amountUsd: 435,
              amountSle: 9788,
              slePerUsd: 22.5,
              status: 'pending',
              expiresAt: inOneHour,
              sandbox: false,
            },
          }),
          tourBooking({
            id: 'b2',
            reference: 'SL-2222AA',
            serviceName: 'Banana Islands Day Trip',
            endDate: null,
            status: 'confirmed',
            freeCancellationUntil: inTenDays,
          }),
          aHotelBooking({
            id: 'b3',
            reference: 'SL-3333BB',
            status: 'expired',
            serviceName: 'Toyota Land Cruiser',
          }),
        ]),
      },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const pending = await screen.findByRole('listitem', { name: 'Aberdeen Bay Hotel' });
    expect(within(pending).getByText('Pending payment')).toBeInTheDocument();
    expect(within(pending).getByText('*715*1*0123456789#')).toBeInTheDocument();
    expect(within(pending).getByText('Le 9,788')).toBeInTheDocument();
    expect(pending).toHaveTextContent('($435 at Le 22.50 = US$1)');
    expect(within(pending).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();

    const confirmed = screen.getByRole('listitem', { name: 'Banana Islands Day Trip' });
    expect(within(confirmed).getByText('Confirmed')).toBeInTheDocument();
    expect(within(confirmed).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();

    const expired = screen.getByRole('listitem', { name: 'Toyota Land Cruiser' });
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).queryByRole('button')).not.toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Quick stats' });
    expect(within(stats).getByText('3')).toBeInTheDocument();
    expect(within(stats).getByText('1')).toBeInTheDocument();
  });

  it('lists trips upcoming first (soonest first), then past, then cancelled and expired', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/ai/itineraries': reply('listItineraries', []),
      'GET /api/bookings/user': {
        status: 200,
        body: page([
          aHotelBooking({
            id: 'c',
            reference: 'SL-CCCCCC',
            serviceName: 'Cancelled stay',
            status: 'cancelled',
          }),
          aHotelBooking({
            id: 'p',
            reference: 'SL-PPPPPP',
            serviceName: 'Last month',
            status: 'confirmed',
            startDate: daysAgo(40),
            endDate: daysAgo(38),
          }),
          aHotelBooking({
            id: 'late',
            reference: 'SL-LLLLLL',
            serviceName: 'Later stay',
            status: 'confirmed',
            startDate: inTenDays,
            endDate: new Date(Date.now() + 12 * 86_400_000).toISOString(),
            freeCancellationUntil: inTenDays,
          }),
          aHotelBooking({
            id: 'soon',
            reference: 'SL-SSSSSS',
            serviceName: 'Soon stay',
            startDate: inOneHour,
            endDate: inTenDays,
          }),
        ]),
      },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const trips = await screen.findByRole('region', { name: 'My trips' });
    await within(trips).findByRole('listitem', { name: 'Soon stay' });
    expect(
      within(trips)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Upcoming',
      'Soon stay',
      'Later stay',
      'Past trips',
      'Last month',
      'Cancelled and expired',
      'Cancelled stay',
    ]);
    expect(within(trips).getByRole('link', { name: 'Soon stay' })).toHaveAttribute(
      'href',
      '/bookings/SL-SSSSSS',
    );
    const later = within(trips).getByRole('listitem', { name: 'Later stay' });
    expect(within(later).getByText('Deluxe Ocean View')).toBeInTheDocument();
    expect(within(later).getByRole('link', { name: 'Show voucher' })).toHaveAttribute(
      'href',
      '/bookings/SL-LLLLLL',
    );
    const soon = within(trips).getByRole('listitem', { name: 'Soon stay' });
    expect(within(soon).getByRole('link', { name: 'Open payment' })).toBeInTheDocument();
    const cancelled = within(trips).getByRole('listitem', { name: 'Cancelled stay' });
    // 'Book again' keeps the stay's dates.
    expect(within(cancelled).getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      '/hotels/1?checkIn=2026-12-20&checkOut=2026-12-23',
    );
    // On a phone the trips come before the profile: first in the page.
    const profile = screen.getByRole('heading', { name: 'Profile' });
    expect(trips.compareDocumentPosition(profile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a booking the operator cancelled, with the reason and the refund due', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/ai/itineraries': reply('listItineraries', []),
      'GET /api/bookings/user': {
        status: 200,
        body: page([
          aHotelBooking({
            status: 'cancelled_by_operator',
            holdExpiresAt: null,
            cancellationReason: 'Water damage after the storm; we are sorry.',
            refundDue: 435,
          }),
        ]),
      },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const item = await screen.findByRole('listitem', { name: 'Aberdeen Bay Hotel' });
    expect(within(item).getByText('Cancelled by the operator')).toBeInTheDocument();
    expect(
      within(item).getByText('Water damage after the storm; we are sorry.'),
    ).toBeInTheDocument();
    expect(within(item).getByText('Refund due')).toBeInTheDocument();
    expect(within(item).getAllByText('$435')).toHaveLength(2);
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('requests a payment code for a pending booking without one and shows it', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/ai/itineraries': reply('listItineraries', []),
      'GET /api/bookings/user': { status: 200, body: page([aHotelBooking({})]) },
      'POST /api/payments/monime': reply(
        'createMonimePayment',
        {
          paymentId: 'p9',
          bookingId: 'b1',
          ussdCode: '*715*1*5550001111#',
          amountUsd: 435,
          amountSle: 9788,
          slePerUsd: 22.5,
          status: 'pending',
          expiresAt: inOneHour,
        },
        201,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const item = await screen.findByRole('listitem', { name: 'Aberdeen Bay Hotel' });
    await user.click(within(item).getByRole('button', { name: 'Pay Now' }));
    expect(
      await screen.findByText('Use USSD code: *715*1*5550001111# to complete payment.'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/payments/monime')?.body).toEqual({
      bookingId: 'b1',
      amount: 435,
      customerName: 'Aminata Kamara',
      customerPhone: '+232 76 123 456',
      description: 'Hotel booking: Aberdeen Bay Hotel - Deluxe Ocean View',
    });
  });

  it('cancels a booking after confirmation and refreshes the list', async () => {
    let cancelled = false;
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/ai/itineraries': reply('listItineraries', []),
      'GET /api/bookings/user': () => ({
        status: 200,
        body: page([aHotelBooking({ status: cancelled ? 'cancelled' : 'pending_payment' })]),
      }),
      'POST /api/bookings/b1/cancel': () => {
        cancelled = true;
        return { status: 200, body: aHotelBooking({ status: 'cancelled' }) };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const item = await screen.findByRole('listitem', { name: 'Aberdeen Bay Hotel' });
    await user.click(within(item).getByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(
      api.requests.filter((r) => r.path.startsWith('/api/bookings/user')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('says so when the bookings cannot be loaded', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/ai/itineraries': reply('listItineraries', []),
      'GET /api/bookings/user': {
        status: 500,
        body: { statusCode: 500, error: 'x', message: 'y' },
      },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(
      await screen.findByText(
        'Your bookings could not be loaded. Please try again later.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('dashboard bookings beyond one page', () => {
  it('follows the cursors and shows every booking, counted', async () => {
    const first = Array.from({ length: 100 }, (_, i) =>
      aHotelBooking({
        id: `b${i}`,
        reference: `SL-${String(i).padStart(6, '0')}`,
        serviceName: `Hotel ${i}`,
        status: 'confirmed',
      }),
    );
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/ai/itineraries': reply('listItineraries', []),
      'GET /api/bookings/user?limit=100': { status: 200, body: page(first, 'next-1') },
      'GET /api/bookings/user?limit=100&cursor=next-1': {
        status: 200,
        body: page([
          aHotelBooking({ id: 'b100', serviceName: 'The Oldest Hotel', status: 'expired' }),
        ]),
      },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('listitem', { name: 'The Oldest Hotel' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Hotel 0' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Quick stats' });
    expect(within(stats).getByText('101')).toBeInTheDocument();
    expect(within(stats).getByText('100')).toBeInTheDocument();
    expect(
      api.requests.filter((r) => r.path.startsWith('/api/bookings/user')).map((r) => r.path),
    ).toEqual(['/api/bookings/user?limit=100', '/api/bookings/user?limit=100&cursor=next-1']);
  });
});

describe('dashboard trip plans', () => {
  it('lists saved plans, each reopening in the planner, and offers one when there are none', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/bookings/user': { status: 200, body: page([]) },
      'GET /api/ai/itineraries': reply('listItineraries', [
        {
          id: '5b0e8c1a-0000-4000-8000-000000000001',
          createdAt: '2026-11-20T09:00:00.000Z',
          overview: 'Five days between Freetown and the peninsula beaches.',
          totalEstimatedCost: 812.5,
          days: 5,
          request: {
            budget: '500-1000',
            duration: '4-7-days',
            interests: ['beaches'],
            pace: 'balanced',
            party: { adults: 2, childrenAges: [] },
            startDate: null,
            endDate: null,
          },
        },
      ]),
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const plans = await screen.findByRole('region', { name: 'My Trip Plans' });
    const link = await within(plans).findByRole('link', { name: '5-day trip, $812.50' });
    expect(link).toHaveAttribute(
      'href',
      '/ai-planner?itinerary=5b0e8c1a-0000-4000-8000-000000000001',
    );
    expect(within(plans).getByText('Planned 20 Nov 2026')).toBeInTheDocument();
  });

  it('offers to plan a trip when there is no plan yet', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/bookings/user': { status: 200, body: page([]) },
      'GET /api/ai/itineraries': reply('listItineraries', []),
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    const plans = await screen.findByRole('region', { name: 'My Trip Plans' });
    expect(await within(plans).findByText('No trip plans yet.')).toBeInTheDocument();
    expect(within(plans).getByRole('link', { name: 'Plan a Trip' })).toHaveAttribute(
      'href',
      '/ai-planner',
    );
  });
});
