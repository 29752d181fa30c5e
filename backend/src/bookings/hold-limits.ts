import type { BookingServiceType } from '@salone/booking-rules';
import type { EntityManager } from 'typeorm';
import { conflict } from '../common/errors/domain.exception.js';
import type { BookingsConfig } from '../config/configuration.js';
import type { BookingQuote } from './booking-quote.js';

/** What one account's unpaid bookings may hold at once. */
export interface HoldLimits {
  maxUnpaidPerUser: number;
  maxTicketsPerEvent: number;
  maxCarsAtOnce: number;
  maxRoomsPerHotelNight: number;
  rebookBlockMinutes: number;
}

export const holdLimitsOf = (config: BookingsConfig): HoldLimits => ({
  maxUnpaidPerUser: config.maxUnpaidPerUser,
  maxTicketsPerEvent: config.maxHeldTicketsPerEvent,
  maxCarsAtOnce: config.maxHeldCars,
  maxRoomsPerHotelNight: config.maxHeldRoomsPerHotelNight,
  rebookBlockMinutes: config.rebookBlockMinutes,
});

export interface HoldRequest {
  userId: string;
  serviceType: BookingServiceType;
  serviceId: number;
  /** Tickets, seats or guests of the new booking. */
  quantity: number;
  quote: Pick<BookingQuote, 'roomId' | 'ticketCategoryId' | 'startDate' | 'endDate'>;
}

/** An unpaid booking of this account whose hold is still running. */
const UNPAID = `user_id = $1 AND status = 'pending_payment' AND hold_expires_at > $2`;

/**
 * Takes the account's row lock for the rest of the booking transaction: two bookings of one
 * account take turns, so the counts below stay true until the new booking is written, on
 * every replica.
 */
export async function lockAccount(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/**
 * Refuses a booking that would let one account hold too much without paying: too many unpaid
 * bookings, more than the caps per event, car or hotel night, or a hold it released by
 * cancelling minutes ago. Call under `lockAccount`.
 */
export async function assertWithinHoldLimits(
  manager: EntityManager,
  limits: HoldLimits,
  request: HoldRequest,
  now: Date,
): Promise<void> {
  const { userId, serviceType, serviceId, quote } = request;
  const [{ unpaid }] = await manager.query(
    `SELECT COUNT(*)::int AS unpaid FROM bookings WHERE ${UNPAID}`,
    [userId, now],
  );
  if (unpaid >= limits.maxUnpaidPerUser) {
    throw conflict(
      `You have ${unpaid} unpaid bookings. Please pay or cancel one before booking again.`,
      'TOO_MANY_UNPAID',
    );
  }

  if (limits.rebookBlockMinutes > 0) {
    // The same thing (listing, room type or ticket category, overlapping dates) released by
    // this account cancelling an unpaid booking: it stays free for others for a while.
    const end = quote.endDate ?? new Date(quote.startDate.getTime() + 86_400_000);
    const since = new Date(now.getTime() - limits.rebookBlockMinutes * 60_000);
    const [recent] = await manager.query(
      `SELECT MAX(cancelled_at) AS at FROM bookings
        WHERE user_id = $1 AND status = 'cancelled' AND confirmed_at IS NULL
          AND cancelled_at > $2 AND service_type = $3 AND service_id = $4
          AND room_id IS NOT DISTINCT FROM $5 AND ticket_category_id IS NOT DISTINCT FROM $6
          AND start_date < $7
          AND COALESCE(end_date, start_date + interval '1 day') > $8`,
      [
        userId,
        since,
        serviceType,
        serviceId,
        quote.roomId,
        quote.ticketCategoryId,
        end,
        quote.startDate,
      ],
    );
    if (recent?.at) {
      const until = new Date(new Date(recent.at).getTime() + limits.rebookBlockMinutes * 60_000);
      throw conflict(
        `You cancelled this booking a moment ago, so it stays free for other travellers for ${limits.rebookBlockMinutes} minutes. You can book it again after ${until.toISOString().slice(11, 16)} UTC.`,
        'REBOOK_TOO_SOON',
      );
    }
  }

  if (serviceType === 'event') {
    const [{ held }] = await manager.query(
      `SELECT COALESCE(SUM(guests), 0)::int AS held FROM bookings
        WHERE ${UNPAID} AND service_type = 'event' AND service_id = $3`,
      [userId, now, serviceId],
    );
    if (held + request.quantity > limits.maxTicketsPerEvent) {
      const left = Math.max(0, limits.maxTicketsPerEvent - held);
      throw conflict(
        `You can hold at most ${limits.maxTicketsPerEvent} unpaid tickets for one event; you already hold ${held}. ` +
          (left > 0
            ? `You can add ${left} more, or pay for your tickets first.`
            : 'Please pay for your tickets before booking more.'),
        'HOLD_LIMIT_TICKETS',
        [{ field: 'guests', message: `At most ${left}` }],
      );
    }
  }

  if (serviceType === 'car') {
    const [{ held }] = await manager.query(
      `SELECT COUNT(*)::int AS held FROM bookings WHERE ${UNPAID} AND service_type = 'car'`,
      [userId, now],
    );
    if (held + 1 > limits.maxCarsAtOnce) {
      throw conflict(
        `You can hold at most ${limits.maxCarsAtOnce} unpaid car rentals at once. Please pay for or cancel one before booking another car.`,
        'HOLD_LIMIT_CARS',
      );
    }
  }

  if (serviceType === 'hotel' && quote.endDate) {
    // The busiest night of the new stay among this account's unpaid rooms at this hotel.
    const [{ held }] = await manager.query(
      `SELECT COALESCE(MAX(n), 0)::int AS held FROM (
         SELECT night, COUNT(*) AS n
           FROM bookings b,
                generate_series($4::timestamptz, $5::timestamptz - interval '1 day', interval '1 day') AS night
          WHERE ${UNPAID.replace(/(user_id|status|hold_expires_at)/g, 'b.$1')}
            AND b.service_type = 'hotel' AND b.service_id = $3
            AND b.start_date <= night AND b.end_date > night
          GROUP BY night) per_night`,
      [userId, now, serviceId, quote.startDate, quote.endDate],
    );
    if (held + 1 > limits.maxRoomsPerHotelNight) {
      throw conflict(
        `You can hold at most ${limits.maxRoomsPerHotelNight} unpaid rooms per night at one hotel. Please pay for or cancel a room before booking another for those nights.`,
        'HOLD_LIMIT_ROOMS',
      );
    }
  }
}
