import { travelHours } from '../knowledge/index.js';
import type { Excursion, KnowledgeBase, Place, RegionId } from '../knowledge/types.js';
import { PACE_RULES, type Interest, type PaceRules } from '@salone/booking-rules';
import { TOUR_MIN_AGE, tourPricePerPersonCents, tourTotalCents } from '@salone/booking-rules';
import { dayOf, parseDay } from './calendar.js';
import {
  coverKeysIn,
  eventInterests,
  regionOf,
  tourInterests,
  tourLength,
  tourStartRegion,
} from './matching.js';
import type {
  CatalogueSnapshot,
  SnapshotCar,
  SnapshotEvent,
  SnapshotHotel,
  SnapshotTour,
  TripRequest,
} from './types.js';

export interface TourItem {
  tour: SnapshotTour;
  region: RegionId;
  days: number;
  hours: number;
  interests: Interest[];
  coverKeys: string[];
  /** The catalogue's pickup or departure time, minutes since midnight. */
  startMinute: number;
  /** Lunch is among the tour's meals. */
  lunchIncluded: boolean;
  /** Goes out on the open sea (islands, snorkelling, a boat from Freetown). */
  sea: boolean;
}

/** Words of a tour that mean the open sea. */
const SEA_WORDS = /\b(snorkel|banana islands|bunce island|open sea)\b/i;

/** The first clock time in the tour's first day (its pickup), else 09:00. */
export function tourStartMinute(tour: SnapshotTour): number {
  const first = tour.itinerary.find((day) => day.day === 1) ?? tour.itinerary[0];
  for (const line of first?.activities ?? []) {
    const match = /\b([01]\d|2[0-3]):([0-5]\d)\b/.exec(line);
    if (match) return Number(match[1]) * 60 + Number(match[2]);
  }
  return 540;
}

export const tourIncludesLunch = (tour: SnapshotTour): boolean =>
  [...tour.meals, ...(tour.itinerary.find((day) => day.day === 1)?.meals ?? [])].some((meal) =>
    /lunch/i.test(meal),
  );

export const tourGoesToSea = (tour: SnapshotTour): boolean =>
  SEA_WORDS.test(`${tour.title} ${tour.location}`);

export interface EventItem {
  event: SnapshotEvent;
  region: RegionId;
  interests: Interest[];
  /** Day number of the start, and minutes since that midnight of start and end. */
  day: number;
  lastDay: number;
  startMinute: number;
  endMinute: number;
  ticket: { name: string; priceCents: number };
}

export interface PlaceItem {
  place: Place;
  interests: Interest[];
}

/** Everything about the request and the catalogue the plans share, worked out once. */
export interface PlanContext {
  kb: KnowledgeBase;
  request: TripRequest;
  /** The traveller's interests in the form's order. */
  interests: Interest[];
  /** Day number of the first day, when dates were given. */
  start: number | null;
  hours: (from: RegionId, to: RegionId) => number;
  hotels: Map<RegionId, SnapshotHotel[]>;
  /** Tours of a single day that suit the interests, by region. */
  dayTours: Map<RegionId, TourItem[]>;
  /** The best multi-day tour to each remote region. */
  excursionTours: Map<RegionId, TourItem>;
  /** Events that suit the interests and have tickets left, soonest first. */
  events: EventItem[];
  places: Map<RegionId, PlaceItem[]>;
  excursions: Map<RegionId, Excursion>;
  cars: SnapshotCar[];
  driverPerDayCents: number;
  /** Days a region has enough tours and places for these interests to fill. */
  contentDays: (region: RegionId) => number;
  /** Who travels. */
  people: number;
  adults: number;
  children: number[];
  /** Every child is old enough for guided tours (8 and over). */
  toursAllowed: boolean;
  pace: PaceRules;
  /**
   * What a tour costs the party, as booking it charges (docs/decisions/planner-prices-as-booked.md):
   * every participant at the shared price per person, less the group discount the party reaches.
   */
  tourCents: (tour: SnapshotTour) => number;
  /** Vehicles the party needs (four passengers each). */
  vehicles: number;
}

/** About two things to do make a day worth spending in a region. */
const THINGS_PER_DAY = 2;

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function buildContext(
  request: TripRequest,
  snapshot: CatalogueSnapshot,
  kb: KnowledgeBase,
  interests: Interest[],
  today: number,
): PlanContext {
  const start = request.startDate === null ? null : parseDay(request.startDate);

  const hotels = new Map<RegionId, SnapshotHotel[]>();
  for (const hotel of [...snapshot.hotels].sort((a, b) => a.id - b.id)) {
    const region = regionOf(kb, hotel.city, hotel.address);
    if (region && kb.regions[region].kind !== 'remote') push(hotels, region, hotel);
  }

  const dayTours = new Map<RegionId, TourItem[]>();
  const excursionTours = new Map<RegionId, TourItem>();
  for (const tour of [...snapshot.tours].sort((a, b) => a.id - b.id)) {
    const region = regionOf(kb, tour.city, tour.location);
    if (!region) continue;
    const { days, hours } = tourLength(tour.duration);
    const coverKeys = coverKeysIn(kb, `${tour.title} ${tour.location}`);
    const extra = {
      startMinute: tourStartMinute(tour),
      lunchIncluded: tourIncludesLunch(tour),
      sea: tourGoesToSea(tour),
    };
    if (kb.regions[region].kind === 'remote') {
      if (days < 2) continue;
      // The route goes there for the traveller's interests; any tour that gets there will do.
      const matched = tourInterests({ ...tour, difficulty: 'moderate' }, interests);
      const item: TourItem = { tour, region, days, hours, interests: matched, coverKeys, ...extra };
      const current = excursionTours.get(region);
      if (
        !current ||
        matched.length > current.interests.length ||
        (matched.length === current.interests.length && tour.priceCents < current.tour.priceCents)
      ) {
        excursionTours.set(region, item);
      }
    } else if (days === 1) {
      const matched = tourInterests(tour, interests);
      // Booked from where it starts: a tour that picks up in Freetown is planned for
      // travellers who sleep in Freetown, whatever beach it goes to.
      const from = tourStartRegion(kb, tour);
      const bookedFrom = from && kb.regions[from].kind !== 'remote' ? from : region;
      if (matched.length > 0)
        push(dayTours, bookedFrom, {
          tour,
          region,
          days,
          hours,
          interests: matched,
          coverKeys,
          ...extra,
        });
    }
  }

  const events: EventItem[] = [];
  if (start !== null) {
    for (const event of snapshot.events) {
      const region = regionOf(kb, event.city, event.location);
      const matched = eventInterests(event, interests);
      if (!region || matched.length === 0 || !event.ticket) continue;
      const startsAt = new Date(event.startsAt);
      const endsAt = event.endsAt
        ? new Date(event.endsAt)
        : new Date(startsAt.getTime() + 3 * 3_600_000);
      const day = dayOf(startsAt);
      if (day < Math.max(start, today)) continue;
      const startMinute = startsAt.getUTCHours() * 60 + startsAt.getUTCMinutes();
      // Ends at midnight or later: counted on the day it ends.
      const lastDay = dayOf(new Date(endsAt.getTime() - 1));
      const endMinute = startMinute + Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
      events.push({
        event,
        region,
        interests: matched,
        day,
        lastDay,
        startMinute,
        endMinute,
        ticket: event.ticket,
      });
    }
    events.sort(
      (a, b) => a.day - b.day || a.startMinute - b.startMinute || a.event.id - b.event.id,
    );
  }

  const places = new Map<RegionId, PlaceItem[]>();
  for (const place of kb.places) {
    push(places, place.region, {
      place,
      interests: interests.filter((interest) => place.interests.includes(interest)),
    });
  }

  const { party } = request;
  const rules = PACE_RULES[request.pace];
  const people = party.adults + party.childrenAges.length;
  const toursAllowed = party.childrenAges.every((age) => age >= TOUR_MIN_AGE);

  const things = new Map<RegionId, number>();
  const count = (region: RegionId) => things.set(region, (things.get(region) ?? 0) + 1);
  for (const [region, items] of places)
    for (const item of items) if (item.interests.length) count(region);
  for (const [region, tours] of dayTours) tours.forEach(() => count(region));

  return {
    kb,
    request,
    interests,
    start,
    hours: travelHours(kb),
    hotels,
    dayTours,
    excursionTours,
    events,
    places,
    excursions: new Map(kb.excursions.map((excursion) => [excursion.region, excursion])),
    cars: [...snapshot.cars].sort((a, b) => a.id - b.id),
    driverPerDayCents: snapshot.driverPerDayCents,
    contentDays: (region) =>
      Math.max(
        1,
        Math.ceil((things.get(region) ?? 0) / Math.min(THINGS_PER_DAY, rules.perFullDay)),
      ),
    people,
    adults: party.adults,
    children: [...party.childrenAges],
    toursAllowed,
    pace: rules,
    tourCents: (tour) => tourTotalCents(people, tourPricePerPersonCents(tour.priceCents, 'shared')),
    vehicles: Math.ceil(people / 4),
  };
}

/** Days of the excursion to a remote region: its tour's length, or the usual independent one. */
export const excursionDaysIn =
  (context: PlanContext) =>
  (region: RegionId): number =>
    context.excursionTours.get(region)?.days ?? context.excursions.get(region)?.days ?? 2;
