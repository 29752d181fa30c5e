import { DAY_MS } from './dates.js';

/** What can be booked (docs/product.md, Entities: Booking). */
export const BOOKING_SERVICE_TYPES = ['hotel', 'event', 'car', 'tour', 'real_estate'] as const;
export type BookingServiceType = (typeof BOOKING_SERVICE_TYPES)[number];

/** Bookings open this many days ahead. */
export const BOOKING_HORIZON_DAYS = 365;

/** Whether a start lies beyond the booking horizon. */
export const beyondHorizon = (start: Date, now: Date): boolean =>
  start.getTime() - now.getTime() > BOOKING_HORIZON_DAYS * DAY_MS;

/**
 * Hours before the start until which a paid booking can still be cancelled free of charge
 * (docs/product.md, Booking lifecycle): hotels 24 h before check-in, tours 48 h, cars 12 h,
 * events and viewings 24 h.
 */
export const FREE_CANCELLATION_HOURS = {
  hotel: 24,
  tour: 48,
  car: 12,
  event: 24,
  real_estate: 24,
} as const satisfies Record<BookingServiceType, number>;

/** The last moment a paid booking starting at `start` can be cancelled free of charge. */
export const freeCancellationUntil = (serviceType: BookingServiceType, start: Date): Date =>
  new Date(start.getTime() - FREE_CANCELLATION_HOURS[serviceType] * 3_600_000);
