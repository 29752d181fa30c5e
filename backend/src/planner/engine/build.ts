import { holidayOn, marketsClosedOn } from '../knowledge/holidays.js';
import type { Excursion, LonLat, Place, RegionId } from '../knowledge/types.js';
import {
  carTotalCents,
  groupDiscountPercent,
  nightRate,
  stayNightRates,
  stayRefusal,
  ticketTotalCents,
  type Interest,
} from '@salone/booking-rules';
import { clock, formatDay, minutesOf, monthOf, weekday } from './calendar.js';
import type { EventItem, PlaceItem, PlanContext, TourItem } from './context.js';
import { placeRegionOf } from './matching.js';
import type { DaySkeleton, Route } from './route.js';
import type {
  Alternative,
  DayRange,
  RowCategory,
  SnapshotCar,
  SnapshotHotel,
  SnapshotRoom,
} from './types.js';

/**
 * Turns a route into priced days for one level of comfort. The planner tries the levels from
 * the most comfortable down and keeps the first that fits the budget. Edits (a day
 * regenerated, a swap, locked items) rebuild the same route at the same level with pins.
 */

/** 'fits': the best hotel and room the budget still allows, after a cheaper plan fitted. */
export type HotelChoice = 'best' | 'value' | 'cheapest' | 'fits';
/** all: every tour and event that suits; some: a few tours; few: free or cheap places only. */
export type ActivityLevel = 'all' | 'some' | 'few';
export type AllowanceLevel = 'premium' | 'comfort' | 'budget';

export interface Variant {
  hotels: HotelChoice;
  /** A hired car with a driver for the long drives; otherwise shared taxis and buses. */
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

/** Most a knowledge-base place may cost one person at each activity level, US cents. */
const PLACE_COST_CAP: Record<ActivityLevel, number> = { all: Infinity, some: 3_000, few: 2_500 };
/** Share of a day's food allowance that is lunch (left out when a tour serves it). */
const LUNCH_SHARE = 0.4;
/** Children eat about this share of an adult's food allowance. */
const CHILD_MEALS = 0.6;
/** Months (1-12) when sea trips are replaced: the stormiest of the rainy season. */
export const STORM_MONTHS = [7, 8, 9];
/** Months of the rainy season. */
export const RAINY_MONTHS = [5, 6, 7, 8, 9, 10];

export type Lodging =
  | {
      kind: 'hotel';
      region: RegionId;
      hotel: SnapshotHotel;
      room: SnapshotRoom;
      /** Rooms of that type the party needs. */
      count: number;
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
      /** For the whole party, a night. */
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
  | { type: 'car'; car: SnapshotCar; leg: string | null }
  | { type: 'crossing'; option: 'waterTaxi' | 'ferry' }
  | { type: 'shared'; leg: string }
  | { type: 'taxi'; leg: string };

export type Slot = 'early' | 'morning' | 'afternoon' | 'evening';
const SLOTS: Slot[] = ['early', 'morning', 'afternoon', 'evening'];

export interface Row {
  minute: number;
  /** How long it takes, when it is something to go to (for the calendar export). */
  minutes?: number;
  /** Where a leg or crossing leaves the traveller when it is over. */
  endsAt?: string;
  activity: string;
  location: string;
  notes: string | null;
  cents: number;
  href: string | null;
  category: RowCategory;
  /** Sightseeing (a tour, event, place or excursion day), as opposed to logistics. */
  sight: boolean;
  ref: ItemRef | null;
  /** 'tour:4', 'event:7', 'place:lakka-beach', 'excursion:tiwai'; null for logistics. */
  key: string | null;
  slots: Slot[];
  alternatives: Alternative[];
  coords: LonLat | null;
}

export interface DraftDay {
  skeleton: DaySkeleton;
  /** What the day became: an explore day with nothing left to do becomes a rest day. */
  kind: DaySkeleton['kind'];
  /** Day number, when dates were given. */
  date: number | null;
  rows: Row[];
  cents: number;
  /** A day to explore spent on a day trip to the neighbouring coastal region. */
  tripTo?: RegionId;
}

/** Freetown and the Peninsula are close enough for a day trip from either. */
const DAY_TRIP: Partial<Record<RegionId, RegionId>> = {
  freetown: 'peninsula',
  peninsula: 'freetown',
};

export interface Draft {
  route: Route;
  variant: Variant;
  days: DraftDay[];
  totalCents: number;
  lodgings: Lodging[];
  car: SnapshotCar | null;
  /** Day indexes the car is held, first and last. */
  carSpan: [number, number] | null;
  /** The variant wanted a car for long drives but none was free where the route starts. */
  noCarFree: boolean;
  /** Sea trips the season ruled out (dated plans in July to September). */
  seaSkipped: boolean;
  /** Things to see on a day to explore, at most, by region (below the pace's own number). */
  caps: Caps;
  /** Whether days with nothing new may be day trips (not when their fares break the budget). */
  dayTrips: boolean;
}

/** Per region, the most things planned on a day to explore (spreads a region's sights). */
export type Caps = ReadonlyMap<RegionId, number>;

/** What the traveller changed: per day index, things to keep, and whether to add others. */
export interface DayEdit {
  pins: string[];
  /** Only the pins: the day is not filled further. */
  frozen: boolean;
  /** Things not to pick again (a regenerated day's previous choices), when others fit. */
  avoid: string[];
}
export type PlanEdits = ReadonlyMap<number, DayEdit>;

/** Upgraded lodging per region: a hotel and a room. */
export type Upgrades = ReadonlyMap<RegionId, { hotelId: number; roomId: number }>;

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

const EXPLORE_WINDOWS: Partial<Record<Slot, Window>> = {
  morning: { earliest: 540, latestStart: 660, endBy: 780 },
  afternoon: { earliest: 840, latestStart: 990, endBy: 1080 },
  evening: { earliest: 1110, latestStart: 1260, endBy: LATE },
};

function shapeOf(day: DaySkeleton, context: PlanContext): DayShape {
  const longHours = context.kb.transport.longTransferHours;
  const { perFullDay } = context.pace;
  const relaxed = perFullDay <= 2;
  switch (day.kind) {
    case 'explore':
      return {
        windows: {
          ...(perFullDay >= 4 ? { early: { earliest: 420, latestStart: 450, endBy: 540 } } : {}),
          ...EXPLORE_WINDOWS,
          ...(relaxed ? { morning: { earliest: 600, latestStart: 660, endBy: 780 } } : {}),
        },
        max: perFullDay,
        light: false,
      };
    case 'rest':
      // Nothing planned; an event on that evening is still worth going to.
      return { windows: { evening: EXPLORE_WINDOWS.evening }, max: 0, light: true };
    case 'arrival':
      return {
        windows: {
          afternoon: { earliest: 870, latestStart: 990, endBy: 1080 },
          evening: { earliest: 1110, latestStart: 1260, endBy: LATE },
        },
        max: relaxed ? 1 : 2,
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
      return { windows, max: long || relaxed ? 1 : 2, light: true };
    }
    case 'departure':
      return {
        windows: {
          morning: { earliest: 540, latestStart: 600, endBy: departsAt(day.region) - 30 },
        },
        max: 1,
        light: true,
      };
    case 'arrival-departure': {
      // Out of Freetown: only the time between the road there and the road back at 16:00.
      if (day.region !== 'freetown') {
        const { ferry, waterTaxi } = context.kb.transport;
        const landed = 540 + Math.ceil((Math.max(ferry.hours, waterTaxi.hours) * 60) / 30) * 30;
        const earliest = roundUp(
          Math.max(630, landed) + context.hours('freetown', day.region) * 60 + 30,
        );
        return {
          windows: earliest <= 870 ? { afternoon: { earliest, latestStart: 900, endBy: 960 } } : {},
          max: 1,
          light: true,
        };
      }
      return {
        windows: {
          morning: { earliest: 630, latestStart: 690, endBy: 750 },
          afternoon: { earliest: 810, latestStart: 870, endBy: 990 },
        },
        max: 2,
        light: true,
      };
    }
    default:
      return { windows: {}, max: 0, light: true };
  }
}

const freeOn = (taken: DayRange[], days: number[]) =>
  days.every((day) => taken.every((range) => day < range.from || day >= range.to));

interface Candidate {
  key: string;
  interests: Interest[];
  isTour: boolean;
  cents: number;
  name: string;
  coverKeys: string[];
  sea: boolean;
  tour?: TourItem;
  place?: PlaceItem;
}

/** A place already seen (or toured) is not planned again, nor a tour through a place seen. */
const isCovered = (candidate: Candidate, covered: ReadonlySet<string>) =>
  candidate.coverKeys.some((key) => covered.has(key));

/** Places whose day matters: closed on some weekdays or on public holidays. */
export function closedReason(place: Place, date: number | null): string | null {
  if (date === null) return null;
  if (place.hours.closedOn?.includes(weekday(date))) return 'closed that weekday';
  if (place.hours.closedOnHolidays && holidayOn(date)) return `closed for ${holidayOn(date)}`;
  return null;
}

const stormy = (date: number | null) => date !== null && STORM_MONTHS.includes(monthOf(date));

/** A place's practical line, in the wording that is true in the month of the visit. */
export function placeTip(place: Place, date: number | null): string {
  if (!place.seasonal || date === null) return place.tip;
  return RAINY_MONTHS.includes(monthOf(date)) ? place.seasonal.rainy : place.seasonal.dry;
}

export function buildDraft(
  context: PlanContext,
  route: Route,
  skeleton: DaySkeleton[],
  variant: Variant,
  upgrades: Upgrades = new Map(),
  edits: PlanEdits = new Map(),
  caps: Caps = new Map(),
  dayTrips = true,
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

  // A car with a driver, held every day from the first long drive to the last, picked up
  // where the first of them starts.
  const longDrives = skeleton.filter(
    (day) => day.kind === 'transfer' && day.transferHours! >= longHours,
  );
  let car: SnapshotCar | null = null;
  let carSpan: [number, number] | null = null;
  if (variant.car && longDrives.length > 0) {
    const span: [number, number] = [longDrives[0].index, longDrives[longDrives.length - 1].index];
    const heldDays = skeleton.slice(span[0], span[1] + 1).map((day) => dateOf(day) ?? day.index);
    // Collected where the traveller slept before the first long drive: never at the airport
    // (the traveller left it on day 1), nor in Freetown for a traveller on the Peninsula.
    const startsIn = longDrives[0].from!;
    const free = context.cars.filter((candidate) => {
      const region = AIRPORT.test(candidate.location)
        ? undefined
        : placeRegionOf(kb, candidate.location);
      return (
        candidate.isAvailable &&
        region === startsIn &&
        (context.start === null || freeOn(candidate.taken, heldDays))
      );
    });
    const preferSuv = variant.hotels === 'best' && free.some((c) => c.type === 'SUV');
    car =
      free
        .filter((candidate) => !preferSuv || candidate.type === 'SUV')
        .sort((a, b) => a.dailyRateCents - b.dailyRateCents || a.id - b.id)[0] ?? null;
    if (car) carSpan = span;
  }

  const used = new Set<string>();
  const covered = new Set<string>();
  /** Places offered on rest days, and how often. */
  const suggested = new Map<string, number>();
  /** Neighbouring regions already visited on a day trip. */
  const tripped = new Set<RegionId>();
  const interestCount = new Map<Interest, number>();
  let toursPlanned = 0;
  let seaSkipped = false;
  const maxTours = !context.toursAllowed
    ? 0
    : variant.activities === 'all'
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
  const partyCents = (perPerson: number) => perPerson * context.people;

  // Everything pinned is taken before any day is filled, so no other day picks it.
  const pinnedKeys = new Map<string, number>();
  for (const [index, edit] of edits) {
    for (const key of edit.pins) {
      pinnedKeys.set(key, index);
      used.add(key);
      const candidate = findCandidate(context, key, variant);
      candidate?.coverKeys.forEach((cover) => covered.add(cover));
    }
  }

  const days: DraftDay[] = skeleton.map((day) => {
    const date = dateOf(day);
    const rows: Row[] = [];
    const shape = shapeOf(day, context);
    const free = new Set(Object.keys(shape.windows) as Slot[]);
    let sights = 0;
    let toursToday = 0;
    const edit = edits.get(day.index);

    const addRow = (row: Row, interests: Interest[]) => {
      row.slots.forEach((slot) => free.delete(slot));
      rows.push(row);
      sights += 1;
      for (const interest of interests)
        interestCount.set(interest, (interestCount.get(interest) ?? 0) + 1);
    };

    const tryEvent = (event: EventItem, pinned: boolean): boolean => {
      if (date === null || event.region !== day.region) return false;
      const multiDay = isMultiDay(event);
      if (date < event.day || date > (multiDay ? event.lastDay : event.day)) return false;
      if (!pinned && used.has(`event:${event.event.id}`)) return false;
      if (!pinned && variant.activities === 'few' && event.ticket.priceCents > PLACE_COST_CAP.few)
        return false;
      // An event on the islands: the boat leaves Kent an hour before, so nothing early.
      const island = ISLAND.test(`${event.event.location} ${event.event.city}`);
      if (island && free.has('early')) free.delete('early');
      const whole =
        !multiDay && event.lastDay <= context.start! + route.days - 1
          ? eventSlots(event, shape.windows, free)
          : null;
      // An all-day or several-day festival may be seen in part: the hours the day leaves.
      const part =
        whole || !(multiDay || isAllDay(event))
          ? null
          : eventPart(event, date, shape.windows, free);
      if (!whole && !part) return false;
      used.add(`event:${event.event.id}`);
      if (island) rows.push(...islandBoatRows(context, event, whole ? null : part!));
      addRow(
        whole
          ? eventRow(context, event, whole)
          : eventRow(context, event, part!.slots, part!, date),
        event.interests,
      );
      return true;
    };

    const tryCandidate = (candidate: Candidate, pinned: boolean): boolean => {
      if (!pinned && (used.has(candidate.key) || isCovered(candidate, covered))) return false;
      if (candidate.sea && stormy(date)) {
        seaSkipped = true;
        return false;
      }
      for (const slot of SLOTS) {
        if (!free.has(slot) || !shape.windows[slot]) continue;
        let fit: { start: number; slots: Slot[] } | null;
        if (candidate.tour) {
          if (shape.light || toursToday >= context.pace.toursPerDay) return false;
          // No tour out to a region the trip moves to later: it is seen from there.
          const goesTo = candidate.tour.region;
          if (
            goesTo !== day.base &&
            skeleton.some((other) => other.index > day.index && other.base === goesTo)
          )
            return false;
          // Markets close on Sundays and public holidays: no tour through one then.
          const { title, location } = candidate.tour.tour;
          if (
            date !== null &&
            marketsClosedOn(date) &&
            /\bmarkets?\b/i.test(`${title} ${location}`)
          )
            return false;
          fit = fitTour(candidate.tour, shape.windows, free);
        } else {
          const place = candidate.place!.place;
          if (shape.light && place.visitHours * 60 > LIGHT_MINUTES) return false;
          if (closedReason(place, date)) return false;
          fit = fitPlace(place, slot, shape.windows, free);
        }
        if (!fit) continue;
        used.add(candidate.key);
        candidate.coverKeys.forEach((key) => covered.add(key));
        if (candidate.tour) {
          toursToday += 1;
          toursPlanned += 1;
          addRow(tourRow(context, candidate.tour, fit.start, fit.slots, day), candidate.interests);
        } else {
          addRow(
            placeRow(candidate.place!, fit.start, fit.slots, date, context.people),
            candidate.interests,
          );
        }
        return true;
      }
      return false;
    };

    // A kept day trip keeps its hours: out after breakfast, back for dinner.
    const keptTrip = (edit?.pins ?? []).some(
      (key) =>
        day.kind === 'explore' &&
        findCandidate(context, key, variant)?.place?.place.region === DAY_TRIP[day.base],
    );
    if (keptTrip) {
      free.delete('early');
      free.delete('evening');
    }

    // What the traveller kept comes first.
    for (const key of edit?.pins ?? []) {
      if (key.startsWith('event:')) {
        const event = context.events.find((e) => `event:${e.event.id}` === key);
        if (event) tryEvent(event, true);
      } else {
        const candidate = findCandidate(context, key, variant);
        if (candidate && (!candidate.tour || maxTours > 0)) tryCandidate(candidate, true);
      }
    }

    if (!edit?.frozen) {
      // Events on this day, where the traveller is, before any place to see (at the leanest
      // level, those with a ticket no dearer than a place it may plan).
      if (date !== null) {
        for (const event of context.events) {
          if (sights >= Math.max(shape.max, 1)) break;
          tryEvent(event, false);
        }
      }

      const { pool, fillers } = poolOf(day.region);
      const avoid = new Set(edit?.avoid ?? []);
      // Places a planned tour of the region will visit are kept for the tour.
      const reserved = new Set<string>();
      if (toursPlanned < maxTours) {
        for (const candidate of pool)
          if (candidate.tour && !used.has(candidate.key))
            candidate.coverKeys.forEach((key) => reserved.add(key));
      }
      const fill = (candidates: Candidate[], limit: number, skip: ReadonlySet<string>) => {
        while (sights < limit) {
          const ranked = candidates
            .filter(
              (candidate) =>
                !skip.has(candidate.key) &&
                !used.has(candidate.key) &&
                !pinnedKeys.has(candidate.key) &&
                (candidate.tour
                  ? toursPlanned < maxTours
                  : !candidate.coverKeys.some((key) => reserved.has(key))),
            )
            .sort((a, b) => score(b, interestCount) - score(a, interestCount) || byName(a, b));
          let placed = false;
          for (const candidate of ranked) {
            if (tryCandidate(candidate, false)) {
              placed = true;
              break;
            }
          }
          if (!placed) break;
        }
      };
      const most =
        day.kind === 'explore' ? Math.min(shape.max, caps.get(day.region) ?? shape.max) : shape.max;
      if (shape.max > 0) {
        fill(pool, most, avoid);
        if (day.kind === 'explore' && sights === 0 && avoid.size > 0) fill(pool, 1, new Set());
        // Nothing new for these interests where the traveller sleeps: a day trip to the
        // neighbouring coastal region for them, out after breakfast and back for dinner, places
        // only (docs/decisions/planner-fewer-soft-defects.md); failing that, one thing to see
        // nearby, or there.
        // One day trip to a neighbour at most, and none to where the trip sleeps later
        // (docs/decisions/planner-sleep-where-the-days-are.md).
        const neighbour = DAY_TRIP[day.base];
        const tripDay =
          dayTrips &&
          day.kind === 'explore' &&
          day.region === day.base &&
          !!neighbour &&
          !tripped.has(neighbour) &&
          !skeleton.some((other) => other.index > day.index && other.base === neighbour);
        const places = (candidates: Candidate[]) => candidates.filter((c) => !c.tour);
        if (tripDay && neighbour && sights === 0) {
          const kept = new Set(free);
          free.delete('early');
          free.delete('evening');
          fill(places(poolOf(neighbour).pool), most, avoid);
          if (sights === 0) for (const slot of kept) free.add(slot);
        }
        if (day.kind === 'explore' && sights === 0) fill(fillers, 1, avoid);
        // A half-day tour in the morning leaves the afternoon: something for it, a place to
        // see or, failing one for the interests, a calm one nearby.
        const half = rows.find(
          (row) => row.ref?.type === 'tour' && row.minute + (row.minutes ?? 240) <= 15 * 60,
        );
        const after = (row: Row) => row.sight && row !== half && row.minute >= 12 * 60;
        if (day.kind === 'explore' && half && !rows.some(after)) {
          const kept = [...free];
          free.delete('early');
          free.delete('morning');
          const places = (candidates: Candidate[]) => candidates.filter((c) => !c.tour);
          fill(places(pool), sights + 1, avoid);
          if (!rows.some(after)) fill(fillers, sights + 1, avoid);
          if (!rows.some(after)) fill(places(pool), sights + 1, new Set());
          for (const slot of kept)
            if (!rows.some((row) => row.slots.includes(slot))) free.add(slot);
        }
        if (tripDay && neighbour && sights === 0) {
          free.delete('early');
          free.delete('evening');
          fill(places(poolOf(neighbour).fillers), 1, avoid);
        }
      }
    }

    // An explore day with nothing new to see is a deliberate rest day, not filler.
    const kind = day.kind === 'explore' && sights === 0 ? 'rest' : day.kind;
    // Places of the neighbouring region (planned now, or kept from a saved day trip).
    const tripTo =
      kind === 'explore'
        ? rows.find(
            (row) =>
              row.ref?.type === 'place' &&
              row.ref.item.place.region !== day.base &&
              row.ref.item.place.region === DAY_TRIP[day.base],
          )?.ref
        : undefined;
    const trip = tripTo?.type === 'place' ? tripTo.item.place.region : undefined;
    if (trip) tripped.add(trip);
    if (kind === 'rest') rows.push(restRow(context, day, lodgings, used, date, suggested));
    if (day.kind === 'excursion') rows.push(...excursionRows(context, day, variant));
    const carToday = car && carSpan && day.index >= carSpan[0] && day.index <= carSpan[1];
    rows.push(...transportRows(context, day, variant, carToday ? car : null, carSpan, trip));
    // The car's day line once any tour under way is over.
    for (const row of rows)
      if (row.ref?.type === 'car' && row.ref.leg === null) row.minute = freeFrom(rows, row.minute);
    rows.push(...mealRows(context, day, variant, rows, !!carToday, partyCents, trip));
    const lodgingRow = nightRow(context, day, lodgings);
    if (lodgingRow) rows.push(lodgingRow);
    // At the same minute, the day's allowance before the outing it pays for.
    const allowance = allowanceOf(rows);
    rows.sort((a, b) => a.minute - b.minute || Number(b === allowance) - Number(a === allowance));
    return { skeleton: day, kind, date, rows, cents: 0, ...(trip ? { tripTo: trip } : {}) };
  });

  // What else fits each swappable line, now that every day is planned.
  for (const day of days) {
    const shape = shapeOf(day.skeleton, context);
    for (const row of day.rows) {
      if (!row.key || !(row.ref?.type === 'place' || row.ref?.type === 'tour')) continue;
      if (row.ref.type === 'tour' && row.ref.item.days > 1) continue;
      row.alternatives = alternativesFor(context, day, row, shape, poolOf(day.skeleton.region), {
        used,
        covered,
        toursOk: toursPlanned - 1 < maxTours,
      });
    }
    day.cents = day.rows.reduce((sum, row) => sum + row.cents, 0);
  }

  return {
    route,
    variant,
    days,
    totalCents: days.reduce((sum, day) => sum + day.cents, 0),
    lodgings: [...lodgings.values()],
    car,
    carSpan,
    noCarFree: variant.car && longDrives.length > 0 && car === null,
    seaSkipped,
    caps,
    dayTrips,
  };
}

/**
 * Days to explore that found nothing new became rest days; two of them in a row: their count,
 * and the regions of those days.
 */
function restRuns(draft: Draft): { pairs: number; regions: Set<RegionId> } {
  const regions = new Set<RegionId>();
  let pairs = 0;
  draft.days.forEach((day, index) => {
    const before = draft.days[index - 1];
    if (day.kind !== 'rest' || before?.kind !== 'rest') return;
    pairs += 1;
    for (const one of [before, day])
      if (one.skeleton.kind === 'explore') regions.add(one.skeleton.region);
  });
  return { pairs, regions };
}

/**
 * `buildDraft`, with a region's sights spread over its days when planning them as full as the
 * pace allows would leave rest days side by side at the end (long trips in a region with
 * little for the interests): the days there take one thing fewer, then another, down to one,
 * and the plan with the fewest rest days in a row wins
 * (docs/decisions/planner-fewer-soft-defects.md).
 */
export function buildSpreadDraft(
  context: PlanContext,
  route: Route,
  skeleton: DaySkeleton[],
  variant: Variant,
  upgrades: Upgrades = new Map(),
  edits: PlanEdits = new Map(),
  dayTrips = true,
): Draft {
  let best = buildDraft(context, route, skeleton, variant, upgrades, edits, new Map(), dayTrips);
  const first = restRuns(best);
  let fewest = first.pairs;
  const regions = first.regions;
  let caps = new Map<RegionId, number>();
  while (fewest > 0) {
    const next = new Map(caps);
    for (const region of regions) {
      const most = next.get(region) ?? context.pace.perFullDay;
      if (most > 1) next.set(region, most - 1);
    }
    if ([...next].every(([region, most]) => caps.get(region) === most)) break;
    caps = next;
    const draft = buildDraft(context, route, skeleton, variant, upgrades, edits, caps, dayTrips);
    const found = restRuns(draft);
    found.regions.forEach((region) => regions.add(region));
    if (found.pairs < fewest) {
      best = draft;
      fewest = found.pairs;
    }
  }
  return best;
}

/** A car kept at the airport: collected only by a traveller who is there. */
const AIRPORT = /\b(airport|lungi)\b/i;

/** Interests least covered so far count most, so every chosen interest gets its share. */
function score(candidate: Candidate, counts: ReadonlyMap<Interest, number>): number {
  const spread = candidate.interests.reduce(
    (sum, interest) => sum + 1 / (1 + (counts.get(interest) ?? 0)),
    0,
  );
  return spread + (candidate.isTour ? 0.25 : 0) - candidate.cents / 1_000_000;
}

const byName = (a: Candidate, b: Candidate) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/** A tour or place by its key, as a candidate (null when it no longer exists or suits). */
function findCandidate(context: PlanContext, key: string, variant: Variant): Candidate | null {
  if (key.startsWith('tour:')) {
    for (const tours of context.dayTours.values()) {
      const tour = tours.find((item) => `tour:${item.tour.id}` === key);
      if (tour) return tourCandidate(context, tour);
    }
    return null;
  }
  if (key.startsWith('place:')) {
    for (const items of context.places.values()) {
      const item = items.find((entry) => `place:${entry.place.id}` === key);
      if (item && cents(item.place.cost) <= PLACE_COST_CAP[variant.activities])
        return placeCandidate(item);
    }
  }
  return null;
}

const tourCandidate = (context: PlanContext, tour: TourItem): Candidate => ({
  key: `tour:${tour.tour.id}`,
  interests: tour.interests,
  isTour: true,
  cents: context.tourCents(tour.tour),
  name: tour.tour.title,
  coverKeys: tour.coverKeys,
  sea: tour.sea,
  tour,
});

const placeCandidate = (item: PlaceItem): Candidate => ({
  key: `place:${item.place.id}`,
  interests: item.interests,
  isTour: false,
  cents: cents(item.place.cost),
  name: item.place.name,
  coverKeys: item.place.coverKeys ?? [],
  sea: !!item.place.sea,
  place: item,
});

function alternativesFor(
  context: PlanContext,
  day: DraftDay,
  row: Row,
  shape: DayShape,
  { pool, fillers }: { pool: Candidate[]; fillers: Candidate[] },
  state: { used: ReadonlySet<string>; covered: ReadonlySet<string>; toursOk: boolean },
): Alternative[] {
  const own = new Set(
    row.ref?.type === 'tour'
      ? row.ref.item.coverKeys
      : row.ref?.type === 'place'
        ? (row.ref.item.place.coverKeys ?? [])
        : [],
  );
  const covered = new Set([...state.covered].filter((key) => !own.has(key)));
  const toursToday = day.rows.filter((r) => r.ref?.type === 'tour' && r !== row).length;
  const found: Alternative[] = [];
  for (const candidate of [...pool, ...fillers]) {
    if (found.length >= 3) break;
    if (state.used.has(candidate.key) || isCovered(candidate, covered)) continue;
    if (candidate.sea && stormy(day.date)) continue;
    const free = new Set(row.slots);
    let fit: { start: number; slots: Slot[] } | null = null;
    if (candidate.tour) {
      if (shape.light || !state.toursOk || toursToday >= context.pace.toursPerDay) continue;
      fit = fitTour(candidate.tour, shape.windows, free);
    } else {
      const place = candidate.place!.place;
      if (shape.light && place.visitHours * 60 > LIGHT_MINUTES) continue;
      if (closedReason(place, day.date)) continue;
      for (const slot of row.slots) {
        fit = fitPlace(place, slot, shape.windows, free);
        if (fit) break;
      }
    }
    if (!fit) continue;
    const preview = candidate.tour
      ? tourRow(context, candidate.tour, fit.start, fit.slots, day.skeleton)
      : placeRow(candidate.place!, fit.start, fit.slots, day.date, context.people);
    found.push({
      key: candidate.key,
      activity: preview.activity,
      location: preview.location,
      cost: preview.cents / 100,
      notes: preview.notes,
    });
  }
  return found;
}

/**
 * What a room costs on a night of the plan: by its price calendar on a dated trip (as its
 * booking will charge), its base price otherwise (a night is a day number, or a day index).
 */
export const roomNightCents = (context: PlanContext, room: SnapshotRoom, night: number): number =>
  context.start === null
    ? room.priceCents
    : nightRate({ priceCents: room.priceCents, periods: room.rates }, formatDay(night)).priceCents;

/** What a room costs for all these nights of the plan. */
export const roomStayCents = (context: PlanContext, room: SnapshotRoom, nights: number[]) =>
  nights.reduce((sum, night) => sum + roomNightCents(context, room, night), 0);

/** Runs of consecutive nights, each a stay: [first night, the day after the last]. */
function stays(nights: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const night of [...nights].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[1] === night) last[1] = night + 1;
    else runs.push([night, night + 1]);
  }
  return runs;
}

/** On a dated trip, the room's calendar lets each stay be booked: arrival open, minimum met. */
const calendarAllows = (context: PlanContext, room: SnapshotRoom, nights: number[]) =>
  context.start === null ||
  stays(nights).every(
    ([from, to]) =>
      stayRefusal(
        stayNightRates(
          { priceCents: room.priceCents, periods: room.rates },
          formatDay(from),
          formatDay(to),
        ),
      ) === null,
  );

/** The catalogue's hotels of a region with the rooms free (and bookable) for all these nights. */
export function hotelOptions(
  context: PlanContext,
  region: RegionId,
  nights: number[],
): { hotel: SnapshotHotel; rooms: SnapshotRoom[] }[] {
  return (context.hotels.get(region) ?? [])
    .map((hotel) => ({
      hotel,
      rooms: hotel.rooms.filter(
        (room) =>
          room.isAvailable &&
          (context.start === null || freeOn(room.taken, nights)) &&
          calendarAllows(context, room, nights),
      ),
    }))
    .filter((option) => option.rooms.length > 0);
}

/** Rooms of one type the party needs: everyone sleeps in a bed of the room's capacity. */
export const roomsNeeded = (room: SnapshotRoom, people: number) =>
  Math.ceil(people / Math.max(1, room.capacity));

/**
 * The room a party takes in a hotel: the cheapest for the party, or for comfort the best one
 * that is not much larger than the party needs.
 */
export function roomFor(
  rooms: SnapshotRoom[],
  people: number,
  comfort: boolean,
): { room: SnapshotRoom; count: number } {
  const cost = (room: SnapshotRoom) => room.priceCents * roomsNeeded(room, people);
  const byCost = [...rooms].sort((a, b) => cost(a) - cost(b) || a.id - b.id);
  if (!comfort) return { room: byCost[0], count: roomsNeeded(byCost[0], people) };
  // The nicest room type that sleeps the party (in as many rooms of it as needed) without
  // being much larger: at most two spare beds a room, or a room for three for one traveller.
  const fitting = rooms.filter((room) => {
    const count = roomsNeeded(room, people);
    return room.capacity * count <= Math.max(3, people + 2 * count);
  });
  const best = [...fitting].sort(
    (a, b) => b.priceCents - a.priceCents || cost(a) - cost(b) || a.id - b.id,
  )[0];
  return best
    ? { room: best, count: roomsNeeded(best, people) }
    : { room: byCost[0], count: roomsNeeded(byCost[0], people) };
}

function chooseLodging(
  context: PlanContext,
  region: RegionId,
  nights: number[],
  choice: HotelChoice,
  upgrade: { hotelId: number; roomId: number } | undefined,
): Lodging {
  const hotels = context.hotels.get(region) ?? [];
  const options = hotelOptions(context, region, nights);
  const upgraded = options.find((option) => option.hotel.id === upgrade?.hotelId);
  const upgradedRoom = upgraded?.rooms.find((room) => room.id === upgrade?.roomId);
  if (upgraded && upgradedRoom) {
    return {
      kind: 'hotel',
      region,
      hotel: upgraded.hotel,
      room: upgradedRoom,
      count: roomsNeeded(upgradedRoom, context.people),
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
      cents: cents(guesthouse.costPerNight) * Math.ceil(context.people / 2),
      nights: nights.length,
      reason: hotels.length > 0 ? 'full' : 'none',
    };
  }
  const picks = options.map((option) => ({
    hotel: option.hotel,
    ...roomFor(option.rooms, context.people, choice === 'best'),
  }));
  const price = (o: (typeof picks)[number]) => roomStayCents(context, o.room, nights) * o.count;
  const stars = (o: (typeof picks)[number]) => o.hotel.starRating;
  const sorted = [...picks].sort((a, b) => {
    if (choice === 'best')
      return stars(b) - stars(a) || price(b) - price(a) || a.hotel.id - b.hotel.id;
    if (choice === 'value') {
      const aGood = stars(a) >= 3 ? 0 : 1;
      const bGood = stars(b) >= 3 ? 0 : 1;
      return aGood - bGood || price(a) - price(b) || stars(b) - stars(a) || a.hotel.id - b.hotel.id;
    }
    return price(a) - price(b) || stars(b) - stars(a) || a.hotel.id - b.hotel.id;
  });
  const { hotel, room, count } = sorted[0];
  return {
    kind: 'hotel',
    region,
    hotel,
    room,
    count,
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
    for (const tour of context.dayTours.get(region) ?? []) pool.push(tourCandidate(context, tour));
  }
  for (const item of context.places.get(region) ?? []) {
    if (cents(item.place.cost) > cap) continue;
    const candidate = placeCandidate(item);
    (candidate.interests.length > 0 ? pool : fillers).push(candidate);
  }
  pool.sort(byName);
  fillers.sort((a, b) => a.cents - b.cents || byName(a, b));
  return { pool, fillers };
}

function fitPlace(
  place: Place,
  slot: Slot,
  windows: Partial<Record<Slot, Window>>,
  free: ReadonlySet<Slot>,
): { start: number; slots: Slot[] } | null {
  const open = minutesOf(place.hours.open);
  const close = minutesOf(place.hours.close);
  const length = place.visitHours * 60;
  if (length > FULL_DAY_MINUTES) {
    const afternoon = windows.afternoon;
    if (slot !== 'morning' || !afternoon || !free.has('afternoon') || !windows.morning) return null;
    // After an early outing's window, when the day has one.
    const start = roundUp(Math.max(510, open, windows.early?.endBy ?? 0));
    if (start > windows.morning.latestStart || start + length > Math.min(close, afternoon.endBy)) {
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

const slotAt = (minute: number): Slot =>
  minute < 540 ? 'early' : minute < 750 ? 'morning' : minute < 1080 ? 'afternoon' : 'evening';

/** A tour runs at its catalogue time: it fits when the slots it spans are free. */
function fitTour(
  tour: TourItem,
  windows: Partial<Record<Slot, Window>>,
  free: ReadonlySet<Slot>,
): { start: number; slots: Slot[] } | null {
  const start = tour.startMinute;
  const end = start + tour.hours * 60;
  // A pickup before 9:00 belongs to the morning unless the day has an early slot of its own.
  let first = SLOTS.indexOf(slotAt(start));
  if (SLOTS[first] === 'early' && !windows.early) first = SLOTS.indexOf('morning');
  const last = SLOTS.indexOf(slotAt(Math.max(start, end - 1)));
  const slots = SLOTS.slice(first, Math.max(first, last) + 1);
  if (slots.includes('evening')) return null;
  if (slots.some((slot) => !windows[slot] || !free.has(slot))) return null;
  if (end > windows[slots[slots.length - 1]]!.endBy) return null;
  return { start, slots };
}

function eventSlots(
  event: EventItem,
  windows: Partial<Record<Slot, Window>>,
  free: ReadonlySet<Slot>,
): Slot[] | null {
  let first = SLOTS.indexOf(slotAt(event.startMinute));
  if (SLOTS[first] === 'early') first = SLOTS.indexOf('morning');
  const last = SLOTS.indexOf(slotAt(Math.min(event.endMinute - 1, 1439)));
  const slots = SLOTS.slice(first, Math.max(first, last) + 1);
  if (slots.some((slot) => !windows[slot] || !free.has(slot))) return null;
  if (event.startMinute < windows[slots[0]]!.earliest - 60) return null;
  if (event.endMinute > windows[slots[slots.length - 1]]!.endBy) return null;
  return slots;
}

const peopleText = (context: PlanContext) =>
  context.people === 1 ? '' : ` for ${context.people} people`;

/** Runs over more than one day (not just past midnight): a festival of several days. */
const isMultiDay = (event: EventItem) =>
  event.lastDay > event.day + 1 || (event.lastDay > event.day && event.endMinute > 30 * 60);

/** Lasts longer than a half day: a festival seen in part when the day has no room for all. */
const isAllDay = (event: EventItem) => event.endMinute - event.startMinute > FULL_DAY_MINUTES;

/** Shortest part of a festival worth planning, minutes. */
const LEAST_PART = 90;

/**
 * The part of an all-day or several-day event a day has room for: from the first free slot
 * while it runs, through the free slots after it, for at least an hour and a half.
 */
function eventPart(
  event: EventItem,
  date: number,
  windows: Partial<Record<Slot, Window>>,
  free: ReadonlySet<Slot>,
): { start: number; end: number; slots: Slot[] } | null {
  const opens = event.startMinute;
  const closes = date === event.lastDay ? event.endMinute - (date - event.day) * 1440 : 1440;
  const daily = date === event.day ? event.endMinute : Math.min(closes, event.endMinute);
  for (const [index, slot] of SLOTS.entries()) {
    const window = windows[slot];
    if (!window || !free.has(slot)) continue;
    const start = roundUp(Math.max(opens, window.earliest));
    if (start > window.latestStart || start >= daily) continue;
    const slots: Slot[] = [slot];
    let end = Math.min(daily, window.endBy);
    for (const later of SLOTS.slice(index + 1)) {
      const next = windows[later];
      if (end >= daily || !next || !free.has(later)) break;
      slots.push(later);
      end = Math.min(daily, next.endBy);
    }
    if (end - start >= LEAST_PART) return { start, end, slots };
  }
  return null;
}

function eventRow(
  context: PlanContext,
  event: EventItem,
  slots: Slot[],
  part?: { start: number; end: number },
  date?: number,
): Row {
  const starts = clock(event.startMinute);
  const count = context.people;
  const ticket = `${event.ticket.name} ticket${count === 1 ? '' : `s x ${count}`}, ${money(event.ticket.priceCents)} each`;
  const days = event.lastDay - event.day + 1;
  const which =
    part && isMultiDay(event) && date !== undefined
      ? `One day of it, day ${date - event.day + 1} of ${days}: `
      : 'Part of it: ';
  const notes = part
    ? `${which}from ${clock(part.start)} to ${clock(part.end)} (it runs from ${starts}${isMultiDay(event) ? ` over ${days} days` : ` to ${clock(event.endMinute)}`}). ${ticket}.`
    : `${ticket}; starts at ${starts}.`;
  return {
    minute: part?.start ?? event.startMinute,
    minutes: part ? part.end - part.start : Math.max(30, event.endMinute - event.startMinute),
    activity: event.event.title,
    location: event.event.location,
    notes,
    cents: ticketTotalCents(count, event.ticket.priceCents),
    href: eventHref(event.event.id),
    category: 'activity',
    sight: true,
    ref: { type: 'event', item: event },
    key: `event:${event.event.id}`,
    slots,
    alternatives: [],
    coords: context.kb.regions[event.region].coords,
  };
}

/** Events out on the islands, reached by boat. */
const ISLAND = /\bislands?\b/i;

/** The boat there an hour before an island event, and back after it. */
function islandBoatRows(
  context: PlanContext,
  event: EventItem,
  part: { start: number; end: number } | null,
): Row[] {
  const boat = context.kb.transport.islandBoat;
  const from = part?.start ?? event.startMinute;
  const to = Math.min(part?.end ?? event.endMinute, 21 * 60);
  const row = (minute: number, notes: string, back = false): Row => ({
    minute,
    minutes: Math.round(boat.hours * 60),
    activity: back ? boat.returnName : boat.name,
    location: boat.area,
    notes,
    cents: cents(boat.cost) * context.people,
    href: null,
    category: 'transport',
    sight: false,
    ref: null,
    key: null,
    slots: [],
    alternatives: [],
    coords: context.kb.regions[event.region].coords,
  });
  return [
    row(Math.max(360, from - 60), `To ${event.event.title}. ${boat.note}`),
    row(to, 'Then on by road from Kent to your hotel.', true),
  ];
}

/** The group discount booking takes off a tour for the party, in words ('' when none). */
const groupDiscountText = (context: PlanContext): string => {
  const percent = groupDiscountPercent(context.people);
  return percent > 0 ? `, less the ${percent}% group discount` : '';
};

function tourRow(
  context: PlanContext,
  tour: TourItem,
  start: number,
  slots: Slot[],
  day: DaySkeleton,
): Row {
  const total = context.tourCents(tour.tour);
  const who =
    context.people === 1
      ? `${money(tour.tour.priceCents)} per person`
      : `${money(total)}${peopleText(context)} (${money(tour.tour.priceCents)} a person${groupDiscountText(context)})`;
  return {
    minute: start,
    minutes: tour.hours * 60,
    activity: tour.tour.title,
    location: tour.tour.location,
    notes: `${tour.tour.duration}, ${tour.tour.difficulty}; starts at ${clock(start)}${tour.lunchIncluded ? ', lunch included' : ''}; shared tour, ${who}.`,
    cents: total,
    href: tourHref(tour.tour.id),
    category: 'activity',
    sight: true,
    ref: { type: 'tour', item: tour },
    key: `tour:${tour.tour.id}`,
    slots,
    alternatives: [],
    coords: placeCoords(context, tour.coverKeys) ?? context.kb.regions[day.region].coords,
  };
}

/** Where a tour goes, from a knowledge-base place it covers. */
function placeCoords(context: PlanContext, coverKeys: string[]): LonLat | null {
  const place = context.kb.places.find((p) => p.coverKeys?.some((key) => coverKeys.includes(key)));
  return place?.coords ?? null;
}

function placeRow(
  item: PlaceItem,
  start: number,
  slots: Slot[],
  date: number | null,
  people: number,
): Row {
  const { place } = item;
  return {
    minute: start,
    minutes: place.visitHours * 60,
    activity: place.name,
    location: place.area,
    notes: `${placeTip(place, date)}${place.late && start + place.visitHours * 60 >= 16 * 60 ? ` ${place.late}` : ''} ${place.cost > 0 ? `About ${money(cents(place.cost))} a person${place.kind ? ' as a typical spend' : ''}.` : 'Free.'}${place.kind ? ' From our own notes, not a booking: check the hours before you go.' : ''}`,
    cents: cents(place.cost) * people,
    href: null,
    category: 'activity',
    sight: true,
    ref: { type: 'place', item },
    key: `place:${place.id}`,
    slots,
    alternatives: [],
    coords: place.coords,
  };
}

function restRow(
  context: PlanContext,
  day: DaySkeleton,
  lodgings: Map<RegionId, Lodging>,
  used: ReadonlySet<string>,
  date: number | null,
  suggested: Map<string, number>,
): Row {
  const region = context.kb.regions[day.region];
  const lodging = lodgings.get(day.base);
  const stay = lodging?.kind === 'hotel' ? lodging.hotel.name : 'your guesthouse';
  const nearby = (context.places.get(day.region) ?? [])
    .map((item) => item.place)
    .filter((place) => place.restful && !closedReason(place, date))
    .sort(
      (a, b) =>
        Number(used.has(`place:${a.id}`)) - Number(used.has(`place:${b.id}`)) ||
        (suggested.get(a.id) ?? 0) - (suggested.get(b.id) ?? 0),
    )[0];
  // Offered on at most two rest days: a third gets the hotel's own suggestion.
  const offer = nearby && (suggested.get(nearby.id) ?? 0) < 2 ? nearby : undefined;
  if (offer) suggested.set(offer.id, (suggested.get(offer.id) ?? 0) + 1);
  const suggestion = offer
    ? ` If you feel like going out, ${offer.name} is close by (${offer.area}).`
    : ' The hotel staff can point you to a quiet walk nearby.';
  return {
    minute: 600,
    activity: `Rest day ${region.preposition} ${region.name}`,
    location: capitalise(region.name),
    notes: `Nothing booked, on purpose: sleep in and enjoy ${stay}.${suggestion}`,
    cents: 0,
    href: null,
    category: 'rest',
    sight: false,
    ref: null,
    key: null,
    slots: [],
    alternatives: [],
    coords: offer?.coords ?? region.coords,
  };
}

function excursionRows(context: PlanContext, day: DaySkeleton, variant: Variant): Row[] {
  const { region, day: n, of } = day.excursion!;
  const tour =
    variant.activities === 'all' && context.toursAllowed
      ? context.excursionTours.get(region)
      : undefined;
  const rows: Row[] = [];
  const coords = context.kb.regions[region].coords;
  if (tour) {
    const stage = tour.tour.itinerary.find((item) => item.day === n);
    const total = context.tourCents(tour.tour);
    rows.push({
      minute: n === 1 ? tour.startMinute : 480,
      minutes: 600,
      activity: n === 1 ? tour.tour.title : `${tour.tour.title} (day ${n} of ${of})`,
      location: tour.tour.location,
      notes: [
        stage ? `${stage.title}.` : null,
        n === 1
          ? `Starts at ${clock(tour.startMinute)}. Shared tour, ${money(total)}${peopleText(context)} for all ${of} days.`
          : 'Included in the tour price.',
      ]
        .filter(Boolean)
        .join(' '),
      cents: n === 1 ? total : 0,
      href: tourHref(tour.tour.id),
      category: 'activity',
      sight: true,
      ref: { type: 'tour', item: tour },
      key: `tour:${tour.tour.id}`,
      slots: [],
      alternatives: [],
      coords,
    });
    if (n < of) {
      rows.push({
        minute: 1350,
        activity: `Overnight: ${stage?.accommodation ?? `with the ${tour.tour.title} group`}`,
        location: tour.tour.location,
        notes: 'Included in the tour price.',
        cents: 0,
        href: tourHref(tour.tour.id),
        category: 'lodging',
        sight: false,
        ref: null,
        key: null,
        slots: [],
        alternatives: [],
        coords,
      });
    }
    return rows;
  }
  const excursion = context.excursions.get(region)!;
  const gateway = context.kb.regions[region].gateway!;
  const perPerson = cents(excursion.costPerDay) + (n === 1 ? cents(excursion.accessCost) : 0);
  rows.push({
    minute: 480,
    minutes: 600,
    activity: n === 1 ? excursion.name : `${excursion.name} (day ${n} of ${of})`,
    location: excursion.area,
    notes:
      n === 1
        ? `${excursion.tip} Getting there and back from ${context.kb.regions[gateway].name}: about ${money(cents(excursion.accessCost))} a person; guides, fees and camp about ${money(cents(excursion.costPerDay))} a person a day.`
        : `Guides, fees and camp about ${money(cents(excursion.costPerDay))} a person a day.`,
    cents: perPerson * context.people,
    href: null,
    category: 'activity',
    sight: true,
    ref: { type: 'excursion', excursion, gateway },
    key: `excursion:${region}`,
    slots: [],
    alternatives: [],
    coords: excursion.coords,
  });
  if (n < of) {
    rows.push({
      minute: 1350,
      activity: `Overnight: ${excursion.lodging}`,
      location: excursion.area,
      notes: 'In the day’s cost.',
      cents: 0,
      href: null,
      category: 'lodging',
      sight: false,
      ref: null,
      key: null,
      slots: [],
      alternatives: [],
      coords: excursion.coords,
    });
  }
  return rows;
}

function transportRows(
  context: PlanContext,
  day: DaySkeleton,
  variant: Variant,
  car: SnapshotCar | null,
  carSpan: [number, number] | null,
  tripTo?: RegionId,
): Row[] {
  const { kb } = context;
  const { transport } = kb;
  const rows: Row[] = [];
  const logistics = {
    href: null,
    category: 'transport' as const,
    sight: false,
    key: null,
    slots: [],
    alternatives: [],
  };
  const crossing = (minute: number, inbound: boolean): Row => {
    const option = transport[variant.crossing];
    return {
      ...logistics,
      minute,
      minutes: Math.round(option.hours * 60),
      endsAt: inbound ? capitalise(kb.regions.freetown.name) : transport.airport.name,
      activity: option.name,
      location: transport.airport.name,
      notes: `${inbound ? 'Arrival' : 'Departure'}. ${option.note}${context.people > 1 ? ` ${money(cents(option.cost))} a person.` : ''}`,
      cents: cents(option.cost) * context.people,
      ref: { type: 'crossing', option: variant.crossing },
      coords: kb.regions.freetown.coords,
    };
  };
  // A day of the rental with its driver, as booking it charges, for each car of the party.
  const carRate = car ? carTotalCents(1, car.dailyRateCents, true) * context.vehicles : 0;
  const carNote = (first: boolean) =>
    car
      ? `${first ? `Pick up at ${car.location}. ` : ''}${money(car.dailyRateCents)} a day for the car plus ${money(context.driverPerDayCents)} a day for the driver${context.vehicles > 1 ? `, ${context.vehicles} cars for your party` : ''}.`
      : '';
  const road = (minute: number, from: RegionId, to: RegionId): Row => {
    const hours = context.hours(from, to);
    const minutes = Math.round(hours * 60);
    const leg = `${kb.regions[from].name} to ${kb.regions[to].name}`;
    const where = `${capitalise(kb.regions[from].name)} to ${kb.regions[to].name}`;
    if (car) {
      return {
        ...logistics,
        minute,
        minutes,
        endsAt: capitalise(kb.regions[to].name),
        activity: `${car.make} ${car.model} with driver: ${leg}`,
        location: where,
        notes: `About ${hours} h on the road. ${carNote(day.index === carSpan![0])}`,
        cents: carRate,
        href: carHref(car.id),
        ref: { type: 'car', car, leg },
        coords: kb.regions[to].coords,
      };
    }
    if (variant.car) {
      return {
        ...logistics,
        minute,
        minutes,
        endsAt: capitalise(kb.regions[to].name),
        activity: `${transport.privateTaxiName}: ${leg}`,
        location: where,
        notes: `About ${hours} h on the road, ${money(cents(transport.privateTaxiPerHour))} an hour${context.vehicles > 1 ? ` for each of ${context.vehicles} taxis` : ''}.`,
        cents: cents(transport.privateTaxiPerHour * hours) * context.vehicles,
        ref: { type: 'taxi', leg },
        coords: kb.regions[to].coords,
      };
    }
    return {
      ...logistics,
      minute,
      minutes,
      endsAt: capitalise(kb.regions[to].name),
      activity: `${transport.sharedName}: ${leg}`,
      location: where,
      notes: `About ${hours} h on the road; pay the fare in leones${context.people > 1 ? ', a seat each' : ''}.`,
      cents:
        cents(Math.max(transport.sharedMinimum, transport.sharedPerHour * hours)) * context.people,
      ref: { type: 'shared', leg },
      coords: kb.regions[to].coords,
    };
  };
  // When a leg is over, on the half hour.
  const after = (leg: Row) => Math.ceil((leg.minute + (leg.minutes ?? 0)) / 30) * 30;
  switch (day.kind) {
    case 'arrival':
    case 'arrival-departure': {
      const start = day.kind === 'arrival' ? 600 : 540;
      rows.push(crossing(start, true));
      // On by road once the crossing is over (the ferry takes longer than the water taxi).
      const landed = start + Math.ceil((transport[variant.crossing].hours * 60) / 30) * 30;
      if (day.region !== 'freetown')
        rows.push(road(Math.max(start + 90, landed), 'freetown', day.region));
      if (day.kind === 'arrival-departure') {
        const back = day.region !== 'freetown' ? road(960, day.region, 'freetown') : null;
        if (back) rows.push(back);
        rows.push(crossing(Math.max(1020, back ? after(back) : 0), false));
      }
      break;
    }
    case 'transfer': {
      const long = day.transferHours! >= transport.longTransferHours;
      rows.push(road(long ? 480 : 570, day.from!, day.region));
      break;
    }
    case 'departure':
      if (day.region !== 'freetown') {
        const leg = road(720, day.region, 'freetown');
        rows.push(leg, crossing(Math.max(810, after(leg)), false));
      } else rows.push(crossing(780, false));
      break;
    default:
      // A day trip without a car of the plan: there after breakfast, back before dinner.
      if (tripTo && !car) {
        const drive = Math.ceil((context.hours(day.base, tripTo) * 60) / 15) * 15;
        rows.push(road(Math.max(420, 540 - drive), day.base, tripTo), road(1080, tripTo, day.base));
      }
      if (car) {
        const region = kb.regions[day.base];
        rows.push({
          ...logistics,
          minute: 480,
          activity: `${car.make} ${car.model} with driver`,
          location: capitalise(region.name),
          // One rental from the first long drive to the last: a day between them is charged
          // too, so the plan says what the car does that day.
          notes: `${
            tripTo
              ? `Drives you to ${kb.regions[tripTo].name} and back.`
              : `Waits with its driver ${region.preposition} ${region.name} for your next drive, at your disposal for trips nearby.`
          } The rental runs from day ${carSpan![0] + 1} to day ${carSpan![1] + 1}, so this day is charged: ${carNote(false)}`,
          cents: carRate,
          href: carHref(car.id),
          ref: { type: 'car', car, leg: null },
          coords: region.coords,
        });
      }
  }
  return rows;
}

const LUNCH_MINUTE = 750;
const LOCAL_TRANSPORT = 'Local transport for the day';

/** The first minute from `from` on (on the 5 minutes) when no timed line of the day is under way. */
function freeFrom(rows: Row[], from: number): number {
  let at = from;
  for (let moved = true; moved;) {
    moved = false;
    for (const row of rows)
      if (row.minutes && row.minute <= at && at < row.minute + row.minutes) {
        at = Math.ceil((row.minute + row.minutes) / 5) * 5;
        moved = true;
      }
  }
  return at;
}

/** The day's local-transport allowance line, if any. */
function allowanceOf(rows: Row[]): Row | undefined {
  return rows.find((row) => row.activity === LOCAL_TRANSPORT && row.ref === null);
}

function mealRows(
  context: PlanContext,
  day: DaySkeleton,
  variant: Variant,
  rows: Row[],
  carToday: boolean,
  partyCents: (perPerson: number) => number,
  trip: RegionId | undefined,
): Row[] {
  const { kb } = context;
  const allowance = kb.allowances[variant.allowance];
  // Lunch from 12:30, once no leg, crossing or other timed item is under way, where the
  // traveller then is: the end of the last leg before it, or the day trip's place.
  const lunch = freeFrom(rows, LUNCH_MINUTE);
  const lastLeg = rows
    .filter((row) => row.endsAt && row.minute + (row.minutes ?? 0) <= lunch)
    .sort((a, b) => a.minute + (a.minutes ?? 0) - (b.minute + (b.minutes ?? 0)))
    .pop();
  const where = lastLeg?.endsAt ?? capitalise(kb.regions[trip ?? day.region].name);
  const eaters = context.adults + CHILD_MEALS * context.children.length;
  const excursionTour = rows.find(
    (row) => day.kind === 'excursion' && row.ref?.type === 'tour' && row.ref.item.days > 1,
  );
  const fedByTour =
    excursionTour?.ref?.type === 'tour' && excursionTour.ref.item.tour.meals.length >= 2;
  const lunchTour = rows.find((row) => row.ref?.type === 'tour' && row.ref.item.lunchIncluded);
  let perPerson = allowance.meals;
  let note = `About ${money(cents(allowance.meals))} a person for ${allowance.mealsNote}`;
  if (fedByTour) {
    perPerson = kb.snackAllowance;
    note = `The tour serves the main meals; about ${money(cents(perPerson))} a person for water and snacks`;
  } else if (lunchTour) {
    perPerson = allowance.meals * (1 - LUNCH_SHARE);
    note = `Lunch is part of ${lunchTour.activity}; about ${money(cents(perPerson))} a person for breakfast and dinner (${allowance.mealsNote})`;
  }
  const out: Row[] = [
    {
      minute: lunch,
      activity: 'Meals',
      location: where,
      notes: `${note}${context.children.length > 0 ? '; children about 60% of that' : ''}.`,
      cents: Math.round(cents(perPerson) * eaters),
      href: null,
      category: 'food',
      sight: false,
      ref: null,
      key: null,
      slots: [],
      alternatives: [],
      coords: null,
    },
  ];
  const longDrive = day.kind === 'transfer' && day.transferHours! >= kb.transport.longTransferHours;
  if (day.kind !== 'excursion' && !longDrive && !carToday) {
    const perTaxi = variant.allowance !== 'budget';
    // The day's allowance, not an event: shown with the day's first outing (or with lunch).
    const outing = rows.filter((row) => row.sight).sort((a, b) => a.minute - b.minute)[0];
    out.push({
      // Without an outing: with lunch, or on the way out, before the day's first leg.
      minute: outing
        ? outing.minute
        : day.kind === 'departure'
          ? Math.min(lunch, ...rows.map((row) => row.minute))
          : lunch,
      activity: LOCAL_TRANSPORT,
      // On a day trip, the kekes and taxis are taken there.
      location: capitalise(kb.regions[trip ?? day.region].name),
      notes: `About ${money(cents(allowance.localTransport))} ${perTaxi ? 'a taxi' : 'a person'} for the day, for ${allowance.localTransportNote}.`,
      cents: perTaxi
        ? cents(allowance.localTransport) * context.vehicles
        : partyCents(cents(allowance.localTransport)),
      href: null,
      category: 'transport',
      sight: false,
      ref: null,
      key: null,
      slots: [],
      alternatives: [],
      coords: null,
    });
  }
  return out;
}

function nightRow(
  context: PlanContext,
  day: DaySkeleton,
  lodgings: Map<RegionId, Lodging>,
): Row | null {
  if (day.sleep !== 'hotel') return null;
  const lodging = lodgings.get(day.base)!;
  const base = {
    minute: 1350,
    category: 'lodging' as const,
    sight: false,
    ref: null,
    key: null,
    slots: [],
    alternatives: [],
    coords: context.kb.regions[day.base].coords,
  };
  if (lodging.kind === 'hotel') {
    const rooms = lodging.count > 1 ? `${lodging.count} x ` : '';
    // The night as the booking prices it: the room type's calendar on a dated trip.
    const night = roomNightCents(
      context,
      lodging.room,
      context.start === null ? day.index : context.start + day.index,
    );
    return {
      ...base,
      activity: `Overnight at ${lodging.hotel.name}`,
      location: lodging.hotel.address,
      notes: `${rooms}${lodging.room.roomType} (sleeps ${lodging.room.capacity}), ${money(night)} a night${lodging.count > 1 ? ' each' : ''}.`,
      cents: night * lodging.count,
      href: hotelHref(lodging.hotel.id),
    };
  }
  return {
    ...base,
    activity: `Overnight: ${lodging.name}`,
    location: lodging.area,
    notes:
      lodging.reason === 'full'
        ? `Our hotels here are full on your dates; about ${money(lodging.cents)} a night.`
        : `About ${money(lodging.cents)} a night.`,
    cents: lodging.cents,
    href: null,
  };
}
