import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OCCUPANCY, type HeldSpan, type Occupancy } from '../catalogue/occupancy.port.js';
import { dayOf, roomNights } from './inventory/availability-counts.js';

const DAY_MS = 86_400_000;

/** Live bookings: confirmed, or unpaid with their hold still running. */
const LIVE_BOOKING = `(status = 'confirmed' OR (status = 'pending_payment' AND hold_expires_at > now()))`;

/** The bookings table answers the catalogue's and the planner's availability questions. */
@Injectable()
export class BookingOccupancy implements Occupancy {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Rooms with no unit free (booked or closed) on some night of [from, to). */
  async roomsTaken(roomIds: number[], from: Date, to: Date): Promise<Set<number>> {
    if (roomIds.length === 0) return new Set();
    const nights = await roomNights(
      this.dataSource.manager,
      roomIds,
      dayOf(from),
      dayOf(new Date(to.getTime() + DAY_MS - 1)),
      new Date(),
    );
    return new Set(nights.filter((night) => night.vacant < 1).map((night) => night.roomId));
  }

  /** Cars rented out by a live booking, or closed, for any time of [from, to). */
  async carsTaken(carIds: number[], from: Date, to: Date): Promise<Set<number>> {
    if (carIds.length === 0) return new Set();
    const rows: { service_id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT service_id FROM bookings
        WHERE service_type = 'car' AND service_id = ANY($1) AND ${LIVE_BOOKING}
          AND tstzrange(start_date, end_date, '[)') && tstzrange($2, $3, '[)')
       UNION
       SELECT DISTINCT service_id FROM closures
        WHERE service_type = 'car' AND service_id = ANY($1)
          AND (start_date::timestamp AT TIME ZONE 'UTC') < $3
          AND ((end_date + 1)::timestamp AT TIME ZONE 'UTC') > $2`,
      [carIds, from, to],
    );
    return new Set(rows.map((row) => row.service_id));
  }

  /**
   * What is not free in [from, to): each room's full nights (every unit booked or closed),
   * and each car's live bookings and closures.
   */
  async heldBetween(from: Date, to: Date): Promise<HeldSpan[]> {
    const manager = this.dataSource.manager;
    const [{ room_ids }]: { room_ids: number[] | null }[] = await manager.query(
      `SELECT array_agg(DISTINCT room_id) AS room_ids FROM (
         SELECT room_id FROM bookings
          WHERE service_type = 'hotel' AND ${LIVE_BOOKING}
            AND tstzrange(start_date, end_date, '[)') && tstzrange($1, $2, '[)')
         UNION
         SELECT room_id FROM closures
          WHERE service_type = 'hotel'
            AND (start_date::timestamp AT TIME ZONE 'UTC') < $2
            AND ((end_date + 1)::timestamp AT TIME ZONE 'UTC') > $1) AS held`,
      [from, to],
    );
    const nights = room_ids
      ? await roomNights(
          manager,
          room_ids,
          dayOf(from),
          dayOf(new Date(to.getTime() + DAY_MS - 1)),
          new Date(),
        )
      : [];
    const hotelOf = new Map<number, number>(
      room_ids
        ? (
            await manager.query(`SELECT id, hotel_id FROM rooms WHERE id = ANY($1)`, [room_ids])
          ).map((row: { id: number; hotel_id: number }) => [row.id, row.hotel_id])
        : [],
    );
    const rooms: HeldSpan[] = nights
      .filter((night) => night.vacant < 1)
      .map((night) => {
        const start = new Date(`${night.night}T00:00:00Z`);
        return {
          serviceType: 'hotel',
          serviceId: hotelOf.get(night.roomId) ?? 0,
          roomId: night.roomId,
          startDate: start,
          endDate: new Date(start.getTime() + DAY_MS),
        };
      });
    const cars: {
      service_id: number;
      start_date: Date;
      end_date: Date | null;
    }[] = await manager.query(
      `SELECT service_id, start_date, end_date FROM bookings
        WHERE service_type = 'car' AND ${LIVE_BOOKING}
          AND tstzrange(start_date, end_date, '[)') && tstzrange($1, $2, '[)')
       UNION ALL
       SELECT service_id, (start_date::timestamp AT TIME ZONE 'UTC'),
              ((end_date + 1)::timestamp AT TIME ZONE 'UTC')
         FROM closures
        WHERE service_type = 'car'
          AND (start_date::timestamp AT TIME ZONE 'UTC') < $2
          AND ((end_date + 1)::timestamp AT TIME ZONE 'UTC') > $1
        ORDER BY 1, 2`,
      [from, to],
    );
    return [
      ...rooms,
      ...cars.map((row): HeldSpan => ({
        serviceType: 'car',
        serviceId: row.service_id,
        roomId: null,
        startDate: new Date(row.start_date),
        endDate: row.end_date ? new Date(row.end_date) : null,
      })),
    ];
  }
}

/**
 * Binds the catalogue's {@link Occupancy} port for the whole application (global, so the
 * catalogue module need not import the bookings module that imports it).
 */
@Global()
@Module({
  providers: [BookingOccupancy, { provide: OCCUPANCY, useExisting: BookingOccupancy }],
  exports: [OCCUPANCY],
})
export class BookingOccupancyModule {}
