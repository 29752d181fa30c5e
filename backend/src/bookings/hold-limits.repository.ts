import type { BookingServiceType } from '@salone/booking-rules';
import type { EntityManager } from 'typeorm';

/*
 * The counts the hold limits (hold-limits.ts) are checked on: one account's unpaid bookings,
 * read in the booking's transaction under the account's row lock (auth's UserDirectory.lock).
 */

/** An unpaid booking of this account whose hold is still running. */
const UNPAID = `user_id = $1 AND status = 'pending_payment' AND hold_expires_at > $2`;

/** The account's unpaid bookings still held at `now`. */
export async function countUnpaid(
  manager: EntityManager,
  userId: string,
  now: Date,
): Promise<number> {
  const [{ unpaid }] = await manager.query(
    `SELECT COUNT(*)::int AS unpaid FROM bookings WHERE ${UNPAID}`,
    [userId, now],
  );
  return unpaid;
}

/**
 * When this account last cancelled, unpaid, a booking of the same thing (listing, room type
 * or ticket category) over overlapping dates since `since`; undefined when it did not.
 */
export async function lastReleasedSame(
  manager: EntityManager,
  released: {
    userId: string;
    since: Date;
    serviceType: BookingServiceType;
    serviceId: number;
    roomId: number | null | undefined;
    ticketCategoryId: number | null | undefined;
    startDate: Date;
    end: Date;
  },
): Promise<Date | string | null | undefined> {
  const [recent] = await manager.query(
    `SELECT MAX(cancelled_at) AS at FROM bookings
      WHERE user_id = $1 AND status = 'cancelled' AND confirmed_at IS NULL
        AND cancelled_at > $2 AND service_type = $3 AND service_id = $4
        AND room_id IS NOT DISTINCT FROM $5 AND ticket_category_id IS NOT DISTINCT FROM $6
        AND start_date < $7
        AND COALESCE(end_date, start_date + interval '1 day') > $8`,
    [
      released.userId,
      released.since,
      released.serviceType,
      released.serviceId,
      released.roomId,
      released.ticketCategoryId,
      released.end,
      released.startDate,
    ],
  );
  return recent?.at;
}

/** Unpaid tickets the account holds for the event. */
export async function unpaidTicketsOfEvent(
  manager: EntityManager,
  userId: string,
  eventId: number,
  now: Date,
): Promise<number> {
  const [{ held }] = await manager.query(
    `SELECT COALESCE(SUM(guests), 0)::int AS held FROM bookings
      WHERE ${UNPAID} AND service_type = 'event' AND service_id = $3`,
    [userId, now, eventId],
  );
  return held;
}

/** Unpaid car rentals the account holds. */
export async function unpaidCars(
  manager: EntityManager,
  userId: string,
  now: Date,
): Promise<number> {
  const [{ held }] = await manager.query(
    `SELECT COUNT(*)::int AS held FROM bookings WHERE ${UNPAID} AND service_type = 'car'`,
    [userId, now],
  );
  return held;
}

/** The most unpaid rooms the account holds at the hotel on one night of [from, to). */
export async function unpaidRoomsOnBusiestNight(
  manager: EntityManager,
  userId: string,
  hotelId: number,
  from: Date,
  to: Date,
  now: Date,
): Promise<number> {
  const [{ held }] = await manager.query(
    `SELECT COALESCE(MAX(n), 0)::int AS held FROM (
       SELECT night, COUNT(*) AS n
         FROM bookings b,
              generate_series($4::timestamptz, $5::timestamptz - interval '1 day', interval '1 day') AS night
        WHERE ${UNPAID.replace(/(user_id|status|hold_expires_at)/g, 'b.$1')}
          AND b.service_type = 'hotel' AND b.service_id = $3
          AND b.start_date <= night AND b.end_date > night
        GROUP BY night) per_night`,
    [userId, now, hotelId, from, to],
  );
  return held;
}
