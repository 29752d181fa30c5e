import { DRIVER_CENTS_PER_DAY } from '@salone/booking-rules';
import { CARS } from '../../src/seed/data/cars.js';
import { EVENTS } from '../../src/seed/data/events.js';
import { HOTELS } from '../../src/seed/data/hotels.js';
import { TOURS } from '../../src/seed/data/tours.js';
import { eventStart } from '../../src/seed/seed.service.js';
import { DAY_MS } from '../../src/planner/engine/calendar.js';
import type { CatalogueSnapshot, SnapshotEvent } from '../../src/planner/engine/types.js';

/**
 * An in-memory catalogue for engine tests: the sample catalogue as it would be seeded on
 * `today` (a day number), with ids in seed order and nothing booked.
 */
export function sampleCatalogue(today: number): CatalogueSnapshot {
  let roomId = 0;
  return {
    hotels: HOTELS.map((hotel, index) => ({
      id: index + 1,
      name: hotel.name,
      address: hotel.address,
      city: hotel.city,
      starRating: hotel.starRating,
      amenities: hotel.amenities,
      rooms: hotel.rooms
        .map((room) => ({
          id: (roomId += 1),
          roomType: room.roomType,
          priceCents: room.priceCents,
          capacity: room.capacity ?? 2,
          isAvailable: room.isAvailable,
          taken: [],
          rates: [],
        }))
        .sort((a, b) => a.priceCents - b.priceCents || a.id - b.id),
    })),
    tours: TOURS.map((tour, index) => ({
      id: index + 1,
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
        activities,
        meals,
        accommodation,
      })),
    })),
    events: EVENTS.map((event, index): SnapshotEvent => {
      const start = eventStart(event, new Date(today * DAY_MS));
      const cheapest = [...event.ticketCategories].sort((a, b) => a.priceCents - b.priceCents)[0];
      return {
        id: index + 1,
        title: event.title,
        category: event.category,
        location: event.location,
        city: event.city,
        description: event.description,
        startsAt: start.toISOString(),
        endsAt:
          event.durationHours === undefined
            ? null
            : new Date(start.getTime() + event.durationHours * 3_600_000).toISOString(),
        ticket: { name: cheapest.name, priceCents: cheapest.priceCents },
      };
    }),
    cars: CARS.map((car, index) => ({
      id: index + 1,
      make: car.make,
      model: car.model,
      year: car.year,
      type: car.type,
      dailyRateCents: car.dailyRateCents,
      location: car.location,
      isAvailable: car.isAvailable,
      taken: [],
    })),
    driverPerDayCents: DRIVER_CENTS_PER_DAY,
  };
}
