import type { HotelBookingDto } from '@salone/api-client/bookings';

/** An hour from now: a pending booking's hold and its payment code are still live. */
export const inOneHour = new Date(Date.now() + 3_600_000).toISOString();

/** A traveller's pending hotel booking, as `GET /api/bookings/user` lists it (no payment code yet). */
export function aHotelBooking(overrides: Partial<HotelBookingDto> = {}): HotelBookingDto {
  return {
    id: 'b1',
    reference: 'SL-7K3Q9D',
    serviceType: 'hotel',
    serviceId: 1,
    roomId: 2,
    serviceName: 'Aberdeen Bay Hotel',
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+232 76 123 456',
    guests: 2,
    startDate: '2026-12-20T00:00:00.000Z',
    endDate: '2026-12-23T00:00:00.000Z',
    startsAt: '2026-12-20T14:00:00.000Z',
    endsAt: '2026-12-23T11:00:00.000Z',
    totalAmount: 435,
    status: 'pending_payment',
    holdExpiresAt: inOneHour,
    freeCancellationUntil: '2026-12-19T00:00:00.000Z',
    createdAt: '2026-11-25T12:00:00.000Z',
    metadata: {
      hotelName: 'Aberdeen Bay Hotel',
      roomType: 'Deluxe Ocean View',
      nights: 3,
      nightlyPrice: 145,
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
    ...overrides,
  };
}
