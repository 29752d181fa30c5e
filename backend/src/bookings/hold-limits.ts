import type { BookingServiceType } from '@salone/booking-rules';
import type { EntityManager } from 'typeorm';
import { conflict } from '../common/errors/domain.exception.js';
import type { BookingsConfig } from '../config/configuration.js';
import type { BookingQuote } from './booking-quote.js';
import {
  countUnpaid,
  lastReleasedSame,
  unpaidCars,
  unpaidRoomsOnBusiestNight,
  unpaidTicketsOfEvent,
} from './hold-limits.repository.js';

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

/**
 * Refuses a booking that would let one account hold too much without paying: too many unpaid
 * bookings, more than the caps per event, car or hotel night, or a hold it released by
 * cancelling minutes ago. Call under the account's row lock (`UserDirectory.lock`).
 */
export async function assertWithinHoldLimits(
  manager: EntityManager,
  limits: HoldLimits,
  request: HoldRequest,
  now: Date,
): Promise<void> {
  const { userId, serviceType, serviceId, quote } = request;
  const unpaid = await countUnpaid(manager, userId, now);
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
    const releasedAt = await lastReleasedSame(manager, {
      userId,
      since,
      serviceType,
      serviceId,
      roomId: quote.roomId,
      ticketCategoryId: quote.ticketCategoryId,
      startDate: quote.startDate,
      end,
    });
    if (releasedAt) {
      const until = new Date(new Date(releasedAt).getTime() + limits.rebookBlockMinutes * 60_000);
      throw conflict(
        `You cancelled this booking a moment ago, so it stays free for other travellers for ${limits.rebookBlockMinutes} minutes. You can book it again after ${until.toISOString().slice(11, 16)} UTC.`,
        'REBOOK_TOO_SOON',
      );
    }
  }

  if (serviceType === 'event') {
    const held = await unpaidTicketsOfEvent(manager, userId, serviceId, now);
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
    const held = await unpaidCars(manager, userId, now);
    if (held + 1 > limits.maxCarsAtOnce) {
      throw conflict(
        `You can hold at most ${limits.maxCarsAtOnce} unpaid car rentals at once. Please pay for or cancel one before booking another car.`,
        'HOLD_LIMIT_CARS',
      );
    }
  }

  if (serviceType === 'hotel' && quote.endDate) {
    // The busiest night of the new stay among this account's unpaid rooms at this hotel.
    const held = await unpaidRoomsOnBusiestNight(
      manager,
      userId,
      serviceId,
      quote.startDate,
      quote.endDate,
      now,
    );
    if (held + 1 > limits.maxRoomsPerHotelNight) {
      throw conflict(
        `You can hold at most ${limits.maxRoomsPerHotelNight} unpaid rooms per night at one hotel. Please pay for or cancel a room before booking another for those nights.`,
        'HOLD_LIMIT_ROOMS',
      );
    }
  }
}
