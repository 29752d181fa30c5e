import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createSaloneStore } from '@salone/api-client';
import { installFakeApi, signedIn, reply, type ResponseOf } from '@salone/api-client/testing';
import { resetToasts, SaloneThemeProvider, Toaster } from '@salone/ui';
import { MemoryRouter, Route, Routes, useLocation } from '@salone/router';
import { BOOKING_TEXTS } from '../bookingTexts';
import { BOOKING_RESEND_DELAYS_MS, useBookingFlow } from '../useBookingFlow';

const BOOKING = {
  id: 'b-1',
  reference: 'SL-7K3Q9D',
  serviceType: 'event',
  serviceId: 3,
  roomId: null,
  serviceName: 'Freetown Lantern Parade',
  customerName: 'Aminata Kamara',
  customerEmail: 'aminata@example.com',
  customerPhone: '+232 76 123 456',
  guests: 2,
  startDate: '2026-12-20T00:00:00.000Z',
  endDate: null,
  startsAt: '2026-12-20T19:00:00.000Z',
  endsAt: '2026-12-20T23:00:00.000Z',
  totalAmount: 300,
  status: 'pending_payment',
  holdExpiresAt: '2026-12-01T10:30:00.000Z',
  freeCancellationUntil: '2026-12-19T00:00:00.000Z',
  createdAt: '2026-12-01T10:00:00.000Z',
  metadata: {
    eventTitle: 'Freetown Lantern Parade',
    ticketCategory: 'VIP',
    ticketPrice: 150,
    ticketQuantity: 2,
  },
  payment: null,
  operator: {
    name: 'Freetown Hospitality Group',
    phone: '+232 76 410 220',
    email: 'reservations@freetownhospitality.sl',
    whatsapp: null,
  },
  voucherToken: null,
  checkedInAt: null,
  cancellationReason: null,
  refundDue: null,
} satisfies ResponseOf<'createBooking'>;

const REQUEST = {
  booking: {
    serviceType: 'event' as const,
    serviceId: 3,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+232 76 123 456',
    guests: 2,
    startDate: '2026-12-20',
    totalAmount: 300,
    metadata: { ticketCategory: 'VIP', ticketPrice: 150, eventTitle: 'Freetown Lantern Parade' },
  },
  paymentDescription: 'Event tickets: Freetown Lantern Parade - 2 ticket(s)',
  texts: BOOKING_TEXTS.event,
};

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function setup() {
  const store = createSaloneStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <SaloneThemeProvider>
        <MemoryRouter initialEntries={['/events/3']}>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          {children}
          <Toaster />
        </MemoryRouter>
      </SaloneThemeProvider>
    </Provider>
  );
  return renderHook(() => useBookingFlow(), { wrapper });
}

const PAYMENT = {
  paymentId: 'p-1',
  bookingId: 'b-1',
  ussdCode: '*715*1*0123456789#',
  amountUsd: 300,
  amountSle: 6750,
  slePerUsd: 22.5,
  status: 'pending',
  expiresAt: '2026-12-01T10:30:00.000Z',
} satisfies ResponseOf<'createMonimePayment'>;

beforeEach(() => act(() => resetToasts()));

describe('useBookingFlow', () => {
  it('creates the booking, asks for the code with the booking’s own total and shows it', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(),
      'POST /api/bookings': reply('createBooking', BOOKING, 201),
      'POST /api/payments/monime': reply(
        'createMonimePayment',
        {
          paymentId: 'p-1',
          bookingId: 'b-1',
          ussdCode: '*715*1*0123456789#',
          amountUsd: 300,
          amountSle: 6750,
          slePerUsd: 22.5,
          status: 'pending',
          expiresAt: '2026-12-01T10:30:00.000Z',
        },
        201,
      ),
    });
    const { result } = setup();
    let outcome: Awaited<ReturnType<typeof result.current.run>> = null;
    await act(async () => {
      outcome = await result.current.run(REQUEST);
    });
    expect(outcome).toMatchObject({
      booking: { id: 'b-1' },
      payment: { ussdCode: '*715*1*0123456789#' },
    });
    expect(api.requests.find((r) => r.path === '/api/payments/monime')?.body).toEqual({
      bookingId: 'b-1',
      amount: 300,
      customerName: 'Aminata Kamara',
      customerPhone: '+232 76 123 456',
      description: 'Event tickets: Freetown Lantern Parade - 2 ticket(s)',
    });
    expect(await screen.findByText('Tickets Booked Successfully')).toBeInTheDocument();
    expect(
      screen.getAllByText('Use USSD code: *715*1*0123456789# to complete payment.', {
        exact: false,
      })[0],
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open booking SL-7K3Q9D' })).toHaveAttribute(
      'href',
      '/bookings/SL-7K3Q9D',
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/bookings/SL-7K3Q9D');
    const sent = api.requests.find((r) => r.path === '/api/bookings');
    expect(sent?.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  });

  it('sends a booking whose answer was lost again with the same Idempotency-Key', async () => {
    let calls = 0;
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(),
      'POST /api/bookings': () => {
        calls += 1;
        // The first answer never arrives (the connection dropped).
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: BOOKING };
      },
      'POST /api/payments/monime': reply('createMonimePayment', PAYMENT, 201),
    });
    const { result } = setup();
    BOOKING_RESEND_DELAYS_MS.splice(0, 2, 0, 0);
    await act(async () => {
      await result.current.run(REQUEST);
    });
    const posts = api.requests.filter((r) => r.path === '/api/bookings');
    expect(posts).toHaveLength(2);
    expect(posts[0].headers['idempotency-key']).toBeTruthy();
    expect(posts[1].headers['idempotency-key']).toBe(posts[0].headers['idempotency-key']);
    expect(screen.getByTestId('where')).toHaveTextContent('/bookings/SL-7K3Q9D');

    // The next booking is another request: a new key.
    await act(async () => {
      await result.current.run(REQUEST);
    });
    const third = api.requests.filter((r) => r.path === '/api/bookings')[2];
    expect(third.headers['idempotency-key']).not.toBe(posts[0].headers['idempotency-key']);
  });

  it('when the code cannot be had, keeps the booking (the dialog closes) and points to the dashboard', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'POST /api/bookings': reply('createBooking', BOOKING, 201),
      'POST /api/payments/monime': {
        status: 502,
        body: {
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'The payment provider did not answer',
        },
      },
    });
    const { result } = setup();
    let outcome: Awaited<ReturnType<typeof result.current.run>> = null;
    await act(async () => {
      outcome = await result.current.run(REQUEST);
    });
    expect(outcome).toMatchObject({ booking: { reference: 'SL-7K3Q9D' }, payment: null });
    expect(await screen.findByText('Payment Code Not Issued')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your booking SL-7K3Q9D is saved. Get its payment code on its page with Get a new code.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a refusal in the server’s words and makes no booking', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(),
      'POST /api/bookings': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Only 1 VIP tickets are left' },
      },
    });
    const { result } = setup();
    let outcome: Awaited<ReturnType<typeof result.current.run>> = null;
    await act(async () => {
      outcome = await result.current.run(REQUEST);
    });
    expect(outcome).toBeNull();
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getByText('Only 1 VIP tickets are left')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/payments/monime')).toBe(false);
  });
});
