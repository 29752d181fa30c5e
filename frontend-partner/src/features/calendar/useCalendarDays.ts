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
import { formatUsd } from '@salone/format';
import { useT, type Translate } from '@salone/i18n';
import { partnerMessages, type PartnerKey } from '../../i18n';
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
      /** Hotels: every room type's nights, with their prices (the price calendar). */
      hotel?: HotelAvailabilityDto;
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
  const t = useT(partnerMessages);
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
      return hotelDays(t, hotel.data!, roomId);
    case 'car':
      return { state: 'ready', days: carDays(t, car.data!) };
    case 'tour':
      return { state: 'ready', days: tourDays(t, tour.data!) };
    case 'property':
      return { state: 'ready', days: propertyDays(t, property.data!) };
    default:
      return eventDays(t, event.data!, eventListing.data!.details as EventDto, first, next);
  }
}

type T = Translate<PartnerKey>;

function hotelDays(t: T, data: HotelAvailabilityDto, roomId: number | null): CalendarDays {
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
    const parts = [t('day.hotelLeft', { vacant: String(night.vacant), units: night.units })];
    if (night.booked > 0) parts.push(t('day.hotelBooked', { count: String(night.booked) }));
    if (night.closed > 0) parts.push(t('day.hotelClosed', { count: String(night.closed) }));
    parts.push(t('day.hotelPrice', { price: formatUsd(night.price) }));
    if (night.minNights > 1) parts.push(t('day.minNights', { count: night.minNights }));
    if (night.closedToArrival) parts.push(t('day.noArrivals'));
    days.set(night.date, {
      date: night.date,
      left: closed ? null : night.vacant,
      label: closed ? t('day.closed') : night.vacant === 0 ? t('day.full') : t('day.left'),
      tone,
      closed,
      summary: parts.join(', '),
      facts: [
        [t('day.units'), String(night.units)],
        [t('day.bookedOrHeld'), String(night.booked)],
        [t('day.closed'), String(night.closed)],
        [t('day.leftFact'), String(night.vacant)],
        [t('day.price'), formatUsd(night.price)],
        [t('day.minStay'), t('day.nights', { count: night.minNights })],
        [
          t('day.arrivals'),
          night.closedToArrival ? t('day.arrivalsClosed') : t('day.arrivalsOpen'),
        ],
      ],
    });
  }
  return { state: 'ready', days, rooms, roomId: room?.roomId, hotel: data };
}

function carDays(t: T, data: CarAvailabilityDto): Map<string, CalendarDay> {
  const days = new Map<string, CalendarDay>();
  for (const day of data.days) {
    const booked = !day.closed && day.vacancies === 0;
    const state = day.closed ? t('day.closed') : booked ? t('day.bookedOrHeld') : t('day.free');
    days.set(day.date, {
      date: day.date,
      left: null,
      label: day.closed ? t('day.closed') : booked ? t('day.booked') : t('day.free'),
      tone: day.closed ? 'closed' : booked ? 'full' : 'open',
      closed: day.closed,
      summary: state,
      facts: [[t('day.car'), state]],
    });
  }
  return days;
}

function tourDays(t: T, data: TourAvailabilityDto): Map<string, CalendarDay> {
  const days = new Map<string, CalendarDay>();
  for (const day of data.days) {
    const full = day.sharedSeatsLeft === 0 && day.privateGroupsLeft === 0;
    const summary = day.closed
      ? t('day.closed')
      : t('day.tourSummary', {
          left: String(day.sharedSeatsLeft),
          seats: data.maxGroupSize,
          groups: day.privateGroupsLeft,
        });
    days.set(day.date, {
      date: day.date,
      left: day.closed ? null : day.sharedSeatsLeft,
      label: day.closed ? t('day.closed') : full ? t('day.full') : t('day.seats'),
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
        ? [[t('day.tour'), t('day.closed')]]
        : [
            [
              t('day.sharedSeatsLeft'),
              t('day.ofTotal', {
                count: String(day.sharedSeatsLeft),
                total: String(data.maxGroupSize),
              }),
            ],
            [t('day.privateGroupsLeft'), String(day.privateGroupsLeft)],
          ],
    });
  }
  return days;
}

function propertyDays(t: T, data: PropertyAvailabilityDto): Map<string, CalendarDay> {
  const days = new Map<string, CalendarDay>();
  for (const day of data.days) {
    const offered = day.slots.length;
    const free = day.slots.filter((slot) => slot.available).map((slot) => slot.time);
    days.set(day.date, {
      date: day.date,
      left: offered === 0 ? null : day.vacancies,
      label: offered === 0 ? '' : day.vacancies === 0 ? t('day.full') : t('day.slots'),
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
          ? t('day.noViewings')
          : t('day.viewingSummary', { free: String(day.vacancies), offered }),
      facts:
        offered === 0
          ? [[t('day.viewings'), t('day.noneOffered')]]
          : [
              [
                t('day.slotsFree'),
                t('day.ofTotal', { count: String(day.vacancies), total: String(offered) }),
              ],
              [t('day.freeTimes'), free.length > 0 ? free.join(', ') : t('day.none')],
            ],
    });
  }
  return days;
}

function eventDays(
  t: T,
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
      label: on ? (remaining === 0 ? t('day.soldOut') : t('day.tickets')) : '',
      tone: on ? (remaining === 0 ? 'full' : sold > 0 ? 'some' : 'open') : 'none',
      closed: false,
      summary: on ? t('day.eventSummary', { left: String(remaining), quantity }) : t('day.noEvent'),
      facts: on
        ? data.categories.map((category) => [
            category.name,
            t('day.categoryLeft', {
              left: String(category.remaining),
              total: String(category.quantity),
            }),
          ])
        : [],
    });
  }
  return {
    state: 'ready',
    days,
    note: data.onSale ? t('day.onSale', { left: String(remaining), quantity }) : t('day.notOnSale'),
  };
}
