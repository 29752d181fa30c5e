import type { Excursion, RegionId } from '../knowledge/types.js';
import { clock, minutesOf, weekday } from './calendar.js';
import type { EventItem, PlaceItem, PlanContext, TourItem } from './context.js';
import type { DaySkeleton, Route } from './route.js';
import type { DayRange, SnapshotCar, SnapshotHotel, SnapshotRoom } from './types.js';

/**
 * Turns a route into priced days for one level of comfort. The planner tries the levels from
 * the most comfortable down and keeps the first that fits the budget.
 */

/** 'fits': the best-rated hotel the budget still allows, after a cheaper plan fitted. */
export type HotelChoice = 'best' | 'value' | 'cheapest' | 'fits';
/** all: every tour and event that suits; some: a few tours; few: free or cheap places only. */
export type ActivityLevel = 'all' | 'some' | 'few';
export type AllowanceLevel = 'premium' | 'comfort' | 'budget';

export interface Variant {
  hotels: HotelChoice;
  /** A hired car with a driver for long drives; otherwise shared taxis and buses. */
  car: boolean;
  activities: ActivityLevel;
  allowance: AllowanceLevel;
  crossing: 'waterTaxi' | 'ferry';
}

export const VARIANTS: Variant[] = [
  { hotels: 'best', car: true, activities: 'all', allowance: 'premium', crossing: 'waterTaxi' },
  { hotels: 'value', car: true, activities: 'all', allowance: 'comfort', crossing: 'waterTaxi' },
  { hotels: 'value', car: false, activities: 'all', allowance: 'comfort', crossing: 'waterTaxi' },
  { hotels: 'cheapest', car: false, activities: 'all', allowance: 'budget', crossing: 'waterTaxi' },
  { hotels: 'cheapest', car: false, activities: 'some', allowance: 'budget', crossing: 'ferry' },
  { hotels: 'cheapest', car: false, activities: 'few', allowance: 'budget', crossing: 'ferry' },
];

export const LEANEST: Variant = VARIANTS[VARIANTS.length - 1];

/** Most a knowledge-base place may cost at each activity level, US cents. */
const PLACE_COST_CAP: Record<ActivityLevel, number> = { all: Infinity, some: 3_000, few: 2_500 };

export type Lodging =
  | {
      kind: 'hotel';
      region: RegionId;
      hotel: SnapshotHotel;
      room: SnapshotRoom;
      choice: HotelChoice;
      nights: number;
      /** Hotels of the catalogue in the region with a free room. */
      options: number;
      /** The nights (day numbers, or day indexes without dates). */
      nightDays: number[];
    }
  | {
      kind: 'guesthouse';
      region: RegionId;
      name: string;
      area: string;
      cents: number;
      nights: number;
      /** Why: the region's hotels are full on the dates, or it has none. */
      reason: 'full' | 'none';
    };

export type ItemRef =
  | { type: 'tour'; item: TourItem }
  | { type: 'event'; item: EventItem }
  | { type: 'place'; item: PlaceItem }
  | { type: 'excursion'; excursion: Excursion; gateway: RegionId }
  | { type: 'car'; car: SnapshotCar; leg: string }
  | { type: 'crossing'; option: 'waterTaxi' | 'ferry' }
  | { type: 'shared'; leg: string }
  | { type: 'taxi'; leg: string };

export interface Row {
  minute: number;
  activity: string;
  location: string;
  notes: string | null;
  cents: number;
  href: string | null;
  /** Sightseeing (a tour, event, place or excursion day), as opposed to logistics. */
  sight: boolean;
  ref: ItemRef | null;
}

export interface DraftDay {
  skeleton: DaySkeleton;
  /** Day number, when dates were given. */
  date: number | null;
  rows: Row[];
  cents: number;
}

export interface Draft {
  route: Route;
  variant: Variant;
  days: DraftDay[];
  totalCents: number;
  lodgings: Lodging[];
  car: SnapshotCar | null;
  /** The variant wanted a car for long drives but none was free. */
  noCarFree: boolean;
}

type Slot = 'morning' | 'afternoon' | 'evening';
const SLOTS: Slot[] = ['morning', 'afternoon', 'evening'];

interface Window {
  earliest: number;
  latestStart: number;
  endBy: number;
}

interface DayShape {
  windows: Partial<Record<Slot, Window>>;
  max: number;
  /** Only short, easy things: arrival, transfer and departure days. */
  light: boolean;
}

const LATE = 27 * 60;
const LIGHT_MINUTES = 180;
const EVENING_CLOSE = 21 * 60;
const FULL_DAY_MINUTES = 240;
const roundUp = (minute: number) => Math.ceil(minute / 30) * 30;
const cents = (dollars: number) => Math.round(dollars * 100);
export const tourHref = (id: number) => `/tours/${id}`;
export const eventHref = (id: number) => `/events/${id}`;
export const hotelHref = (id: number) => `/hotels/${id}`;
export const carHref = (id: number) => `/cars/${id}`;
export const money = (amountCents: number): string => {
  const whole = Math.floor(amountCents / 100);
  const rest = amountCents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${grouped}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
};
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** When the traveller leaves for the airport on the last day, minutes since midnight. */
const departsAt = (region: RegionId) => (region === 'freetown' ? 780 : 720);

function shapeOf(day: DaySkeleton, longHours: number): DayShape {
  switch (day.kind) {
    case 'explore':
      return {
        windows: {
          morning: { earliest: 540, latestStart: 660, endBy: 780 },
          afternoon: { earliest: 840, latestStart: 990, endBy: 1080 },
          evening: { earliest: 1110, latestStart: 1260, endBy: LATE },
        },
        max: 3,
        light: false,
      };
    case 'arrival':
      return {
        windows: {
          afternoon: { earliest: 870, latestStart: 990, endBy: 1080 },
          evening: { earliest: 1110, latestStart: 1260, endBy: LATE },
        },
        max: 2,
        light: true,
      };
    case 'transfer': {
      const long = day.transferHours! >= longHours;
      const arrives = (long ? 480 : 570) + day.transferHours! * 60;
      const earliest = roundUp(Math.max(840, arrives + 60));
      const windows: Partial<Record<Slot, Window>> = {
        evening: { earliest: 1110, latestStart: 1260, endBy: LATE },
      };
      if (earliest <= 990) windows.afternoon = { earliest, latestStart: 990, endBy: 1080 };
      return { windows, max: long ? 1 : 2, light: true };
    }
    case 'departure':
      return {
        windows: {
          morning: { earliest: 540, latestStart: 600, endBy: departsAt(day.region) - 30 },
        },
        max: 1,
        light: true,
      };
    case 'arrival-departure':
      return {
        windows: {
          morning: { earliest: 630, latestStart: 690, endBy: 750 },
          afternoon: { earliest: 810, latestStart: 870, endBy: 990 },
        },
        max: 2,
        light: true,
      };
    default:
      return { windows: {}, max: 0, light: true };
  }
}

const freeOn = (taken: DayRange[], days: number[]) =>
  days.every((day) => taken.every((range) => day < range.from || day >= range.to));

interface Candidate {
  key: string;
  relevance: number;
  isTour: boolean;
  cents: number;
  name: string;
  coverKeys: string[];
  tour?: TourItem;
  place?: PlaceItem;
}

/**
 * A place already seen (or toured) is not planned again; a tour is skipped only when every
 * place it visits has been seen already.
 */
const isCovered = (candidate: Candidate, covered: Set<string>) =>
  candidate.coverKeys.length > 0 &&
  (candidate.isTour
    ? candidate.coverKeys.every((key) => covered.has(key))
    : candidate.coverKeys.some((key) => covered.has(key)));

const byPriority = (a: Candidate, b: Candidate) =>
  b.relevance - a.relevance ||
  Number(b.isTour) - Number(a.isTour) ||
  a.cents - b.cents ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function buildDraft(
  context: PlanContext,
  route: Route,
  skeleton: DaySkeleton[],
  variant: Variant,
  upgrades: ReadonlyMap<RegionId, number> = new Map(),
): Draft {
  const { kb } = context;
  const dateOf = (day: DaySkeleton) => (context.start === null ? null : context.start + day.index);
  const longHours = kb.transport.longTransferHours;

  // Where to sleep: one hotel per region, free for every night spent there.
  const nights = new Map<RegionId, number[]>();
  for (const day of skeleton) {
    if (day.sleep !== 'hotel') continue;
    const list = nights.get(day.base) ?? [];
    list.push(dateOf(day) ?? day.index);
    nights.set(day.base, list);
  }
  const lodgings = new Map<RegionId, Lodging>();
  for (const [region, regionNights] of nights) {
    lodgings.set(
      region,
      chooseLodging(context, region, regionNights, variant.hotels, upgrades.get(region)),
    );
  }

  // A car with a driver for the long drives, free on each of them.
  const longDrives = skeleton.filter(
    (day) => day.kind === 'transfer' && day.transferHours! >= longHours,
  );
  let car: SnapshotCar | null = null;
  if (variant.car && longDrives.length > 0) {
    const driveDays = longDrives.map((day) => dateOf(day) ?? day.index);
    const free = context.cars.filter(
      (candidate) =>
        candidate.isAvailable && (context.start === null || freeOn(candidate.taken, driveDays)),
    );
    const preferSuv = variant.hotels === 'best' && free.some((c) => c.type === 'SUV');
    car =
      free
        .filter((candidate) => !preferSuv || candidate.type === 'SUV')
        .sort((a, b) => a.dailyRateCents - b.dailyRateCents || a.id - b.id)[0] ?? null;
  }

  const used = new Set<string>();
  const covered = new Set<string>();
  let toursPlanned = 0;
  const maxTours =
    variant.activities === 'all'
      ? Infinity
      : variant.activities === 'some'
        ? Math.max(1, Math.floor(route.days / 4))
        : 0;
  const pools = new Map<RegionId, { pool: Candidate[]; fillers: Candidate[] }>();
  const poolOf = (region: RegionId) => {
    let entry = pools.get(region);
    if (!entry) {
      entry = buildPool(context, region, variant, maxTours > 0);
      pools.set(region, entry);
    }
    return entry;
  };

  const days: DraftDay[] = skeleton.map((day) => {
    const date = dateOf(day);
    const rows: Row[] = [];
    const shape = shapeOf(day, longHours);
    const free = new Set(Object.keys(shape.windows) as Slot[]);
    let sights = 0;
    let toursToday = 0;
    const dayOfWeek = date === null ? null : weekday(date);

    // Events on this day, where the traveller is.
    if (variant.activities !== 'few' && date !== null && shape.max > 0) {
      for (const event of context.events) {
        if (sights >= shape.max) break;
        if (
          event.day !== date ||
          event.region !== day.region ||
          used.has(`event:${event.event.id}`)
        )
          continue;
        if (event.lastDay > context.start! + route.days - 1) continue;
        const slots = eventSlots(event, shape.windows, free);
        if (!slots) continue;
        slots.forEach((slot) => free.delete(slot));
        used.add(`event:${event.event.id}`);
        sights += 1;
        rows.push(eventRow(event));
      }
    }

    // Tours and places, best first, slot by slot.
    const { pool, fillers } = poolOf(day.region);
    const fill = (candidates: Candidate[], limit: number) => {
      for (const slot of SLOTS) {
        if (sights >= limit) break;
        const window = shape.windows[slot];
        if (!window || !free.has(slot)) continue;
        for (const candidate of candidates) {
          if (used.has(candidate.key) || isCovered(candidate, covered)) continue;
          let fit: { start: number; slots: Slot[] } | null;
          if (candidate.tour) {
            if (shape.light || toursToday >= 1 || toursPlanned >= maxTours) continue;
            fit = fitTour(candidate.tour, slot, shape.windows, free);
          } else {
            const place = candidate.place!.place;
            if (shape.light && place.visitHours * 60 > LIGHT_MINUTES) continue;
            fit = fitPlace(place, slot, shape.windows, free, dayOfWeek);
          }
          if (!fit) continue;
          fit.slots.forEach((taken) => free.delete(taken));
          used.add(candidate.key);
          candidate.coverKeys.forEach((key) => covered.add(key));
          sights += 1;
          if (candidate.tour) {
            toursToday += 1;
            toursPlanned += 1;
            rows.push(tourRow(candidate.tour, fit.start));
          } else {
            rows.push(placeRow(candidate.place!, fit.start));
          }
          break;
        }
      }
    };
    if (shape.max > 0) {
      fill(pool, shape.max);
      // A day to explore with nothing for these interests still gets one thing to see.
      if (day.kind === 'explore' && sights === 0) fill(fillers, 1);
    }

    if (day.kind === 'rest' || (day.kind === 'explore' && sights === 0)) {
      rows.push({
        minute: 600,
        activity: day.kind === 'rest' ? 'Free day' : 'Free time',
        location: capitalise(kb.regions[day.region].name),
        notes:
          day.kind === 'rest'
            ? 'Nothing planned: sleep in, enjoy the hotel, or go back to a favourite spot.'
            : 'Nothing new to add here for your interests: wander, shop, or go back to a favourite spot.',
        cents: 0,
        href: null,
        sight: false,
        ref: null,
      });
    }
    if (day.kind === 'excursion') rows.push(...excursionRows(context, day, variant));
    rows.push(...transportRows(context, day, variant, car));
    rows.push(mealsRow(context, day, variant));
    const lodgingRow = nightRow(day, lodgings);
    if (lodgingRow) rows.push(lodgingRow);
    rows.sort((a, b) => a.minute - b.minute);
    return { skeleton: day, date, rows, cents: rows.reduce((sum, row) => sum + row.cents, 0) };
  });

  return {
    route,
    variant,
    days,
    totalCents: days.reduce((sum, day) => sum + day.cents, 0),
    lodgings: [...lodgings.values()],
    car,
    noCarFree: variant.car && longDrives.length > 0 && car === null,
  };
}

/** The catalogue's hotels of a region with their cheapest room free for all these nights. */
export function hotelOptions(
  context: PlanContext,
  region: RegionId,
  nights: number[],
): { hotel: SnapshotHotel; room: SnapshotRoom }[] {
  return (context.hotels.get(region) ?? [])
    .map((hotel) => ({
      hotel,
      room: hotel.rooms.find(
        (room) => room.isAvailable && (context.start === null || freeOn(room.taken, nights)),
      ),
    }))
    .filter((option): option is { hotel: SnapshotHotel; room: SnapshotRoom } => !!option.room);
}

function chooseLodging(
  context: PlanContext,
  region: RegionId,
  nights: number[],
  choice: HotelChoice,
  upgrade: number | undefined,
): Lodging {
  const hotels = context.hotels.get(region) ?? [];
  const options = hotelOptions(context, region, nights);
  const upgraded = options.find((option) => option.hotel.id === upgrade);
  if (upgraded) {
    return {
      kind: 'hotel',
      region,
      ...upgraded,
      choice: 'fits',
      nights: nights.length,
      options: options.length,
      nightDays: nights,
    };
  }
  if (options.length === 0) {
    const guesthouse = context.kb.regions[region].guesthouse!;
    return {
      kind: 'guesthouse',
      region,
      name: guesthouse.name,
      area: guesthouse.area,
      cents: cents(guesthouse.costPerNight),
      nights: nights.length,
      reason: hotels.length > 0 ? 'full' : 'none',
    };
  }
  const price = (o: { room: SnapshotRoom }) => o.room.priceCents;
  const stars = (o: { hotel: SnapshotHotel }) => o.hotel.starRating;
  const sorted = [...options].sort((a, b) => {
    if (choice === 'best')
      return stars(b) - stars(a) || price(a) - price(b) || a.hotel.id - b.hotel.id;
    if (choice === 'value') {
      const aGood = stars(a) >= 3 ? 0 : 1;
      const bGood = stars(b) >= 3 ? 0 : 1;
      return aGood - bGood || price(a) - price(b) || stars(b) - stars(a) || a.hotel.id - b.hotel.id;
    }
    return price(a) - price(b) || stars(b) - stars(a) || a.hotel.id - b.hotel.id;
  });
  const { hotel, room } = sorted[0];
  return {
    kind: 'hotel',
    region,
    hotel,
    room,
    choice,
    nights: nights.length,
    options: options.length,
    nightDays: nights,
  };
}

function buildPool(
  context: PlanContext,
  region: RegionId,
  variant: Variant,
  toursAllowed: boolean,
): { pool: Candidate[]; fillers: Candidate[] } {
  const cap = PLACE_COST_CAP[variant.activities];
  const pool: Candidate[] = [];
  const fillers: Candidate[] = [];
  if (toursAllowed) {
    for (const tour of context.dayTours.get(region) ?? []) {
      pool.push({
        key: `tour:${tour.tour.id}`,
        relevance: tour.interests.length,
        isTour: true,
        cents: tour.tour.priceCents,
        name: tour.tour.title,
        coverKeys: tour.coverKeys,
        tour,
      });
    }
  }
  for (const item of context.places.get(region) ?? []) {
    const placeCents = cents(item.place.cost);
    if (placeCents > cap) continue;
    const candidate: Candidate = {
      key: `place:${item.place.id}`,
      relevance: item.interests.length,
      isTour: false,
      cents: placeCents,
      name: item.place.name,
      coverKeys: item.place.coverKeys ?? [],
      place: item,
    };
    (candidate.relevance > 0 ? pool : fillers).push(candidate);
  }
  pool.sort(byPriority);
  fillers.sort((a, b) => a.cents - b.cents || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { pool, fillers };
}

function fitPlace(
  place: PlaceItem['place'],
  slot: Slot,
  windows: Partial<Record<Slot, Window>>,
  free: Set<Slot>,
  dayOfWeek: number | null,
): { start: number; slots: Slot[] } | null {
  if (dayOfWeek !== null && place.hours.closedOn?.includes(dayOfWeek)) return null;
  const open = minutesOf(place.hours.open);
  const close = minutesOf(place.hours.close);
  const length = place.visitHours * 60;
  if (length > FULL_DAY_MINUTES) {
    const afternoon = windows.afternoon;
    if (slot !== 'morning' || !afternoon || !free.has('afternoon')) return null;
    const start = roundUp(Math.max(510, open));
    if (start > windows.morning!.latestStart || start + length > Math.min(close, afternoon.endBy)) {
      return null;
    }
    return { start, slots: ['morning', 'afternoon'] };
  }
  // The evening is for places that stay open into the night (food, music, a beach at sunset).
  if (slot === 'evening' && close < EVENING_CLOSE) return null;
  const window = windows[slot]!;
  const start = roundUp(Math.max(window.earliest, open));
  if (start > window.latestStart || start + length > close || start + length > window.endBy)
    return null;
  return { start, slots: [slot] };
}

function fitTour(
  tour: TourItem,
  slot: Slot,
  windows: Partial<Record<Slot, Window>>,
  free: Set<Slot>,
): { start: number; slots: Slot[] } | null {
  const length = tour.hours * 60;
  if (length > FULL_DAY_MINUTES) {
    if (slot !== 'morning' || !windows.afternoon || !free.has('afternoon')) return null;
    return 510 + length <= windows.afternoon.endBy
      ? { start: 510, slots: ['morning', 'afternoon'] }
      : null;
  }
  if (slot === 'evening') return null;
  const window = windows[slot]!;
  const start = window.earliest;
  return start + length <= window.endBy ? { start, slots: [slot] } : null;
}

const slotAt = (minute: number): Slot =>
  minute < 750 ? 'morning' : minute < 1080 ? 'afternoon' : 'evening';

function eventSlots(
  event: EventItem,
  windows: Partial<Record<Slot, Window>>,
  free: Set<Slot>,
): Slot[] | null {
  const first = SLOTS.indexOf(slotAt(event.startMinute));
  const last = SLOTS.indexOf(slotAt(Math.min(event.endMinute - 1, 1439)));
  const slots = SLOTS.slice(first, last + 1);
  if (slots.some((slot) => !windows[slot] || !free.has(slot))) return null;
  if (event.startMinute < windows[slots[0]]!.earliest - 60) return null;
  if (event.endMinute > windows[slots[slots.length - 1]]!.endBy) return null;
  return slots;
}

function eventRow(event: EventItem): Row {
  const starts = clock(event.startMinute);
  return {
    minute: event.startMinute,
    activity: event.event.title,
    location: event.event.location,
    notes: `${event.ticket.name} ticket, ${money(event.ticket.priceCents)}; starts at ${starts}.`,
    cents: event.ticket.priceCents,
    href: eventHref(event.event.id),
    sight: true,
    ref: { type: 'event', item: event },
  };
}

function tourRow(tour: TourItem, start: number): Row {
  return {
    minute: start,
    activity: tour.tour.title,
    location: tour.tour.location,
    notes: `${tour.tour.duration}, ${tour.tour.difficulty}; shared tour, ${money(tour.tour.priceCents)} per person.`,
    cents: tour.tour.priceCents,
    href: tourHref(tour.tour.id),
    sight: true,
    ref: { type: 'tour', item: tour },
  };
}

function placeRow(item: PlaceItem, start: number): Row {
  const { place } = item;
  return {
    minute: start,
    activity: place.name,
    location: place.area,
    notes: `${place.tip} ${place.cost > 0 ? `About ${money(cents(place.cost))}.` : 'Free.'}`,
    cents: cents(place.cost),
    href: null,
    sight: true,
    ref: { type: 'place', item },
  };
}

function excursionRows(context: PlanContext, day: DaySkeleton, variant: Variant): Row[] {
  const { region, day: n, of } = day.excursion!;
  const tour = variant.activities === 'all' ? context.excursionTours.get(region) : undefined;
  const rows: Row[] = [];
  if (tour) {
    const stage = tour.tour.itinerary.find((item) => item.day === n);
    rows.push({
      minute: 480,
      activity: n === 1 ? tour.tour.title : `${tour.tour.title} (day ${n} of ${of})`,
      location: tour.tour.location,
      notes: [
        stage ? `${stage.title}.` : null,
        n === 1
          ? `Shared tour, ${money(tour.tour.priceCents)} per person for all ${of} days.`
          : 'Included in the tour price.',
      ]
        .filter(Boolean)
        .join(' '),
      cents: n === 1 ? tour.tour.priceCents : 0,
      href: tourHref(tour.tour.id),
      sight: true,
      ref: { type: 'tour', item: tour },
    });
    if (n < of) {
      rows.push({
        minute: 1350,
        activity: `Overnight: ${stage?.accommodation ?? `with the ${tour.tour.title} group`}`,
        location: tour.tour.location,
        notes: 'Included in the tour price.',
        cents: 0,
        href: tourHref(tour.tour.id),
        sight: false,
        ref: null,
      });
    }
    return rows;
  }
  const excursion = context.excursions.get(region)!;
  const gateway = context.kb.regions[region].gateway!;
  const dayCents = cents(excursion.costPerDay) + (n === 1 ? cents(excursion.accessCost) : 0);
  rows.push({
    minute: 480,
    activity: n === 1 ? excursion.name : `${excursion.name} (day ${n} of ${of})`,
    location: excursion.area,
    notes:
      n === 1
        ? `${excursion.tip} Getting there and back from ${context.kb.regions[gateway].name}: about ${money(cents(excursion.accessCost))}; guides, fees and camp about ${money(cents(excursion.costPerDay))} a day.`
        : `Guides, fees and camp about ${money(cents(excursion.costPerDay))} a day.`,
    cents: dayCents,
    href: null,
    sight: true,
    ref: { type: 'excursion', excursion, gateway },
  });
  if (n < of) {
    rows.push({
      minute: 1350,
      activity: `Overnight: ${excursion.lodging}`,
      location: excursion.area,
      notes: 'In the day’s cost.',
      cents: 0,
      href: null,
      sight: false,
      ref: null,
    });
  }
  return rows;
}

function transportRows(
  context: PlanContext,
  day: DaySkeleton,
  variant: Variant,
  car: SnapshotCar | null,
): Row[] {
  const { kb } = context;
  const { transport } = kb;
  const rows: Row[] = [];
  const crossing = (minute: number, inbound: boolean): Row => {
    const option = transport[variant.crossing];
    return {
      minute,
      activity: option.name,
      location: transport.airport.name,
      notes: `${inbound ? 'Arrival' : 'Departure'}. ${option.note}`,
      cents: cents(option.cost),
      href: null,
      sight: false,
      ref: { type: 'crossing', option: variant.crossing },
    };
  };
  const road = (minute: number, from: RegionId, to: RegionId): Row => {
    const hours = context.hours(from, to);
    const leg = `${kb.regions[from].name} to ${kb.regions[to].name}`;
    const where = `${capitalise(kb.regions[from].name)} to ${kb.regions[to].name}`;
    if (hours >= transport.longTransferHours && variant.car && car) {
      const dayCents = car.dailyRateCents + context.driverPerDayCents;
      return {
        minute,
        activity: `${car.make} ${car.model} with driver: ${leg}`,
        location: where,
        notes: `About ${hours} h on the road. ${money(car.dailyRateCents)} a day for the car plus ${money(context.driverPerDayCents)} a day for the driver.`,
        cents: dayCents,
        href: carHref(car.id),
        sight: false,
        ref: { type: 'car', car, leg },
      };
    }
    if (variant.car) {
      return {
        minute,
        activity: `${transport.privateTaxiName}: ${leg}`,
        location: where,
        notes: `About ${hours} h on the road, ${money(cents(transport.privateTaxiPerHour))} an hour.`,
        cents: cents(transport.privateTaxiPerHour * hours),
        href: null,
        sight: false,
        ref: { type: 'taxi', leg },
      };
    }
    return {
      minute,
      activity: `${transport.sharedName}: ${leg}`,
      location: where,
      notes: `About ${hours} h on the road; pay the fare in leones.`,
      cents: cents(Math.max(transport.sharedMinimum, transport.sharedPerHour * hours)),
      href: null,
      sight: false,
      ref: { type: 'shared', leg },
    };
  };
  switch (day.kind) {
    case 'arrival':
    case 'arrival-departure': {
      const start = day.kind === 'arrival' ? 600 : 540;
      rows.push(crossing(start, true));
      if (day.region !== 'freetown') rows.push(road(start + 90, 'freetown', day.region));
      if (day.kind === 'arrival-departure') {
        if (day.region !== 'freetown') rows.push(road(960, day.region, 'freetown'));
        rows.push(crossing(1020, false));
      }
      break;
    }
    case 'transfer': {
      const long = day.transferHours! >= transport.longTransferHours;
      rows.push(road(long ? 480 : 570, day.from!, day.region));
      break;
    }
    case 'departure':
      if (day.region !== 'freetown') rows.push(road(720, day.region, 'freetown'));
      rows.push(crossing(day.region === 'freetown' ? 780 : 810, false));
      break;
  }
  return rows;
}

function mealsRow(context: PlanContext, day: DaySkeleton, variant: Variant): Row {
  const { kb } = context;
  const allowance = kb.allowances[variant.allowance];
  const tour =
    day.kind === 'excursion' && variant.activities === 'all'
      ? context.excursionTours.get(day.excursion!.region)
      : undefined;
  const mealsIncluded = !!tour && tour.tour.meals.length >= 2;
  const longDrive = day.kind === 'transfer' && day.transferHours! >= kb.transport.longTransferHours;
  const local = day.kind === 'excursion' || longDrive ? 0 : allowance.localTransport;
  const meals = mealsIncluded ? kb.snackAllowance : allowance.meals;
  const parts = [
    mealsIncluded
      ? `The tour serves the main meals; about ${money(cents(meals))} for water and snacks`
      : `About ${money(cents(meals))} for ${allowance.mealsNote}`,
  ];
  if (local > 0) parts.push(`${money(cents(local))} for ${allowance.localTransportNote}`);
  return {
    minute: 750,
    activity: local > 0 ? 'Meals and local transport' : 'Meals',
    location: capitalise(kb.regions[day.region].name),
    notes: `${parts.join(' and ')}.`,
    cents: cents(meals + local),
    href: null,
    sight: false,
    ref: null,
  };
}

function nightRow(day: DaySkeleton, lodgings: Map<RegionId, Lodging>): Row | null {
  if (day.sleep !== 'hotel') return null;
  const lodging = lodgings.get(day.base)!;
  if (lodging.kind === 'hotel') {
    return {
      minute: 1350,
      activity: `Overnight at ${lodging.hotel.name}`,
      location: lodging.hotel.address,
      notes: `${lodging.room.roomType}, ${money(lodging.room.priceCents)} a night.`,
      cents: lodging.room.priceCents,
      href: hotelHref(lodging.hotel.id),
      sight: false,
      ref: null,
    };
  }
  return {
    minute: 1350,
    activity: `Overnight: ${lodging.name}`,
    location: lodging.area,
    notes:
      lodging.reason === 'full'
        ? `Our hotels here are full on your dates; about ${money(lodging.cents)} a night.`
        : `About ${money(lodging.cents)} a night.`,
    cents: lodging.cents,
    href: null,
    sight: false,
    ref: null,
  };
}
