/**
 * When what was booked begins and ends, wall-clock in Sierra Leone (GMT all year, so UTC): the
 * one reading of a booking's times that the booking page, the voucher, the dashboard, the
 * e-mails, the SMS and the calendar file share (docs/decisions/service-times.md).
 */
import { atTime, DAY_MS, minutesOf } from './dates.js';

/** A hotel's check-in and check-out times unless its operator sets others. */
export const DEFAULT_CHECK_IN_TIME = '14:00';
export const DEFAULT_CHECK_OUT_TIME = '11:00';
/** A tour's start unless its operator sets another. */
export const DEFAULT_TOUR_START_TIME = '08:00';
/** An event with no end in the catalogue is taken to last this long. */
export const EVENT_DEFAULT_HOURS = 4;
/** A property viewing's length. */
export const VIEWING_MINUTES = 30;

/** The message for a time that is not HH:MM. */
export const SERVICE_TIME_MESSAGE = 'Times are written HH:MM, from 00:00 to 23:59';
export const isServiceTime = (value: unknown): value is string =>
  typeof value === 'string' && minutesOf(value) !== null;

const HOUR_MS = 3_600_000;

/**
 * How long a tour takes, in hours, read from its free-text duration: "Half day (4 hours)" is
 * 4, "Full day" 8, "3 days" ends on the third day 8 hours after the start time.
 */
export function tourHours(duration: string): number {
  const text = duration.toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/.exec(text);
  const days = /(\d+)\s*days?/.exec(text);
  if (days && Number(days[1]) >= 2) return (Number(days[1]) - 1) * 24 + 8;
  if (hours) return Number(hours[1]);
  return /half/.test(text) ? 4 : 8;
}

export interface TimedBooking {
  serviceType: string;
  /** ISO instants as the booking stores them: a day at midnight for stays and tours. */
  startDate: string | Date;
  endDate: string | Date | null;
  metadata: Record<string, unknown>;
}

export interface ServiceTimes {
  /** ISO 8601 instant the service begins: check-in, event start, pickup, tour start, viewing. */
  startsAt: string;
  /** ISO 8601 instant it ends: check-out, event end, return, tour end, end of the viewing. */
  endsAt: string;
}

const timeOr = (value: unknown, fallback: string): string =>
  isServiceTime(value) ? value : fallback;
const midnight = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/**
 * The times of a booking. Hotels and tours store their day; the times agreed when booking
 * are in the metadata (`checkInTime`, `checkOutTime`; `startTime`, `durationHours`), with the
 * defaults for bookings made before those existed. Events, rentals and viewings store their
 * instants.
 */
export function serviceTimes(booking: TimedBooking): ServiceTimes {
  const start = new Date(booking.startDate);
  const end = booking.endDate ? new Date(booking.endDate) : null;
  const m = booking.metadata;
  let startsAt: Date;
  let endsAt: Date;
  switch (booking.serviceType) {
    case 'hotel':
      startsAt = atTime(midnight(start), timeOr(m.checkInTime, DEFAULT_CHECK_IN_TIME));
      endsAt = atTime(
        midnight(end ?? new Date(start.getTime() + DAY_MS)),
        timeOr(m.checkOutTime, DEFAULT_CHECK_OUT_TIME),
      );
      break;
    case 'tour': {
      startsAt = atTime(midnight(start), timeOr(m.startTime, DEFAULT_TOUR_START_TIME));
      const hours =
        typeof m.durationHours === 'number' && m.durationHours > 0 ? m.durationHours : 8;
      endsAt = new Date(startsAt.getTime() + hours * HOUR_MS);
      break;
    }
    case 'event':
      startsAt = start;
      endsAt = end && end > start ? end : new Date(start.getTime() + EVENT_DEFAULT_HOURS * HOUR_MS);
      break;
    case 'real_estate':
      startsAt = start;
      endsAt = new Date(start.getTime() + VIEWING_MINUTES * 60_000);
      break;
    default:
      startsAt = start;
      endsAt = end && end > start ? end : new Date(start.getTime() + HOUR_MS);
  }
  return { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
}
