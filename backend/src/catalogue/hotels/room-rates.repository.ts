import type { RateCardCents, RatePeriodCents } from '@salone/booking-rules';
import { MoreThanOrEqual, type EntityManager } from 'typeorm';
import { RoomRateEntity } from './room-rate.entity.js';

interface RoomRateRow {
  id: number;
  room_id: number;
  start_date: string;
  end_date: string;
  price_cents: number | null;
  weekend_price_cents: number | null;
  min_nights: number | null;
  closed_to_arrival: boolean | null;
}

/**
 * The date ranges of these room types that end on or after `from`, oldest first (the order in
 * which the later wins), by room type. One query for all of them.
 */
export async function roomRatesOf(
  manager: EntityManager,
  roomIds: readonly number[],
  from: string,
): Promise<Map<number, RatePeriodCents[]>> {
  const byRoom = new Map<number, RatePeriodCents[]>();
  if (roomIds.length === 0) return byRoom;
  const rows: RoomRateRow[] = await manager.query(
    `SELECT id, room_id, to_char(start_date, 'YYYY-MM-DD') AS start_date,
            to_char(end_date, 'YYYY-MM-DD') AS end_date, price_cents, weekend_price_cents,
            min_nights, closed_to_arrival
       FROM room_rates WHERE room_id = ANY($1) AND end_date >= $2 ORDER BY id`,
    [roomIds, from],
  );
  for (const row of rows) {
    const period: RatePeriodCents = {
      startDate: row.start_date,
      endDate: row.end_date,
      priceCents: row.price_cents,
      weekendPriceCents: row.weekend_price_cents,
      minNights: row.min_nights,
      closedToArrival: row.closed_to_arrival,
    };
    const list = byRoom.get(row.room_id);
    if (list) list.push(period);
    else byRoom.set(row.room_id, [period]);
  }
  return byRoom;
}

/** One room type's price calendar from `from` on. */
export async function roomRateCard(
  manager: EntityManager,
  room: { id: number; priceCents: number },
  from: string,
): Promise<RateCardCents> {
  const rates = await roomRatesOf(manager, [room.id], from);
  return { priceCents: room.priceCents, periods: rates.get(room.id) ?? [] };
}

/** How many date ranges each of these room types holds, past ones included. */
export async function roomRateCounts(
  manager: EntityManager,
  roomIds: readonly number[],
): Promise<Map<number, number>> {
  const rows: { room_id: number; count: string }[] = await manager.query(
    `SELECT room_id, count(*) AS count FROM room_rates WHERE room_id = ANY($1) GROUP BY room_id`,
    [roomIds],
  );
  return new Map(rows.map((row) => [row.room_id, Number(row.count)]));
}

/** A hotel's date ranges, oldest first: those ending on or after `from`, or all of them. */
export function listRoomRates(
  manager: EntityManager,
  hotelId: number,
  organisationId: number,
  from: string | null,
): Promise<RoomRateEntity[]> {
  return manager.find(RoomRateEntity, {
    where: { hotelId, organisationId, ...(from ? { endDate: MoreThanOrEqual(from) } : {}) },
    order: { id: 'ASC' },
  });
}

/** Saves a new date range; it is the newest, so it wins where it overlaps older ones. */
export function insertRoomRate(
  manager: EntityManager,
  fields: Omit<RoomRateEntity, 'id' | 'createdAt' | 'organisation' | 'room'>,
): Promise<RoomRateEntity> {
  return manager.save(RoomRateEntity, manager.create(RoomRateEntity, fields));
}

/** One of the organisation's date ranges on this hotel, or null. */
export function findRoomRate(
  manager: EntityManager,
  id: number,
  hotelId: number,
  organisationId: number,
): Promise<RoomRateEntity | null> {
  return manager.findOneBy(RoomRateEntity, { id, hotelId, organisationId });
}

export async function deleteRoomRate(manager: EntityManager, id: number): Promise<void> {
  await manager.delete(RoomRateEntity, { id });
}
