import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LIVE_BOOKING } from '../catalogue/availability.js';
import { DRIVER_CENTS_PER_DAY } from '@salone/booking-rules';
import { DAY_MS } from './engine/calendar.js';
import type {
  CatalogueSnapshot,
  DayRange,
  SnapshotEvent,
  SnapshotHotel,
  SnapshotTour,
} from './engine/types.js';
import { publicListing } from '../catalogue/listing.entity.js';

interface HotelRoomRow {
  id: number;
  name: string;
  address: string;
  city: string;
  star_rating: number;
  amenities: string[];
  room_id: number;
  room_type: string;
  price_cents: number;
  capacity: number;
  is_available: boolean;
}

interface TourRow {
  id: number;
  title: string;
  location: string;
  city: string;
  description: string;
  difficulty: string;
  duration: string;
  price_cents: number;
  included_activities: string[];
  meals: string[];
  itinerary: {
    day: number;
    title: string;
    activities?: string[];
    meals?: string[];
    accommodation: string | null;
  }[];
}

interface CarRow {
  id: number;
  make: string;
  model: string;
  year: number;
  type: string;
  daily_rate_cents: number;
  location: string;
  is_available: boolean;
}

interface TakenRow {
  service_type: 'hotel' | 'car';
  service_id: number;
  room_id: number | null;
  start_date: Date;
  end_date: Date | null;
}

interface EventRow {
  id: number;
  title: string;
  category: string;
  location: string;
  city: string;
  description: string;
  start_date: Date;
  end_date: Date | null;
  ticket_name: string | null;
  ticket_cents: number | null;
}

/** Whole days a booking holds: from its first day to the day after it ends. */
const takenDays = (row: TakenRow): DayRange => ({
  from: Math.floor(row.start_date.getTime() / DAY_MS),
  to: row.end_date === null ? Number.MAX_SAFE_INTEGER : Math.ceil(row.end_date.getTime() / DAY_MS),
});

/**
 * Reads what the planner needs from the catalogue in a handful of plain SQL queries (no
 * per-item round trips): hotels with their rooms, tours, cars, and for a dated trip the
 * bookings that hold rooms and cars in the window and the events in it with their cheapest
 * ticket category that has tickets left.
 */
@Injectable()
export class PlannerCatalogue {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async load(window: { from: number; to: number } | null): Promise<CatalogueSnapshot> {
    const from = window ? new Date(window.from * DAY_MS) : null;
    const to = window ? new Date(window.to * DAY_MS) : null;
    const [hotelRows, tourRows, carRows, takenRows, eventRows] = await Promise.all([
      this.dataSource.query<HotelRoomRow[]>(
        `SELECT h.id, h.name, h.address, h.city, h.star_rating, h.amenities,
                r.id AS room_id, r.room_type, r.price_cents, r.capacity, r.is_available
           FROM hotels h JOIN rooms r ON r.hotel_id = h.id AND NOT r.archived
          WHERE ${publicListing('h')}
          ORDER BY h.id, r.price_cents, r.id`,
      ),
      this.dataSource.query<TourRow[]>(
        `SELECT id, title, location, city, description, difficulty, duration, price_cents,
                included_activities, meals, itinerary
           FROM tours t WHERE ${publicListing('t')} ORDER BY id`,
      ),
      this.dataSource.query<CarRow[]>(
        `SELECT id, make, model, year, type, daily_rate_cents, location, is_available
           FROM cars c WHERE ${publicListing('c')} ORDER BY id`,
      ),
      window
        ? this.dataSource.query<TakenRow[]>(
            `SELECT service_type, service_id, room_id, start_date, end_date FROM bookings
              WHERE service_type IN ('hotel', 'car') AND ${LIVE_BOOKING}
                AND tstzrange(start_date, end_date, '[)') && tstzrange($1, $2, '[)')
              ORDER BY id`,
            [from, to],
          )
        : Promise.resolve([] as TakenRow[]),
      window
        ? this.dataSource.query<EventRow[]>(
            `SELECT e.id, e.title, e.category, e.location, e.city, e.description, e.start_date,
                    e.end_date, t.name AS ticket_name, t.price_cents AS ticket_cents
               FROM events e
               LEFT JOIN LATERAL (
                 SELECT c.name, c.price_cents FROM event_ticket_categories c
                  WHERE c.event_id = e.id AND c.sold < c.quantity
                  ORDER BY c.price_cents, c.sort_order, c.id LIMIT 1
               ) t ON true
              WHERE e.start_date >= $1 AND e.start_date < $2 AND ${publicListing('e')}
                AND COALESCE(e.end_date, e.start_date) > now()
              ORDER BY e.start_date, e.id`,
            [from, to],
          )
        : Promise.resolve([] as EventRow[]),
    ]);

    const roomsTaken = new Map<number, DayRange[]>();
    const carsTaken = new Map<number, DayRange[]>();
    for (const row of takenRows) {
      const [map, id] =
        row.service_type === 'hotel' ? [roomsTaken, row.room_id] : [carsTaken, row.service_id];
      if (id === null) continue;
      map.set(id, [...(map.get(id) ?? []), takenDays(row)]);
    }

    const hotels: SnapshotHotel[] = [];
    for (const row of hotelRows) {
      let hotel = hotels[hotels.length - 1];
      if (!hotel || hotel.id !== row.id) {
        hotel = {
          id: row.id,
          name: row.name,
          address: row.address,
          city: row.city,
          starRating: row.star_rating,
          amenities: row.amenities,
          rooms: [],
        };
        hotels.push(hotel);
      }
      hotel.rooms.push({
        id: row.room_id,
        roomType: row.room_type,
        priceCents: row.price_cents,
        capacity: row.capacity,
        isAvailable: row.is_available,
        taken: roomsTaken.get(row.room_id) ?? [],
      });
    }

    return {
      hotels,
      tours: tourRows.map((row): SnapshotTour => ({
        id: row.id,
        title: row.title,
        location: row.location,
        city: row.city,
        description: row.description,
        difficulty: row.difficulty,
        duration: row.duration,
        priceCents: row.price_cents,
        includedActivities: row.included_activities,
        meals: row.meals,
        itinerary: row.itinerary.map(({ day, title, activities, meals, accommodation }) => ({
          day,
          title,
          activities: activities ?? [],
          meals: meals ?? [],
          accommodation: accommodation ?? null,
        })),
      })),
      events: eventRows.map((row): SnapshotEvent => ({
        id: row.id,
        title: row.title,
        category: row.category,
        location: row.location,
        city: row.city,
        description: row.description,
        startsAt: row.start_date.toISOString(),
        endsAt: row.end_date?.toISOString() ?? null,
        ticket:
          row.ticket_name === null || row.ticket_cents === null
            ? null
            : { name: row.ticket_name, priceCents: row.ticket_cents },
      })),
      cars: carRows.map((row) => ({
        id: row.id,
        make: row.make,
        model: row.model,
        year: row.year,
        type: row.type,
        dailyRateCents: row.daily_rate_cents,
        location: row.location,
        isAvailable: row.is_available,
        taken: carsTaken.get(row.id) ?? [],
      })),
      driverPerDayCents: DRIVER_CENTS_PER_DAY,
    };
  }
}
