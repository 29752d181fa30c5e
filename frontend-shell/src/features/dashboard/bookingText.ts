import type { BookingDto } from '@salone/api-client/bookings';
import { paymentDescriptions } from '@salone/booking-rules';
import type { Translate } from '@salone/i18n';
import type { AccountKey } from '../../i18n';

const STATUS_LABEL: Record<BookingDto['status'], string> = {
  pending_payment: 'Pending payment',
  confirmed: 'Confirmed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  cancelled_by_operator: 'Cancelled by the operator',
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

/** The payment description of a booking (docs/product.md, Payments), from what the server stored. */
export function paymentDescription(booking: BookingDto): string {
  switch (booking.serviceType) {
    case 'hotel':
      return paymentDescriptions.hotel(booking.metadata.hotelName, booking.metadata.roomType);
    case 'event':
      return paymentDescriptions.event(booking.metadata.eventTitle, booking.guests);
    case 'car': {
      const { carMake, carModel, days } = booking.metadata;
      return paymentDescriptions.car(carMake, carModel, days);
    }
    case 'tour':
      return paymentDescriptions.tour(booking.metadata.tourTitle, booking.guests);
    case 'real_estate':
      return paymentDescriptions.real_estate(
        booking.metadata.propertyTitle,
        booking.metadata.purpose,
      );
  }
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

/** A labelled fact of a booking: what matters for its kind. */
export interface BookingFact {
  label: string;
  value: string;
}

type AccountText = Translate<AccountKey>;

/**
 * What matters for each kind of booking, from what the server stored, in the page's language:
 * the room type and nights, the ticket category, the pickup place and time, the tour's kind and
 * language, the viewing time.
 */
export function bookingFacts(booking: BookingDto, t: AccountText): BookingFact[] {
  switch (booking.serviceType) {
    case 'hotel':
      return [
        { label: t('card.roomType'), value: booking.metadata.roomType },
        { label: t('card.nights'), value: String(booking.metadata.nights) },
        { label: t('card.guests'), value: String(booking.guests) },
      ];
    case 'event': {
      // A booking of several categories: one fact per category, then the tickets in all.
      const lines = booking.metadata.tickets ?? [];
      return [
        ...(lines.length > 1
          ? lines.map((line) => ({
              label: line.category,
              value: t('card.ticketCount', { count: line.quantity }),
            }))
          : [{ label: t('card.ticketCategory'), value: booking.metadata.ticketCategory }]),
        { label: t('card.tickets'), value: String(booking.guests) },
      ];
    }
    case 'car': {
      const { pickupLocation, pickupTime, returnLocation, returnTime, driverRequired } =
        booking.metadata;
      return [
        {
          label: t('card.pickup'),
          value: t('card.placeAt', { place: pickupLocation, time: pickupTime }),
        },
        {
          label: t('card.return'),
          value: t('card.placeAt', { place: returnLocation, time: returnTime }),
        },
        {
          label: t('card.driver'),
          value: driverRequired ? t('card.withDriver') : t('card.selfDrive'),
        },
      ];
    }
    case 'tour':
      return [
        {
          label: t('card.tour'),
          value:
            booking.metadata.tourType === 'private' ? t('card.privateTour') : t('card.sharedTour'),
        },
        { label: t('card.language'), value: booking.metadata.preferredLanguage },
        { label: t('card.participants'), value: t('card.people', { count: booking.guests }) },
      ];
    case 'real_estate':
      return [
        { label: t('card.viewingTime'), value: booking.metadata.viewingTime },
        {
          label: t('card.purpose'),
          value: booking.metadata.purpose === 'rent' ? t('card.toRent') : t('card.toBuy'),
        },
      ];
  }
}

/** Where a trip belongs in the list: still ahead, over, or called off (cancelled or expired). */
export type TripGroup = 'upcoming' | 'past' | 'ended';

const DAY_MS = 86_400_000;

export function tripGroup(booking: BookingDto, now = Date.now()): TripGroup {
  if (booking.status !== 'pending_payment' && booking.status !== 'confirmed') return 'ended';
  if (
    booking.status === 'pending_payment' &&
    booking.holdExpiresAt &&
    Date.parse(booking.holdExpiresAt) <= now
  ) {
    return 'ended';
  }
  // Over once the last day (check-out, return, or the day itself) has ended in Freetown (GMT).
  const last = Date.parse(booking.endDate ?? booking.startDate);
  const endOfLastDay = Math.floor(last / DAY_MS) * DAY_MS + DAY_MS;
  return endOfLastDay <= now ? 'past' : 'upcoming';
}

/**
 * The trip list: upcoming trips soonest first, then past trips latest
 * first, then cancelled and expired bookings newest first.
 */
export function tripList(
  bookings: BookingDto[],
  now = Date.now(),
): Record<TripGroup, BookingDto[]> {
  const groups: Record<TripGroup, BookingDto[]> = { upcoming: [], past: [], ended: [] };
  for (const booking of bookings) groups[tripGroup(booking, now)].push(booking);
  const start = (b: BookingDto) => Date.parse(b.startDate);
  groups.upcoming.sort((a, b) => start(a) - start(b));
  groups.past.sort((a, b) => start(b) - start(a));
  groups.ended.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return groups;
}
