import type { BookingDto } from '@salone/api-client/bookings';

/**
 * What the booking page shows: the payment step while a code can be
 * dialled, 'Get a new code' while the hold lasts without one, the voucher once paid, and a
 * clear end for expired and cancelled bookings.
 */
export type BookingPageState = 'pending' | 'needs_code' | 'expired' | 'confirmed' | 'cancelled';

/** Under this much time left, the pending page warns that the code is about to expire. */
export const EXPIRING_SOON_MS = 5 * 60_000;

export function bookingPageState(booking: BookingDto, now: number): BookingPageState {
  switch (booking.status) {
    case 'confirmed':
      return 'confirmed';
    case 'cancelled':
    case 'cancelled_by_operator':
      return 'cancelled';
    case 'expired':
      return 'expired';
    case 'pending_payment': {
      if (booking.holdExpiresAt && Date.parse(booking.holdExpiresAt) <= now) return 'expired';
      const payment = booking.payment;
      const live = payment && payment.status === 'pending' && Date.parse(payment.expiresAt) > now;
      return live ? 'pending' : 'needs_code';
    }
  }
}

/** When the code being shown stops working (the payment's expiry, else the hold's). */
export function codeExpiresAt(booking: BookingDto): number | null {
  const at = booking.payment?.expiresAt ?? booking.holdExpiresAt;
  return at ? Date.parse(at) : null;
}

/** '12:05' (minutes and seconds), or '1:02:05' past an hour; '0:00' once past. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

const SECTION: Record<BookingDto['serviceType'], string> = {
  hotel: 'hotels',
  event: 'events',
  car: 'cars',
  tour: 'tours',
  real_estate: 'real-estate',
};

/** The listing a booking was made on. */
export const listingPath = (booking: Pick<BookingDto, 'serviceType' | 'serviceId'>) =>
  `/${SECTION[booking.serviceType]}/${booking.serviceId}`;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/**
 * Where 'Book again' goes: the listing, with the booking's dates in the query its page reads
 * (a stay's `checkIn`/`checkOut`, a rental's `pickupDate`/`returnDate`, a tour's or viewing's
 * `date`), so the form opens on them; the page drops days that have passed. An event has its
 * own dates.
 */
export function bookAgainPath(
  booking: Pick<BookingDto, 'serviceType' | 'serviceId' | 'startDate' | 'endDate'>,
): string {
  const start = day(booking.startDate);
  const end = day(booking.endDate);
  const query: Record<string, string> =
    booking.serviceType === 'hotel'
      ? { checkIn: start, checkOut: end }
      : booking.serviceType === 'car'
        ? { pickupDate: start, returnDate: end }
        : booking.serviceType === 'tour' || booking.serviceType === 'real_estate'
          ? { date: start }
          : {};
  const filled = Object.entries(query).filter(([, value]) => value !== '');
  const search = filled.length > 0 ? `?${new URLSearchParams(filled).toString()}` : '';
  return `${listingPath(booking)}${search}`;
}

/** A `tel:` link that dials a USSD code (`#` must be escaped in a URI). */
export const dialLink = (ussdCode: string) => `tel:${ussdCode.replace(/#/g, '%23')}`;
