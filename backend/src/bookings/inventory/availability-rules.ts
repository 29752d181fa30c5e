import { addDays } from '@salone/booking-rules';
import type { EntityManager } from 'typeorm';
import type { CatalogueReader } from '../../catalogue/index.js';
import { conflict } from '../../common/errors/domain.exception.js';
import {
  bookingsCutBy,
  busiestRoomNight,
  carClosedDuring,
  closedDays,
  dayOf,
  lockItem,
  roomNights,
  sharedSeatsLeft,
  takeSharedSeats,
  tourDays,
} from './availability-counts.repository.js';

export { ticketCategoryHasBookings } from './availability-counts.repository.js';

/**
 * Where availability is enforced: every rule that refuses a booking, a closure or fewer room
 * units because the room, car, tour place or ticket is not free. Each runs inside the
 * transaction that makes the change, under the item's booking lock (`lockItem`), so a count
 * read here stays true until the change is written
 * (docs/decisions/bookings-of-one-item-take-turns.md, docs/decisions/counted-inventory.md). The
 * counts themselves are in availability-counts.repository.ts.
 *
 * Enforced elsewhere, and why:
 * - overlapping bookings of a car, and of a property's viewing slot: PostgreSQL's exclusion
 *   constraints on `bookings` (BookingsService.create answers with the quote's takenMessage);
 * - a ticket category's quantity never below what is sold: the catalogue owns the counts
 *   (CatalogueReader.sellTickets, and the partner's ticket-category edit in
 *   operators/listings/listings.service.ts).
 * What is shown as free (calendars, search) is read by availability.service.ts.
 */

export const ROOM_TAKEN =
  'This room is already booked for some of those nights. Please choose other dates or another room.';

/**
 * A room type has units: each night may be held by as many live bookings as it has units not
 * closed. Refuses the stay with CLOSED when closures left no unit free on some night, else
 * with ROOM_UNAVAILABLE when bookings did. Call under the hotel's booking lock.
 */
export async function assertRoomNightsFree(
  manager: EntityManager,
  roomId: number,
  checkIn: Date,
  checkOut: Date,
  now: Date,
): Promise<void> {
  const full = (await roomNights(manager, [roomId], dayOf(checkIn), dayOf(checkOut), now)).filter(
    (night) => night.vacant < 1,
  );
  if (full.length === 0) return;
  if (full.every((night) => night.booked < night.units)) {
    throw conflict(
      'This room is closed for some of those nights. Please choose other dates or another room.',
      'CLOSED',
    );
  }
  throw conflict(ROOM_TAKEN, 'ROOM_UNAVAILABLE');
}

/**
 * Refuses a rental (CLOSED) when a closure of the car overlaps it. Call under the car's
 * booking lock; overlapping bookings are refused by the exclusion constraint.
 */
export async function assertCarNotClosed(
  manager: EntityManager,
  carId: number,
  pickup: Date,
  dropOff: Date,
): Promise<void> {
  if (await carClosedDuring(manager, carId, pickup, dropOff)) {
    throw conflict(
      'This car is not available for some of that time. Please choose other dates or another car.',
      'CLOSED',
    );
  }
}

/** 409 SOLD_OUT naming how many tickets of the category are left. */
export const ticketsSoldOut = (categoryName: string, remaining: number) =>
  conflict(`Only ${remaining} ${categoryName} tickets available`, 'SOLD_OUT');

/**
 * Sells `quantity` tickets of the category: a conditional update in the catalogue, never more
 * tickets than the category has, whatever runs at once. Refuses with SOLD_OUT.
 */
export async function holdTickets(
  manager: EntityManager,
  catalogue: Pick<CatalogueReader, 'sellTickets'>,
  category: { id: number; name: string },
  quantity: number,
): Promise<void> {
  const remaining = await catalogue.sellTickets(manager, category.id, quantity);
  if (remaining !== null) throw ticketsSoldOut(category.name, remaining);
}

/**
 * Holds places on a tour's departure: refused (CLOSED) on a closed day; a private group only
 * while the day takes more (TOUR_FULL); shared seats counted per tour and day in
 * `tour_departures`, never above the group size (TOUR_FULL). Call under the tour's booking
 * lock.
 */
export async function holdTourPlaces(
  manager: EntityManager,
  tour: { id: number; maxGroupSize: number; privateGroupsPerDay: number },
  departureDate: string,
  tourType: 'shared' | 'private',
  guests: number,
  now: Date,
): Promise<void> {
  // Closures and private groups are checked under the tour's booking lock.
  if ((await closedDays(manager, 'tour', tour.id, departureDate, addDays(departureDate, 1))).size) {
    throw conflict('This tour does not run on that day. Please choose another date.', 'CLOSED');
  }
  if (tourType === 'private') {
    const taken =
      (await tourDays(manager, tour.id, departureDate, addDays(departureDate, 1), now)).get(
        departureDate,
      )?.privateGroups ?? 0;
    if (taken >= tour.privateGroupsPerDay) {
      throw conflict(
        'This tour takes no more private groups that day. Please choose another date or a shared tour.',
        'TOUR_FULL',
      );
    }
    return;
  }
  // Shared departures: seats counted per tour and day, never above the group size.
  const taken = await takeSharedSeats(manager, tour.id, departureDate, tour.maxGroupSize, guests);
  if (taken === null) {
    const left = await sharedSeatsLeft(manager, tour.id, departureDate);
    throw conflict(`Only ${left} places are left on this shared tour that day`, 'TOUR_FULL');
  }
}

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Refuses fewer units than live bookings hold on any night from today on. Call it inside the
 * transaction that changes the units: it takes the hotel's booking lock, so no booking slips
 * in between the count and the change (docs/decisions/counted-inventory.md).
 */
export async function assertRoomUnitsCover(
  manager: EntityManager,
  room: { id: number; hotelId: number; roomType: string },
  units: number,
  now = new Date(),
): Promise<void> {
  await lockItem(manager, 'hotel', room.hotelId);
  const busiest = await busiestRoomNight(manager, room.id, dayOf(now), now);
  if (busiest && busiest.booked > units) {
    const message = `${busiest.booked} ${room.roomType} rooms are booked for the night of ${shortDay(busiest.night)}, so there must be at least ${busiest.booked} units`;
    throw conflict(message, 'UNITS_BELOW_BOOKED', [{ field: 'units', message }]);
  }
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Refuses (CLOSURE_CUTS_BOOKINGS, one detail per booking) a closure that would cut into live
 * bookings: see `bookingsCutBy`. Call under the listing's booking lock.
 */
export async function assertClosureCutsNoBooking(
  manager: EntityManager,
  closure: Parameters<typeof bookingsCutBy>[1],
  now: Date,
): Promise<void> {
  const cut = await bookingsCutBy(manager, closure, now);
  if (cut.length > 0) {
    const references = cut.map((booking) => booking.reference).join(', ');
    throw conflict(
      `This closure would cut into ${cut.length} booking${cut.length === 1 ? '' : 's'}: ${references}. Cancel or move them first, or choose other dates.`,
      'CLOSURE_CUTS_BOOKINGS',
      cut.map((booking) => ({
        field: booking.reference,
        message: `${booking.status.replace(/_/g, ' ')}, ${day(booking.startDate)}${booking.endDate ? ` to ${day(booking.endDate)}` : ''}, ${booking.customerName}`,
      })),
    );
  }
}
