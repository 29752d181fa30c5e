import { Inject, Injectable } from '@nestjs/common';
import { DRIVER_CENTS_PER_DAY } from '@salone/booking-rules';
import {
  type CarSummary,
  CATALOGUE_TTL_MS,
  CatalogueCache,
  CatalogueReader,
  type HeldSpan,
  type HotelWithRooms,
  type Occupancy,
  OCCUPANCY,
  type TourSummary,
} from '../catalogue/index.js';
import { DAY_MS } from './engine/calendar.js';
import type { CatalogueSnapshot, DayRange, SnapshotEvent, SnapshotTour } from './engine/types.js';

/** Whole days a booking holds: from its first day to the day after it ends. */
const takenDays = (held: HeldSpan): DayRange => ({
  from: Math.floor(held.startDate.getTime() / DAY_MS),
  to: held.endDate === null ? Number.MAX_SAFE_INTEGER : Math.ceil(held.endDate.getTime() / DAY_MS),
});

/** The listings a plan draws from, as operators keep them (no dates, no bookings). */
interface Listings {
  hotels: HotelWithRooms[];
  tours: TourSummary[];
  cars: CarSummary[];
}

/**
 * Reads what the planner needs in a handful of queries (no per-item round trips): hotels
 * with their rooms, tours, cars from the catalogue, and for a dated trip the bookings that
 * hold rooms and cars in the window and the events in it with their cheapest ticket
 * category that has tickets left.
 *
 * The listings change only when an operator edits them, so they are kept in memory the way
 * public catalogue answers are: dropped on the catalogue's change signal and after
 * CATALOGUE_TTL_MS, never kept while no signal can arrive. What is booked, and the events
 * with tickets left, are read for every plan.
 */
@Injectable()
export class PlannerCatalogue {
  private kept: { generation: number; readAt: number; listings: Promise<Listings> } | null = null;

  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly cache: CatalogueCache,
    @Inject(OCCUPANCY) private readonly occupancy: Occupancy,
  ) {}

  async load(window: { from: number; to: number } | null): Promise<CatalogueSnapshot> {
    const from = window ? new Date(window.from * DAY_MS) : null;
    const to = window ? new Date(window.to * DAY_MS) : null;
    const [{ hotels, tours, cars }, held, events] = await Promise.all([
      this.listings(),
      from && to ? this.occupancy.heldBetween(from, to) : Promise.resolve([]),
      from && to ? this.catalogue.eventsBetween(from, to) : Promise.resolve([]),
    ]);

    const roomsTaken = new Map<number, DayRange[]>();
    const carsTaken = new Map<number, DayRange[]>();
    for (const span of held) {
      const [map, id] =
        span.serviceType === 'hotel' ? [roomsTaken, span.roomId] : [carsTaken, span.serviceId];
      if (id === null) continue;
      map.set(id, [...(map.get(id) ?? []), takenDays(span)]);
    }

    return {
      hotels: hotels.map((hotel) => ({
        ...hotel,
        rooms: hotel.rooms.map((room) => ({ ...room, taken: roomsTaken.get(room.id) ?? [] })),
      })),
      tours: tours.map((tour): SnapshotTour => ({
        id: tour.id,
        title: tour.title,
        location: tour.location,
        city: tour.city,
        description: tour.description,
        difficulty: tour.difficulty,
        duration: tour.duration,
        meetingPoint: tour.meetingPoint,
        priceCents: tour.priceCents,
        includedActivities: tour.includedActivities,
        meals: tour.meals,
        itinerary: tour.itinerary.map(({ day, title, activities, meals, accommodation }) => ({
          day,
          title,
          activities: activities ?? [],
          meals: meals ?? [],
          accommodation: accommodation ?? null,
        })),
      })),
      events: events.map((event): SnapshotEvent => ({
        id: event.id,
        title: event.title,
        category: event.category,
        location: event.location,
        city: event.city,
        description: event.description,
        startsAt: event.startDate.toISOString(),
        endsAt: event.endDate?.toISOString() ?? null,
        ticket: event.ticket,
      })),
      cars: cars.map((car) => ({
        id: car.id,
        make: car.make,
        model: car.model,
        year: car.year,
        type: car.type,
        dailyRateCents: car.dailyRateCents,
        location: car.location,
        isAvailable: car.isAvailable,
        taken: carsTaken.get(car.id) ?? [],
      })),
      driverPerDayCents: DRIVER_CENTS_PER_DAY,
    };
  }

  /**
   * The listings, from memory while no change came since they were read (concurrent plans
   * share one read). A read that a change overtakes is used once and then read again.
   */
  private listings(now = Date.now()): Promise<Listings> {
    const generation = this.cache.currentGeneration;
    const kept = this.kept;
    if (
      this.cache.enabled &&
      kept?.generation === generation &&
      now - kept.readAt <= CATALOGUE_TTL_MS
    ) {
      return kept.listings;
    }
    const listings = Promise.all([
      this.catalogue.hotelsWithRooms(),
      this.catalogue.tours(),
      this.catalogue.cars(),
    ]).then(([hotels, tours, cars]) => ({ hotels, tours, cars }));
    if (this.cache.enabled) {
      const entry = { generation, readAt: now, listings };
      this.kept = entry;
      listings.catch(() => {
        if (this.kept === entry) this.kept = null;
      });
    } else {
      this.kept = null;
    }
    return listings;
  }
}
