import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OCCUPANCY, type HeldSpan, type Occupancy } from '../catalogue/index.js';
import {
  carSpansBetween,
  carsOutBetween,
  dayOf,
  hotelsOfRooms,
  roomNights,
  roomsHeldBetween,
} from './inventory/availability-counts.repository.js';

const DAY_MS = 86_400_000;

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
    return carsOutBetween(this.dataSource.manager, carIds, from, to);
  }

  /**
   * What is not free in [from, to): each room's full nights (every unit booked or closed),
   * and each car's live bookings and closures.
   */
  async heldBetween(from: Date, to: Date): Promise<HeldSpan[]> {
    const manager = this.dataSource.manager;
    const room_ids = await roomsHeldBetween(manager, from, to);
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
        ? (await hotelsOfRooms(manager, room_ids)).map((row): [number, number] => [
            row.id,
            row.hotel_id,
          ])
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
    const cars = await carSpansBetween(manager, from, to);
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
