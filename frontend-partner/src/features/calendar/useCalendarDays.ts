import { skipToken } from '@salone/api-client';
import {
  useGetOwnListingQuery,
  useGetPartnerCarAvailabilityQuery,
  useGetPartnerEventAvailabilityQuery,
  useGetPartnerHotelAvailabilityQuery,
  useGetPartnerPropertyAvailabilityQuery,
  useGetPartnerTourAvailabilityQuery,
  type CarAvailabilityDto,
  type EventAvailabilityDto,
  type EventDto,
  type HotelAvailabilityDto,
  type PropertyAvailabilityDto,
  type TourAvailabilityDto,
} from '@salone/api-client/partner';
import { plural } from '@salone/format';
import { daysBetween, dayOf, monthBounds, addDays } from './days';
import type { ListingRef } from './listing';

/** How a day looks in the grid. */
export type DayTone = 'open' | 'some' | 'full' | 'closed' | 'none';

export interface CalendarDay {
  date: string;
  /** The number in the cell: units, seats, tickets or viewing slots left; null for none. */
  left: number | null;
  /** The word under it: 'left', 'seats', 'Full', 'Closed'... */
  label: string;
  tone: DayTone;
  /** Closed by the operator, every unit. */
  closed: boolean;
  /** The day in words: what a screen reader hears and the day's panel shows first. */
  summary: string;
  /** The day's figures, label and value, for the day's panel. */
  facts: [string, string][];
}

export interface RoomOption {
  id: number;
  name: string;
  units: number;
}

export type CalendarDays =
  | { state: 'loading' }
  | { state: 'error'; retry(): void }
  | {
      state: 'ready';
      days: Map<string, CalendarDay>;
      /** Hotels: the room types, and the one shown. */
      rooms?: RoomOption[];
      roomId?: number;
      /** A line about the listing as a whole (an event's sale). */
      note?: string;
    };

/**
 * The month's days of one listing, whatever its kind, in one shape: the calendar draws them
 * and never looks at the kind's own answer.
 */
export function useCalendarDays(
  orgId: number,
  listing: ListingRef,
  month: string,
  roomId: number | null,
): CalendarDays {
  const { first, next } = monthBounds(month);
  const range = { orgId, id: listing.id, from: first, to: next };
  const only = (kind: ListingRef['kind']) => (listing.kind === kind ? range : skipToken);
  const hotel = useGetPartnerHotelAvailabilityQuery(only('hotel'));
  const car = useGetPartnerCarAvailabilityQuery(only('car'));
  const tour = useGetPartnerTourAvailabilityQuery(only('tour'));
  const property = useGetPartnerPropertyAvailabilityQuery(only('property'));
  const isEvent = listing.kind === 'event';
  const event = useGetPartnerEventAvailabilityQuery(
    isEvent ? { orgId, id: listing.id } : skipToken,
  );
  const eventListing = useGetOwnListingQuery(
    isEvent ? { orgId, kind: 'event', id: listing.id } : skipToken,
  );

  const queries = isEvent
    ? [event, eventListing]
    : [{ hotel, car, tour, property }[listing.kind as 'hotel' | 'car' | 'tour' | 'property']];
  if (queries.some((query) => query.isError)) {
    return {
      state: 'error',
      retry: () => queries.forEach((query) => query.isError && void query.refetch()),
    };
  }
  if (queries.some((query) => !query.data)) return { state: 'loading' };

  switch (listing.kind) {
    case 'hotel':
      return hotelDays(hotel.data!, roomId);
    case 'car':
      return { state: 'ready', days: carDays(car.data!) };
    case 'tour':
      return { state: 'ready', days: tourDays(tour.data!) };
    case 'property':
      return { state: 'ready', days: propertyDays(property.data!) };
    default:
      return eventDays(event.data!, eventListing.data!.details as EventDto, first, next);
  }
}

function hotelDays(data: HotelAvailabilityDto, roomId: number | null): CalendarDays {
  const rooms = data.rooms.map((room) => ({
    id: room.roomId,
    name: room.roomType,
    units: room.units,
  }));
  const room = data.rooms.find((entry) => entry.roomId === roomId) ?? data.rooms[0];
  const days = new Map<string, CalendarDay>();
  for (const night of room?.nights ?? []) {
    const closed = night.units > 0 && night.closed >= night.units;
    const tone: DayTone = closed
      ? 'closed'
      : night.vacant === 0
        ? 'full'
        : night.booked > 0 || night.closed > 0
          ? 'some'
          : 'open';
    const parts = [`${night.vacant} of ${plural(night.units, 'unit')} left`];
    if (night.booked > 0) parts.push(`${night.booked} booked or held`);
    if (night.closed > 0) parts.push(`${night.closed} closed`);
    days.set(night.date, {
      date: night.date,
      left: closed ? null : night.vacant,
      label: closed ? 'Closed' : night.vacant === 0 ? 'Full' : 'left',
      tone,
      closed,
      summary: parts.join(', '),
      facts: [
        ['Units', String(night.units)],
        ['Booked or held', String(night.booked)],
        ['Closed', String(night.closed)],
        ['Left', String(night.vacant)],
      ],
    });
  }
  return { state: 'ready', days, rooms, roomId: room?.roomId };
}

function carDays(data: CarAvailabilityDto): Map<string, CalendarDay> {
  const days = new Map<string, CalendarDay>();
  for (const day of data.days) {
    const booked = !day.closed && day.vacancies === 0;
    days.set(day.date, {
      date: day.date,
      left: null,
      label: day.closed ? 'Closed' : booked ? 'Booked' : 'Free',
      tone: day.closed ? 'closed' : booked ? 'full' : 'open',
      closed: day.closed,
      summary: day.closed ? 'Closed' : booked ? 'Booked or held' : 'Free',
      facts: [['Car', day.closed ? 'Closed' : booked ? 'Booked or held' : 'Free']],
    });
  }
  return days;
}

function tourDays(data: TourAvailabilityDto): Map<string, CalendarDay> {
  const days = new Map<string, CalendarDay>();
  for (const day of data.days) {
    const full = day.sharedSeatsLeft === 0 && day.privateGroupsLeft === 0;
    const summary = day.closed
      ? 'Closed'
      : `${day.sharedSeatsLeft} of ${plural(data.maxGroupSize, 'shared seat')} left, ${plural(day.privateGroupsLeft, 'private group')} left`;
    days.set(day.date, {
      date: day.date,
      left: day.closed ? null : day.sharedSeatsLeft,
      label: day.closed ? 'Closed' : full ? 'Full' : 'seats',
      tone: day.closed
        ? 'closed'
        : full
          ? 'full'
          : day.sharedSeatsLeft < data.maxGroupSize
            ? 'some'
            : 'open',
      closed: day.closed,
      summary,
      facts: day.closed
        ? [['Tour', 'Closed']]
        : [
            ['Shared seats left', `${day.sharedSeatsLeft} of ${data.maxGroupSize}`],
            ['Private groups left', String(day.privateGroupsLeft)],
          ],
    });
  }
  return days;
}

function propertyDays(data: PropertyAvailabilityDto): Map<string, CalendarDay> {
  const days = new Map<string, CalendarDay>();
  for (const day of data.days) {
    const offered = day.slots.length;
    const free = day.slots.filter((slot) => slot.available).map((slot) => slot.time);
    days.set(day.date, {
      date: day.date,
      left: offered === 0 ? null : day.vacancies,
      label: offered === 0 ? '' : day.vacancies === 0 ? 'Full' : 'slots',
      tone:
        offered === 0
          ? 'none'
          : day.vacancies === 0
            ? 'full'
            : day.vacancies < offered
              ? 'some'
              : 'open',
      closed: false,
      summary:
        offered === 0
          ? 'No viewings offered'
          : `${day.vacancies} of ${plural(offered, 'viewing slot')} free`,
      facts:
        offered === 0
          ? [['Viewings', 'None offered this day']]
          : [
              ['Viewing slots free', `${day.vacancies} of ${offered}`],
              ['Free times', free.length > 0 ? free.join(', ') : 'None'],
            ],
    });
  }
  return days;
}

function eventDays(
  data: EventAvailabilityDto,
  event: EventDto,
  first: string,
  next: string,
): CalendarDays {
  const quantity = data.categories.reduce((sum, category) => sum + category.quantity, 0);
  const remaining = data.categories.reduce((sum, category) => sum + category.remaining, 0);
  const sold = data.categories.reduce((sum, category) => sum + category.sold, 0);
  const start = dayOf(event.startDate);
  const end = event.endDate ? dayOf(event.endDate) : start;
  const days = new Map<string, CalendarDay>();
  for (const date of daysBetween(first, addDays(next, -1))) {
    const on = date >= start && date <= end;
    days.set(date, {
      date,
      left: on ? remaining : null,
      label: on ? (remaining === 0 ? 'Sold out' : 'tickets') : '',
      tone: on ? (remaining === 0 ? 'full' : sold > 0 ? 'some' : 'open') : 'none',
      closed: false,
      summary: on ? `Event day, ${remaining} of ${plural(quantity, 'ticket')} left` : 'No event',
      facts: on
        ? data.categories.map((category) => [
            category.name,
            `${category.remaining} of ${category.quantity} left`,
          ])
        : [],
    });
  }
  return {
    state: 'ready',
    days,
    note: data.onSale
      ? `Tickets are on sale: ${remaining} of ${plural(quantity, 'ticket')} left.`
      : 'Tickets are not on sale: the event has ended or every ticket is sold.',
  };
}
