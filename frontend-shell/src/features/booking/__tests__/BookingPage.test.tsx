import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventBookingDto, HotelBookingDto } from '@salone/api-client/bookings';
import { resetToasts } from '@salone/ui';
import { installFakeApi, reply, replyPartial, signedIn } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import BookingPage from '../BookingPage';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

function eventBooking(overrides: Partial<EventBookingDto> = {}): EventBookingDto {
  return {
    id: 'b1',
    reference: 'SL-7K3Q9D',
    serviceType: 'event',
    serviceId: 4,
    roomId: null,
    serviceName: 'Freetown Lantern Parade',
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+232 76 123 456',
    guests: 2,
    startDate: '2026-12-20T18:30:00.000Z',
    endDate: null,
    startsAt: '2026-12-20T18:30:00.000Z',
    endsAt: '2026-12-20T22:30:00.000Z',
    totalAmount: 300,
    status: 'pending_payment',
    holdExpiresAt: at(HOUR / 2),
    freeCancellationUntil: at(240 * HOUR),
    createdAt: '2026-11-25T12:00:00.000Z',
    metadata: {
      eventTitle: 'Freetown Lantern Parade',
      ticketCategory: 'VIP',
      ticketPrice: 150,
      ticketQuantity: 2,
    },
    payment: {
      paymentId: 'p1',
      ussdCode: '*715*1*0123456789#',
      status: 'pending',
      amountUsd: 300,
      amountSle: 6750,
      slePerUsd: 22.5,
      expiresAt: at(HOUR / 2),
      sandbox: false,
    },
    operator: {
      name: 'Sweet Salone Events',
      phone: '+232 76 918 402',
      email: 'tickets@sweetsaloneevents.sl',
      whatsapp: null,
    },
    voucherToken: null,
    checkedInAt: null,
    cancellationReason: null,
    refundDue: null,
    ...overrides,
  };
}

const EVENT = {
  organizer: {
    name: 'Lantern Parade Committee',
    phone: '+232 76 555 010',
    email: 'events@example.com',
    description: '',
  },
  venue: {
    name: 'Siaka Stevens Street',
    address: 'Central Freetown',
    directions: 'Start at the Cotton Tree.',
    capacity: 5000,
    facilities: [],
  },
};

function hotelBooking(): HotelBookingDto {
  const { metadata: _event, serviceType: _kind, ...base } = eventBooking();
  return {
    ...base,
    reference: 'SL-H0TEL2',
    serviceType: 'hotel',
    serviceId: 1,
    roomId: 2,
    serviceName: 'Aberdeen Bay Hotel',
    startDate: '2026-12-20T00:00:00.000Z',
    endDate: '2026-12-23T00:00:00.000Z',
    startsAt: '2026-12-20T14:00:00.000Z',
    endsAt: '2026-12-23T11:00:00.000Z',
    status: 'confirmed',
    holdExpiresAt: null,
    voucherToken: 'SLV1.D45tbFtKQ5KBcG9ePTwrGg.yFq1x2m6c0Hf3kPq.3q3',
    metadata: {
      hotelName: 'Aberdeen Bay Hotel',
      roomType: 'Deluxe Ocean View',
      nights: 3,
      nightlyPrice: 100,
    },
    operator: {
      name: 'Freetown Hospitality Group',
      phone: '+232 76 410 220',
      email: 'reservations@freetownhospitality.sl',
      whatsapp: null,
    },
  };
}

function open(
  booking: EventBookingDto | HotelBookingDto,
  extra: Record<string, { status: number; body?: unknown }> = {},
) {
  const api = installFakeApi({
    'GET /api/auth/session': signedIn(),
    [`GET /api/bookings/${booking.reference}`]: { status: 200, body: booking },
    'GET /api/events/4': replyPartial('getEvent', EVENT),
    ...extra,
  });
  renderWithProviders(<BookingPage />, {
    route: `/bookings/${booking.reference}`,
    path: '/bookings/:reference',
  });
  return api;
}

beforeEach(() => resetToasts());

describe('booking page', () => {
  it("offers Message on WhatsApp with the booking's reference when the operator gave a number", async () => {
    open(
      eventBooking({
        operator: {
          name: 'Sweet Salone Events',
          phone: '+232 76 918 402',
          email: 'tickets@sweetsaloneevents.sl',
          whatsapp: '+23276918402',
        },
      }),
    );
    const link = await screen.findByRole('link', { name: 'Message on WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/23276918402');
    expect(href.searchParams.get('text')).toBe(
      'Hello, about my Salone booking SL-7K3Q9D (Freetown Lantern Parade).',
    );
  });

  it('shows each ticket category of a booking that mixes them, and the tickets in all', async () => {
    const booking = eventBooking();
    open({
      ...booking,
      guests: 3,
      totalAmount: 250,
      metadata: {
        ...booking.metadata,
        ticketCategory: '2 x Standard, 1 x VIP',
        ticketPrice: 83.33,
        ticketQuantity: 3,
        tickets: [
          { categoryId: 1, category: 'Standard', quantity: 2, price: 50 },
          { categoryId: 2, category: 'VIP', quantity: 1, price: 150 },
        ],
      },
    });
    const standard = await screen.findByText('Standard');
    expect(standard.nextSibling).toHaveTextContent('2 tickets');
    expect(screen.getByText('VIP').nextSibling).toHaveTextContent('1 ticket');
    expect(screen.getByText('Tickets').nextSibling).toHaveTextContent('3');
    expect(screen.queryByText('Ticket category')).toBeNull();
  });

  it('offers no WhatsApp link when the operator gave no number', async () => {
    open(eventBooking());
    await screen.findByLabelText('USSD code');
    expect(screen.queryByRole('link', { name: 'Message on WhatsApp' })).toBeNull();
  });

  it('pending: shows what was booked, the USSD code to copy or dial, both amounts and a countdown', async () => {
    open(eventBooking());
    expect(await screen.findByLabelText('USSD code')).toHaveTextContent('*715*1*0123456789#');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dial *715*1*0123456789#' })).toHaveAttribute(
      'href',
      'tel:*715*1*0123456789%23',
    );
    expect(screen.getByText(/^Le\s6,750$/)).toBeInTheDocument();
    expect(screen.getAllByText('$300')).toHaveLength(2);
    // The rate the leones were charged at, as the payment step states it.
    expect(screen.getByText(/^Le\s22\.50 = US\$1$/)).toBeInTheDocument();
    expect(screen.getByText('Ticket category')).toBeInTheDocument();
    expect(screen.getByText('VIP')).toBeInTheDocument();
    expect(screen.getByText(/^(29|30):\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    // The number is an Orange one: the wallet to pay with is named, the number shown as written here.
    expect(
      screen.getByText((_, node) =>
        node?.tagName === 'P'
          ? node.textContent === '(076) 123456 is an Orange number: pay with Orange Money.'
          : false,
      ),
    ).toBeInTheDocument();
    // Real Monime: no sandbox button.
    expect(
      screen.queryByRole('button', { name: 'Simulate payment (sandbox)' }),
    ).not.toBeInTheDocument();
  });

  it('pending with the sandbox: paying turns the page into the voucher without a reload', async () => {
    const pending = eventBooking({ payment: { ...eventBooking().payment!, sandbox: true } });
    const api = open(pending, {
      'POST /api/payments/sandbox/p1/complete': replyPartial('completeSandboxPayment', {}),
    });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Simulate payment (sandbox)' });
    api.on(
      `GET /api/bookings/${pending.reference}`,
      reply(
        'getBooking',
        eventBooking({
          status: 'confirmed',
          holdExpiresAt: null,
          voucherToken:
            'SLV1.D45tbFtKQ5KBcG9ePTwrGg.yFq1x2m6c0Hf3kPq.3q2-7wAAAAB4m9pXn0d7Lw1sQm4yZk8vR2aF5tHc6Jg',
        }),
      ),
    );
    await user.click(button);
    expect(
      await screen.findByRole('img', { name: 'Check-in QR code for booking SL-7K3Q9D' }),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/payments/sandbox/p1/complete')).toBe(true);
  });

  it('suggests AfriMoney for an Africell number', async () => {
    open(eventBooking({ customerPhone: '+23277123456' }));
    expect(await screen.findByText('AfriMoney')).toBeInTheDocument();
  });

  it('suggests no wallet for a number of another country', async () => {
    open(eventBooking({ customerPhone: '+442079460958' }));
    expect(await screen.findByLabelText('USSD code')).toBeInTheDocument();
    expect(screen.queryByText(/number: pay with/)).not.toBeInTheDocument();
  });

  it('expiring: warns when the code has less than five minutes left', async () => {
    open(eventBooking({ payment: { ...eventBooking().payment!, expiresAt: at(2 * 60_000) } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your code expires soon');
  });

  it("offers 'Get a new code' when the code ran out and the hold lasts", async () => {
    const api = open(
      eventBooking({
        payment: { ...eventBooking().payment!, status: 'expired', expiresAt: at(-60_000) },
      }),
      {
        'POST /api/payments/monime': replyPartial(
          'createMonimePayment',
          { ussdCode: '*715*1*5550001111#', paymentId: 'p2', bookingId: 'b1' },
          201,
        ),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Get a new code' }));
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/payments/monime')).toBe(
      true,
    );
  });

  it('moves the focus to the page’s heading on arrival', async () => {
    open(eventBooking());
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Freetown Lantern Parade',
    });
    expect(heading).toHaveFocus();
  });

  it("expired: says so and offers 'Book again' on the listing", async () => {
    open(eventBooking({ status: 'expired', payment: null, holdExpiresAt: at(-HOUR) }));
    expect(
      await screen.findByRole('heading', { name: 'This booking expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/events/4');
    expect(screen.queryByLabelText('USSD code')).not.toBeInTheDocument();
  });

  it('confirmed: the voucher with its QR code, contact, directions, deadline and calendar file', async () => {
    open(
      eventBooking({
        status: 'confirmed',
        holdExpiresAt: null,
        voucherToken: 'SLV1.D45tbFtKQ5KBcG9ePTwrGg.yFq1x2m6c0Hf3kPq.3q2',
      }),
    );
    const voucher = await screen.findByRole('region', { name: 'Your voucher' });
    expect(
      within(voucher).getByRole('img', { name: 'Check-in QR code for booking SL-7K3Q9D' }),
    ).toBeInTheDocument();
    expect(within(voucher).getByText('SL-7K3Q9D')).toBeInTheDocument();
    expect(within(voucher).getByText(/20 Dec 2026, 18:30 – 22:30 GMT/)).toBeInTheDocument();
    // The contact is the organisation that owns the listing, from the booking's answer.
    const contact = within(voucher).getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('Sweet Salone Events');
    expect(contact).not.toHaveTextContent('Lantern Parade Committee');
    expect(within(contact).getByRole('link', { name: '+232 76 918 402' })).toHaveAttribute(
      'href',
      'tel:+23276918402',
    );
    expect(await within(voucher).findByText(/Start at the Cotton Tree/)).toBeInTheDocument();
    expect(within(voucher).getByText(/Free cancellation until/)).toBeInTheDocument();
    expect(within(voucher).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/bookings/SL-7K3Q9D/calendar.ics',
    );
    expect(within(voucher).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
  });

  it("confirmed hotel stay: the voucher names the hotel's operator and the address", async () => {
    const booking = hotelBooking();
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      [`GET /api/bookings/${booking.reference}`]: { status: 200, body: booking },
      'GET /api/hotels/1': replyPartial('getHotel', {
        name: 'Aberdeen Bay Hotel',
        address: '12 Cape Road',
        city: 'Freetown',
      }),
    });
    renderWithProviders(<BookingPage />, {
      route: `/bookings/${booking.reference}`,
      path: '/bookings/:reference',
    });
    const voucher = await screen.findByRole('region', { name: 'Your voucher' });
    const contact = within(voucher).getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('Freetown Hospitality Group');
    expect(
      within(contact).getByRole('link', { name: 'reservations@freetownhospitality.sl' }),
    ).toHaveAttribute('href', 'mailto:reservations@freetownhospitality.sl');
    expect(
      await within(voucher).findByText('Aberdeen Bay Hotel, 12 Cape Road, Freetown.'),
    ).toBeInTheDocument();
  });

  it('cancelled by the operator: the reason and the refund, no code and no voucher', async () => {
    open(
      eventBooking({
        status: 'cancelled_by_operator',
        holdExpiresAt: null,
        cancellationReason: 'The parade moved to January.',
        refundDue: 300,
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Cancelled by the operator' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: The parade moved to January.')).toBeInTheDocument();
    expect(screen.getByText(/Refund due: \$300/)).toBeInTheDocument();
    expect(screen.queryByLabelText('USSD code')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it("answers 'Booking not found' for a reference that is not the traveller's", async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'GET /api/bookings/SL-NOPE22': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Booking not found' },
      },
    });
    renderWithProviders(<BookingPage />, {
      route: '/bookings/SL-NOPE22',
      path: '/bookings/:reference',
    });
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    await act(async () => {});
  });
});
