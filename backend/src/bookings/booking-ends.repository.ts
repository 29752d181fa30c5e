import type { EntityManager } from 'typeorm';
import { BookingEntity } from './entities/booking.entity.js';

/**
 * When a booking's service is over: its end (check-out, return), or, for a service of one day
 * without an end (a tour day, an event without an end, a viewing), the end of its first day.
 * Sierra Leone keeps GMT all year, so days are UTC days.
 */
export const BOOKING_END_SQL = `COALESCE(b.end_date, date_trunc('day', b.start_date AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '1 day')`;

/**
 * When a booking's service was last under way, for "the day after it ends": its end, or for a
 * one-day service without one, the start of its day (its end is midnight after, which is
 * already the next day).
 */
const LAST_SERVICE_SQL = `COALESCE(b.end_date, date_trunc('day', b.start_date AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

export function bookingEnd(booking: Pick<BookingEntity, 'startDate' | 'endDate'>): Date {
  if (booking.endDate) return new Date(booking.endDate);
  const start = new Date(booking.startDate);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1));
}

/** A paid booking as the reviews module reads it. */
export interface EndedBooking {
  id: string;
  reference: string;
  userId: string;
  serviceType: string;
  serviceId: number;
  serviceName: string;
  organisationId: number;
  customerName: string;
  customerEmail: string;
  startDate: Date;
  endDate: Date | null;
  checkedInAt: Date | null;
  end: Date;
}

interface Row {
  id: string;
  reference: string;
  user_id: string;
  service_type: string;
  service_id: number;
  service_name: string;
  organisation_id: number;
  customer_name: string;
  customer_email: string;
  start_date: Date;
  end_date: Date | null;
  checked_in_at: Date | null;
  ends_at: Date;
}

const COLUMNS = `b.id, b.reference, b.user_id, b.service_type, b.service_id, b.service_name,
  b.organisation_id, b.customer_name, b.customer_email, b.start_date, b.end_date,
  b.checked_in_at, ${BOOKING_END_SQL} AS ends_at`;

const toEnded = (row: Row): EndedBooking => ({
  id: row.id,
  reference: row.reference,
  userId: row.user_id,
  serviceType: row.service_type,
  serviceId: row.service_id,
  serviceName: row.service_name,
  organisationId: row.organisation_id,
  customerName: row.customer_name,
  customerEmail: row.customer_email,
  startDate: new Date(row.start_date),
  endDate: row.end_date ? new Date(row.end_date) : null,
  checkedInAt: row.checked_in_at ? new Date(row.checked_in_at) : null,
  end: new Date(row.ends_at),
});

/**
 * Confirmed (paid) bookings, not marked no-shows, whose service was last under way in
 * [from, to) (a stay's check-out, a tour's day), in id order after `afterId`, at most `limit`:
 * with `to` today's midnight, the bookings whose review request is due the day after.
 */
export async function confirmedBookingsEnded(
  manager: EntityManager,
  from: Date,
  to: Date,
  afterId: string | null,
  limit: number,
): Promise<EndedBooking[]> {
  const rows = (await manager.query(
    `SELECT ${COLUMNS} FROM bookings b
      WHERE b.status = 'confirmed' AND b.no_show_at IS NULL
        AND ${LAST_SERVICE_SQL} >= $1 AND ${LAST_SERVICE_SQL} < $2
        AND ($3::uuid IS NULL OR b.id > $3::uuid)
      ORDER BY b.id LIMIT $4`,
    [from, to, afterId, limit],
  )) as Row[];
  return rows.map(toEnded);
}

/**
 * The account's confirmed bookings, not no-shows, that were checked in or ended on or after
 * `endedSince`: those it may still review (the reviews module applies the rules).
 */
export async function confirmedBookingsOf(
  manager: EntityManager,
  userId: string,
  endedSince: Date,
): Promise<EndedBooking[]> {
  const rows = (await manager.query(
    `SELECT ${COLUMNS} FROM bookings b
      WHERE b.user_id = $1 AND b.status = 'confirmed' AND b.no_show_at IS NULL
        AND ${BOOKING_END_SQL} >= $2
      ORDER BY ${BOOKING_END_SQL} DESC LIMIT 100`,
    [userId, endedSince],
  )) as Row[];
  return rows.map(toEnded);
}

/** One booking as the reviews module reads it; null when there is none. */
export async function bookingForReview(
  manager: EntityManager,
  id: string,
): Promise<(EndedBooking & { status: string; noShowAt: Date | null }) | null> {
  const [row] = (await manager.query(
    `SELECT ${COLUMNS}, b.status, b.no_show_at FROM bookings b WHERE b.id = $1`,
    [id],
  )) as (Row & { status: string; no_show_at: Date | null })[];
  return row
    ? {
        ...toEnded(row),
        status: row.status,
        noShowAt: row.no_show_at ? new Date(row.no_show_at) : null,
      }
    : null;
}
