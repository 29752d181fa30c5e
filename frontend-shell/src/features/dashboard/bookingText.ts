import type { BookingDto } from '@salone/api-client';

const STATUS_LABEL: Record<BookingDto['status'], string> = {
  pending_payment: 'Pending payment',
  confirmed: 'Confirmed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export function statusLabel(status: BookingDto['status']): string {
  return STATUS_LABEL[status] ?? status;
}

const SERVICE_LABEL: Record<BookingDto['serviceType'], string> = {
  hotel: 'Hotel',
  event: 'Event',
  car: 'Car rental',
  tour: 'Tour',
  real_estate: 'Property viewing',
};

export function serviceLabel(type: BookingDto['serviceType']): string {
  return SERVICE_LABEL[type] ?? type;
}

/** Payment description texts (docs/product.md, constants), from what the server stored. */
export function paymentDescription(booking: BookingDto): string {
  const m = booking.metadata ?? {};
  switch (booking.serviceType) {
    case 'hotel':
      return `Hotel booking: ${m.hotelName ?? booking.serviceName} - ${m.roomType ?? 'room'}`;
    case 'event':
      return `Event tickets: ${m.eventTitle ?? booking.serviceName} - ${booking.guests} ticket(s)`;
    case 'car': {
      const days = m.days ?? m.rentalDays ?? 1;
      const name = m.carMake ? `${m.carMake} ${m.carModel ?? ''}`.trim() : booking.serviceName;
      return `Car rental: ${name} - ${days} day(s)`;
    }
    case 'tour':
      return `Tour booking: ${m.tourTitle ?? booking.serviceName} - ${booking.guests} participant(s)`;
    case 'real_estate':
      return `Property viewing: ${m.propertyTitle ?? booking.serviceName} (${m.purpose === 'rent' ? 'to rent' : 'to buy'})`;
    default:
      return booking.serviceName;
  }
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const sle = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'SLE',
  currencyDisplay: 'code',
});

export const formatUsd = (amount: number) => usd.format(amount);
export const formatSle = (amount: number) => sle.format(amount);

/** Dates are stored in UTC; Sierra Leone keeps GMT, so UTC is the local calendar there. */
export function formatDate(iso: string, withTime = false): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** Whether the user may cancel now (docs/product.md, states): unpaid any time, paid inside the window. */
export function canCancel(booking: BookingDto, now = Date.now()): boolean {
  if (booking.status === 'pending_payment') return true;
  if (booking.status === 'confirmed') return now < Date.parse(booking.freeCancellationUntil);
  return false;
}

/** A pending booking needs a (new) payment code when it has none that can still be dialled. */
export function needsPaymentCode(booking: BookingDto, now = Date.now()): boolean {
  if (booking.status !== 'pending_payment') return false;
  const payment = booking.payment;
  return !payment || payment.status !== 'pending' || Date.parse(payment.expiresAt) <= now;
}
