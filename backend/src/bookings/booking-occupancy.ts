import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OCCUPANCY, type HeldSpan, type Occupancy } from '../catalogue/occupancy.port.js';

/** Live bookings: confirmed, or unpaid with their hold still running. */
const LIVE_BOOKING = `(status = 'confirmed' OR (status = 'pending_payment' AND hold_expires_at > now()))`;

/** The bookings table answers the catalogue's and the planner's availability questions. */
@Injectable()
export class BookingOccupancy implements Occupancy {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async roomsTaken(roomIds: number[], from: Date, to: Date): Promise<Set<number>> {
    if (roomIds.length === 0) return new Set();
    const rows: { room_id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT room_id FROM bookings
        WHERE service_type = 'hotel' AND room_id = ANY($1) AND ${LIVE_BOOKING}
          AND tstzrange(start_date, end_date, '[)') && tstzrange($2, $3, '[)')`,
      [roomIds, from, to],
    );
    return new Set(rows.map((row) => row.room_id));
  }

  async carsTaken(carIds: number[], from: Date, to: Date): Promise<Set<number>> {
    if (carIds.length === 0) return new Set();
    const rows: { service_id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT service_id FROM bookings
        WHERE service_type = 'car' AND service_id = ANY($1) AND ${LIVE_BOOKING}
          AND tstzrange(start_date, end_date, '[)') && tstzrange($2, $3, '[)')`,
      [carIds, from, to],
    );
    return new Set(rows.map((row) => row.service_id));
  }

  async heldBetween(from: Date, to: Date): Promise<HeldSpan[]> {
    const rows: {
      service_type: 'hotel' | 'car';
      service_id: number;
      room_id: number | null;
      start_date: Date;
      end_date: Date | null;
    }[] = await this.dataSource.query(
      `SELECT service_type, service_id, room_id, start_date, end_date FROM bookings
        WHERE service_type IN ('hotel', 'car') AND ${LIVE_BOOKING}
          AND tstzrange(start_date, end_date, '[)') && tstzrange($1, $2, '[)')
        ORDER BY id`,
      [from, to],
    );
    return rows.map((row) => ({
      serviceType: row.service_type,
      serviceId: row.service_id,
      roomId: row.room_id,
      startDate: row.start_date,
      endDate: row.end_date,
    }));
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
