import { closedReason, RAINY_MONTHS, STORM_MONTHS } from '../engine/build.js';
import { parseDay, monthOf, clock, minutesOf } from '../engine/calendar.js';
import { tourGoesToSea, tourIncludesLunch, tourStartMinute } from '../engine/context.js';
import {
  coverKeysIn,
  eventInterests,
  placeRegionOf,
  regionOf,
  tourInterests,
  tourStartRegion,
} from '../engine/matching.js';
import { restDaysFor } from '../engine/route.js';
import type { CatalogueSnapshot, TripPlan, TripRequest } from '../engine/types.js';
import { holidayOn, marketsClosedOn } from '../knowledge/holidays.js';
import { KNOWLEDGE, travelHours } from '../knowledge/index.js';
import type { KnowledgeBase, Place, RegionId } from '../knowledge/types.js';
import {
  BUDGET_LIMIT_CENTS,
  budgetAimCents,
  carTotalCents,
  nightRate,
  ticketTotalCents,
  tourPricePerPersonCents,
  tourTotalCents,
  type Interest,
} from '@salone/booking-rules';

/**
 * The planner's quality checker: reads a plan the way a travel expert would and counts its
 * defects by kind. Hard kinds must never happen (the test suite runs it over a grid of
 * requests and requires zero); soft kinds are figures that `npm run bench` prints.
 */

export const HARD_KINDS = [
  'filler',
  'repeat',
  'tour-time',
  'meals-charged-twice',
  'car-days',
  'car-pickup',
  'closed-site',
  'season-wording',
  'sea-in-storm-months',
  'sea-without-warning',
  'over-budget-unflagged',
  'grammar',
  'tip-about-unvisited-place',
  'market-on-closed-day',
  'holiday-unmentioned',
  'practical-layer-missing',
  'rainy-trek-unwarned',
  'tip-contradicts-plan',
  'event-missed',
  'evening-event-then-leave',
  'price-differs-from-booking',
  'car-charged-unused-day',
  'tour-book-link-repeated',
  'budget-no-spare',
  'commute-repeated',
  'daytrip-then-move',
  'one-night-round-trip',
  'tour-pickup-far-from-base',
  'car-collected-elsewhere',
  'boat-event-without-boat',
  'afternoon-empty-after-half-day',
  'filler-repeated-days',
  'time-of-day-mismatch',
  'item-during-travel',
] as const;

export const SOFT_KINDS = [
  'interest-without-activity',
  'rest-days-adjacent',
  'cheapest-room-on-large-budget',
  'idle-days-run',
] as const;

export type DefectKind = (typeof HARD_KINDS)[number] | (typeof SOFT_KINDS)[number];

export interface Defect {
  kind: DefectKind;
  detail: string;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const idOf = (href: string | null, kind: string) =>
  href?.startsWith(`/${kind}/`) ? Number(href.slice(kind.length + 2).split('?')[0]) : null;
const carGroup = (region: RegionId | undefined) =>
  region === 'freetown' || region === 'peninsula' ? 'coast' : region;

export function checkPlan(
  plan: TripPlan,
  request: TripRequest,
  catalogue: CatalogueSnapshot,
  kb: KnowledgeBase = KNOWLEDGE,
): Defect[] {
  const defects: Defect[] = [];
  const add = (kind: DefectKind, detail: string) => defects.push({ kind, detail });
  const start = request.startDate ? parseDay(request.startDate)! : null;
  const places = new Map(kb.places.map((place) => [`place:${place.id}`, place]));
  const tourOf = (id: number | null) => catalogue.tours.find((tour) => tour.id === id);
  const dateOf = (index: number) => (start === null ? null : start + index);

  // Budget.
  const limit = BUDGET_LIMIT_CENTS[request.budget];
  if (limit !== null && cents(plan.totalEstimatedCost) > limit && plan.withinBudget)
    add('over-budget-unflagged', `total ${plan.totalEstimatedCost} over ${limit / 100}`);

  // Grammar: 'a' before a number read with a vowel sound.
  for (const text of [plan.overview, ...plan.tips])
    if (/\b[Aa] (8|11|18|8\d+)-/.test(text)) add('grammar', text.slice(0, 60));

  const seen = new Map<string, number>();
  const coverSeen = new Map<string, string>();
  const visited = new Set<string>();
  let carDays: number[] = [];
  plan.dailyPlan.forEach((day, index) => {
    const date = dateOf(index);
    const month = date === null ? null : monthOf(date);
    const sights = day.activities.filter((row) => row.category === 'activity');
    if (day.kind === 'explore' && sights.length === 0)
      add('filler', `day ${day.day} has nothing to do`);
    for (const row of day.activities) {
      visited.add(row.activity);
      if (/^Free (time|day)$/.test(row.activity) || /Nothing new to add/.test(row.notes ?? ''))
        add('filler', `day ${day.day}: ${row.activity}`);
      if (
        row.category === 'rest' &&
        !(row.notes ?? '').includes('If you feel like') &&
        !(row.notes ?? '').includes('walk nearby')
      )
        add('filler', `day ${day.day}: a rest day without a suggestion`);
      // Wording true in the month of travel.
      const notes = row.notes ?? '';
      if (
        month !== null &&
        RAINY_MONTHS.includes(month) &&
        /\b(dry season|dry months)\b/i.test(notes)
      )
        add('season-wording', `day ${day.day} ${row.activity}: dry-season words in month ${month}`);
      if (
        month !== null &&
        !RAINY_MONTHS.includes(month) &&
        /\b(rainy season|in the rains)\b/i.test(notes)
      )
        add(
          'season-wording',
          `day ${day.day} ${row.activity}: rainy-season words in month ${month}`,
        );
      if (row.href && idOf(row.href, 'cars') !== null) carDays.push(index);
      if (!row.key || row.category !== 'activity') continue;
      // Repeats: the same thing twice, or two things at the same place (an evening out aside).
      const continuing = day.kind === 'excursion' || /\(day \d+ of \d+\)$/.test(row.activity);
      if (!continuing) {
        if (seen.has(row.key))
          add('repeat', `${row.activity} on day ${seen.get(row.key)} and ${day.day}`);
        seen.set(row.key, day.day);
        const place = places.get(row.key);
        const tour = tourOf(idOf(row.href, 'tours'));
        const keys =
          place?.coverKeys ?? (tour ? coverKeysIn(kb, `${tour.title} ${tour.location}`) : []);
        const evening = minutesOf(row.time) >= 17 * 60;
        for (const key of keys) {
          if (coverSeen.has(key) && !evening)
            add(
              'repeat',
              `${row.activity} on day ${day.day} goes where ${coverSeen.get(key)} went`,
            );
          if (!evening) coverSeen.set(key, row.activity);
        }
      }
      const place = places.get(row.key);
      if (place) {
        const closed = closedReason(place, date);
        if (closed) add('closed-site', `${place.name} on day ${day.day} (${closed})`);
        if (place.sea && month !== null && STORM_MONTHS.includes(month))
          add('sea-in-storm-months', `${place.name} in month ${month}`);
      }
      const tour = tourOf(idOf(row.href, 'tours'));
      if (tour && row.activity === tour.title) {
        if (row.time !== clock(tourStartMinute(tour)))
          add(
            'tour-time',
            `${tour.title} at ${row.time}, catalogue ${clock(tourStartMinute(tour))}`,
          );
        if (tourGoesToSea(tour) && month !== null && STORM_MONTHS.includes(month))
          add('sea-in-storm-months', `${tour.title} in month ${month}`);
        if (tourIncludesLunch(tour)) {
          const meals = day.activities.find((r) => r.category === 'food');
          if (meals && !/Lunch is part of|serves the main meals/.test(meals.notes ?? ''))
            add('meals-charged-twice', `${tour.title} on day ${day.day} includes lunch`);
        }
      }
    }
  });

  // A car is charged for every day it is held, and picked up where the drives start.
  carDays = [...new Set(carDays)].sort((a, b) => a - b);
  if (carDays.length > 0) {
    const held = carDays[carDays.length - 1] - carDays[0] + 1;
    if (held !== carDays.length)
      add('car-days', `car held ${held} days, charged ${carDays.length}`);
    const first = plan.dailyPlan[carDays[0]].activities.find(
      (row) => idOf(row.href, 'cars') !== null,
    )!;
    const car = catalogue.cars.find((c) => c.id === idOf(first.href, 'cars'));
    const from = /: (.+) to /.exec(first.activity)?.[1];
    const fromRegion = Object.values(kb.regions).find((r) => r.name === from)?.id;
    if (!car || carGroup(regionOf(kb, '', car.location)) !== carGroup(fromRegion))
      add('car-pickup', `${first.activity} with a car based at ${car?.location}`);
  }

  // Sea trips with no dates carry a warning.
  if (start === null) {
    const sea = plan.dailyPlan.some((day) =>
      day.activities.some((row) => {
        const tour = tourOf(idOf(row.href, 'tours'));
        return (
          (row.key && places.get(row.key)?.sea) ||
          (tour && row.activity === tour.title && tourGoesToSea(tour))
        );
      }),
    );
    if (sea && !plan.warnings.some((w) => /July to September/.test(w)))
      add('sea-without-warning', 'a sea trip in an undated plan without a warning');
  }

  // Tips about places the plan does not visit.
  const names: string[] = [
    ...kb.places.map((p: Place) => p.name),
    ...kb.excursions.map((e) => e.name),
  ];
  const all = plan.dailyPlan
    .flatMap((day) => day.activities.map((row) => row.activity))
    .join(' | ');
  for (const tip of plan.tips)
    for (const name of names)
      if (tip.includes(name) && !all.includes(name))
        add('tip-about-unvisited-place', `${name}: ${tip.slice(0, 50)}`);
  const months = start === null ? [] : plan.dailyPlan.map((_, i) => monthOf(start + i));
  for (const tip of plan.tips) {
    if (
      months.length > 0 &&
      months.every((m) => !RAINY_MONTHS.includes(m)) &&
      /rainy season/.test(tip)
    )
      add('season-wording', `tip: ${tip.slice(0, 50)}`);
    if (
      months.length > 0 &&
      months.every((m) => RAINY_MONTHS.includes(m)) &&
      /in the dry season/.test(tip)
    )
      add('season-wording', `tip: ${tip.slice(0, 50)}`);
  }

  checkHolidaysAndAdvice(plan, start, add);
  checkPrices(plan, request, catalogue, add);

  checkEvents(plan, request, catalogue, start, kb, add);
  checkSleepAndStarts(plan, request, catalogue, kb, add);
  checkDayContent(plan, request, catalogue, kb, add);

  // Soft: an interest with no activity for it.
  const covered = new Set<Interest>();
  for (const day of plan.dailyPlan)
    for (const row of day.activities) {
      if (row.category !== 'activity') continue;
      const place = row.key ? places.get(row.key) : undefined;
      place?.interests.forEach((i) => covered.add(i));
      const tour = tourOf(idOf(row.href, 'tours'));
      if (tour)
        tourInterests({ ...tour, difficulty: 'moderate' }, request.interests).forEach((i) =>
          covered.add(i),
        );
      const event = catalogue.events.find((e) => e.id === idOf(row.href, 'events'));
      if (event) eventInterests(event, request.interests).forEach((i) => covered.add(i));
      const excursion = kb.excursions.find((e) => row.activity.startsWith(e.name));
      excursion?.interests.forEach((i) => covered.add(i));
    }
  for (const interest of request.interests)
    if (!covered.has(interest)) add('interest-without-activity', interest);

  // Soft: rest days side by side.
  plan.dailyPlan.forEach((day, index) => {
    if (day.kind === 'rest' && plan.dailyPlan[index - 1]?.kind === 'rest')
      add('rest-days-adjacent', `days ${index} and ${index + 1}`);
  });

  // A line that starts while the traveller is still on a leg, a crossing or another timed item,
  // by the durations the plan itself gives (the night's lodging line excepted).
  plan.dailyPlan.forEach((day) => {
    let busyUntil = -1;
    let busyWith = '';
    for (const row of day.activities) {
      const start = minutesOf(row.time);
      if (row.category !== 'lodging' && start < busyUntil)
        add('item-during-travel', `day ${day.day}: ${row.time} ${row.activity} during ${busyWith}`);
      const end = start + (row.durationMinutes ?? 0);
      if (end > busyUntil) {
        busyUntil = end;
        busyWith = row.activity;
      }
    }
  });

  // Soft: the cheapest room of a hotel on a $2000+ budget when a better one would do.
  if (request.budget === '2000-plus') {
    for (const hotel of plan.recommendations.hotels) {
      const rooms = catalogue.hotels.find((h) => h.id === hotel.hotelId)?.rooms ?? [];
      const cheapest = Math.min(...rooms.map((room) => room.priceCents));
      if (rooms.length > 1 && cents(hotel.pricePerNight) === cheapest)
        add('cheapest-room-on-large-budget', hotel.name);
    }
  }
  return defects;
}

/** The evening begins at 17:00: an event that starts then keeps the traveller in town. */
const EVENING = 17 * 60;

/**
 * Events first (issue "Trip planner, third edition", part 3): a catalogue event that matches
 * the interests, in the town where the traveller is that day, is in the plan rather than a
 * generic sight (a knowledge-base place) at the same time; and after an evening event the
 * traveller does not travel on that evening, and spends the night in the event's town.
 */
export function checkEvents(
  plan: TripPlan,
  request: TripRequest,
  catalogue: CatalogueSnapshot,
  start: number | null,
  kb: KnowledgeBase,
  add: (kind: DefectKind, detail: string) => void,
): void {
  if (start === null) return;
  const planned = new Set(plan.dailyPlan.flatMap((day) => day.activities.map((row) => row.href)));
  const places = new Map(kb.places.map((place) => [`place:${place.id}`, place]));
  for (const event of catalogue.events) {
    if (!event.ticket || eventInterests(event, request.interests).length === 0) continue;
    if (planned.has(`/events/${event.id}`)) continue;
    const region = regionOf(kb, event.city, event.location);
    const begins = Date.parse(event.startsAt);
    const ends = event.endsAt ? Date.parse(event.endsAt) : begins + 3 * 3_600_000;
    plan.dailyPlan.forEach((day, index) => {
      if (day.kind === 'excursion') return;
      const midnight = (start + index) * 86_400_000;
      // In town that day: staying there, or on a day trip to its sights.
      const generic = day.activities.find((row) => {
        if (row.category !== 'activity' || !row.key?.startsWith('place:')) return false;
        if (day.region !== region && places.get(row.key)?.region !== region) return false;
        const from = midnight + minutesOf(row.time) * 60_000;
        const to = from + (row.durationMinutes ?? 60) * 60_000;
        return from < ends && to > begins;
      });
      if (generic)
        add(
          'event-missed',
          `${event.title} on day ${day.day}: ${generic.activity} at ${generic.time} instead`,
        );
    });
  }
  plan.dailyPlan.forEach((day) => {
    for (const row of day.activities) {
      const id = idOf(row.href, 'events');
      if (id === null || row.category !== 'activity' || minutesOf(row.time) < EVENING) continue;
      const event = catalogue.events.find((e) => e.id === id);
      const town = event ? regionOf(kb, event.city, event.location) : undefined;
      const away = day.activities.find(
        (other) =>
          other.category === 'transport' &&
          other.durationMinutes !== null &&
          minutesOf(other.time) > minutesOf(row.time),
      );
      if (away)
        add('evening-event-then-leave', `${row.activity} on day ${day.day}, then ${away.activity}`);
      const night = day.activities.some((other) => other.category === 'lodging');
      if (town && night && day.region !== town)
        add(
          'evening-event-then-leave',
          `${row.activity} on day ${day.day}: the night is not spent in town`,
        );
    }
  });
}

/**
 * Prices that match the booking (issue "Trip planner, third edition", part 5): each tour,
 * event, hotel and car of the plan costs what booking it for the party and dates would charge,
 * a car is charged on a day without a drive only when the plan says it waits, a multi-day tour
 * has one Book link, and a plan under a budget limit keeps about a tenth of it spare.
 */
export function checkPrices(
  plan: TripPlan,
  request: TripRequest,
  catalogue: CatalogueSnapshot,
  add: (kind: DefectKind, detail: string) => void,
): void {
  const people = request.party.adults + request.party.childrenAges.length;
  const differs = (what: string, planned: number, booked: number) => {
    if (planned !== booked)
      add('price-differs-from-booking', `${what}: plan ${planned / 100}, booking ${booked / 100}`);
  };
  const hotelCents = new Map<number, number>();
  const hotelNights = new Map<number, (string | null)[]>();
  const carCents = new Map<number, number>();
  const carDays = new Map<number, Set<number>>();
  const tourLinks = new Map<number, number>();
  plan.dailyPlan.forEach((day, index) => {
    const carRows = day.activities.filter((row) => idOf(row.href, 'cars') !== null);
    for (const row of day.activities) {
      const tour = catalogue.tours.find((t) => t.id === idOf(row.href, 'tours'));
      if (tour && row.category === 'activity') {
        if (row.activity === tour.title)
          differs(
            `${tour.title} on day ${day.day}`,
            cents(row.cost),
            tourTotalCents(people, tourPricePerPersonCents(tour.priceCents, 'shared')),
          );
        if (row.bookingHref) tourLinks.set(tour.id, (tourLinks.get(tour.id) ?? 0) + 1);
      }
      const event = catalogue.events.find((e) => e.id === idOf(row.href, 'events'));
      if (event?.ticket && row.category === 'activity')
        differs(
          `${event.title} on day ${day.day}`,
          cents(row.cost),
          ticketTotalCents(people, event.ticket.priceCents),
        );
      const hotelId = idOf(row.href, 'hotels');
      if (hotelId !== null && row.category === 'lodging') {
        hotelCents.set(hotelId, (hotelCents.get(hotelId) ?? 0) + cents(row.cost));
        hotelNights.set(hotelId, [...(hotelNights.get(hotelId) ?? []), day.date]);
      }
      const carId = idOf(row.href, 'cars');
      if (carId !== null) {
        carCents.set(carId, (carCents.get(carId) ?? 0) + cents(row.cost));
        carDays.set(carId, (carDays.get(carId) ?? new Set()).add(index));
      }
    }
    const drives = carRows.some((row) => /with driver: .+ to /.test(row.activity));
    if (
      carRows.length > 0 &&
      !drives &&
      !carRows.some((row) => /\b(waits?|drives you)\b/i.test(row.notes ?? ''))
    )
      add('car-charged-unused-day', `day ${day.day}: ${carRows[0].activity} charged, no drive`);
  });
  for (const hotel of plan.recommendations.hotels) {
    const room = catalogue.hotels
      .find((h) => h.id === hotel.hotelId)
      ?.rooms.find((r) => r.roomType === hotel.roomType);
    if (!room) continue;
    differs(
      `${hotel.name}, ${hotel.nights} nights`,
      hotelCents.get(hotel.hotelId) ?? 0,
      // Each night by the room type's price calendar, as the booking charges it.
      (hotelNights.get(hotel.hotelId) ?? []).reduce(
        (sum, date) =>
          sum +
          (date === null
            ? room.priceCents
            : nightRate({ priceCents: room.priceCents, periods: room.rates }, date).priceCents),
        0,
      ) * hotel.rooms,
    );
  }
  const vehicles = Math.ceil(people / 4);
  for (const [carId, total] of carCents) {
    const car = catalogue.cars.find((c) => c.id === carId);
    if (!car) continue;
    const days = carDays.get(carId)!.size;
    differs(
      `${car.make} ${car.model}, ${days} days`,
      total,
      carTotalCents(days, car.dailyRateCents, true) * vehicles,
    );
  }
  for (const [tourId, links] of tourLinks)
    if (links > 1) add('tour-book-link-repeated', `tour ${tourId}: ${links} Book links`);
  const limit = BUDGET_LIMIT_CENTS[request.budget];
  const aim = budgetAimCents(request.budget);
  const total = cents(plan.totalEstimatedCost);
  if (
    limit !== null &&
    aim !== null &&
    total <= limit &&
    total > aim &&
    !plan.warnings.some((w) => /of your budget spare/.test(w))
  )
    add('budget-no-spare', `total ${total / 100} of ${limit / 100}, no spare said`);
}

/** Months (1-12) when mountain treks are wet, slippery and often in cloud. */
export const TREK_RAIN_MONTHS = [6, 7, 8, 9, 10];
/** The treks that the rains make hard going. */
const TREK = /\b(Bintumani|Wara Wara)\b/;
const MARKET = /\bmarkets?\b/i;

/**
 * Public holidays and practical advice (issue 35, part 4): no market on a Sunday or public
 * holiday, each holiday on the dates named, the practical layer in every plan, the rainy
 * season's treks warned about, and no tip or note that the plan itself contradicts.
 */
export function checkHolidaysAndAdvice(
  plan: TripPlan,
  start: number | null,
  add: (kind: DefectKind, detail: string) => void,
): void {
  const advice = [...plan.tips, ...(plan.practical ?? [])].join(' ');
  const warned = [...plan.warnings, ...plan.tips].join(' ');
  const marketsTip = /markets? (open early and )?close on Sundays/i.test(advice);
  plan.dailyPlan.forEach((day, index) => {
    const date = start === null ? null : start + index;
    for (const row of day.activities) {
      if (row.category !== 'activity' || !row.key) continue;
      const text = `${row.activity} ${row.location}`;
      if (date !== null && marketsClosedOn(date) && MARKET.test(text)) {
        add(
          'market-on-closed-day',
          `${row.activity} on day ${day.day} (${holidayOn(date) ?? 'a Sunday'})`,
        );
        if (marketsTip)
          add(
            'tip-contradicts-plan',
            `markets close on Sundays and holidays, yet ${row.activity} on day ${day.day}`,
          );
      }
      const minute = minutesOf(row.time);
      const notes = row.notes ?? '';
      if (/\b(come for|stay for|watch) the sunset\b/i.test(notes) && minute < 15 * 60)
        add('tip-contradicts-plan', `${row.activity} at ${row.time}: "${notes.slice(0, 40)}"`);
      if (/\bin the late[- ]afternoon\b/i.test(notes) && minute < 12 * 60)
        add('tip-contradicts-plan', `${row.activity} at ${row.time}: "${notes.slice(0, 40)}"`);
    }
    if (date !== null) {
      const holiday = holidayOn(date);
      const name = holiday?.replace(/ \(substitute day\)$/, '');
      if (name && !warned.includes(name))
        add('holiday-unmentioned', `${holiday} on day ${day.day}`);
    }
  });
  const practical: [string, RegExp][] = [
    ['yellow fever certificate', /yellow fever/i],
    ['malaria', /malaria/i],
    ['local SIM', /\bSIM\b/],
    ['Orange Money or Afrimoney', /Orange Money|Afrimoney/],
    ['cash', /\b(cash|leones)\b/i],
  ];
  for (const [what, pattern] of practical)
    if (!pattern.test(advice)) add('practical-layer-missing', what);
  const treks = new Set<string>();
  plan.dailyPlan.forEach((day, index) => {
    const month = start === null ? null : monthOf(start + index);
    if (month !== null && !TREK_RAIN_MONTHS.includes(month)) return;
    for (const row of day.activities) {
      const name = TREK.exec(`${row.activity} ${row.location}`)?.[1];
      if (name && row.category !== 'transport') treks.add(name);
    }
  });
  for (const name of treks)
    if (!plan.warnings.some((w) => w.includes(name) && /\brain/i.test(w)))
      add('rainy-trek-unwarned', `${name} in the rains without a warning`);
}

/** A region from its name as a plan writes it ('Freetown', 'the Peninsula beaches'). */
const regionNamed = (kb: KnowledgeBase, name: string): RegionId | undefined =>
  Object.values(kb.regions).find(
    (region) => region.name.toLowerCase() === name.trim().toLowerCase(),
  )?.id;

/** The legs of a day's journeys: 'Shared taxi: Freetown to the Peninsula beaches'. */
const legsOf = (kb: KnowledgeBase, activity: string) => {
  const match = /: (.+?) to (.+?)$/.exec(activity);
  if (!match) return null;
  const from = regionNamed(kb, match[1]);
  const to = regionNamed(kb, match[2]);
  return from && to ? { from, to } : null;
};

/**
 * Where the traveller sleeps after each day (null on the last day): the day's region when it
 * ends at a hotel or guesthouse, the excursion's region on a night out with a guide.
 */
export function nightsOf(plan: TripPlan, kb: KnowledgeBase): (RegionId | null)[] {
  return plan.dailyPlan.map((day, index) => {
    if (index === plan.dailyPlan.length - 1) return null;
    const out = day.activities.some((row) => /^Overnight: /.test(row.activity));
    return day.kind === 'excursion' && !out
      ? (kb.regions[day.region].gateway ?? day.region)
      : day.region;
  });
}

/**
 * Sleep where the days are, and know where things start (issue 35, parts 1 and 2): no day
 * trip to the same far place twice, none to a place the plan moves to later, no one-night
 * there-and-back to a far town, tours joined where the traveller is (or with the journey
 * there), cars collected where the traveller is, and a boat for an event on an island.
 */
export function checkSleepAndStarts(
  plan: TripPlan,
  request: TripRequest,
  catalogue: CatalogueSnapshot,
  kb: KnowledgeBase,
  add: (kind: DefectKind, detail: string) => void,
): void {
  const hours = travelHours(kb);
  const nights = nightsOf(plan, kb);
  const morningOf = (index: number): RegionId | 'airport' =>
    index === 0 ? 'airport' : (nights[index - 1] ?? plan.dailyPlan[index - 1].region);
  const places = new Map(kb.places.map((place) => [`place:${place.id}`, place]));
  // Day trips: a day that starts and ends in the same town with things to do elsewhere.
  const trips = new Map<RegionId, number[]>();
  // Tours out to another region: a day trip too, when the plan moves there later.
  const tourTrips = new Map<RegionId, number>();
  plan.dailyPlan.forEach((day, index) => {
    if (!['explore', 'rest'].includes(day.kind)) return;
    const away = new Set<RegionId>();
    for (const row of day.activities) {
      const leg = row.category === 'transport' ? legsOf(kb, row.activity) : null;
      if (leg && leg.to !== day.region) away.add(leg.to);
      const place = row.key ? places.get(row.key) : undefined;
      if (place && row.category === 'activity' && place.region !== day.region)
        away.add(place.region);
    }
    for (const region of away) trips.set(region, [...(trips.get(region) ?? []), index]);
    for (const row of day.activities) {
      const tour = catalogue.tours.find((t) => t.id === idOf(row.href, 'tours'));
      const goes =
        tour && row.activity === tour.title ? regionOf(kb, tour.city, tour.location) : undefined;
      if (goes && goes !== day.region && !away.has(goes) && !tourTrips.has(goes))
        tourTrips.set(goes, index);
    }
  });
  for (const [region, days] of trips) {
    if (days.length > 1 && hours(plan.dailyPlan[days[0]].region, region) >= 1)
      add(
        'commute-repeated',
        `${days.length} day trips to ${kb.regions[region].name} (days ${days.map((d) => d + 1).join(', ')})`,
      );
    const moved = plan.dailyPlan.findIndex(
      (day, index) => index > days[0] && day.kind === 'transfer' && day.region === region,
    );
    if (moved >= 0)
      add(
        'daytrip-then-move',
        `a day trip to ${kb.regions[region].name} on day ${days[0] + 1}, a move there on day ${moved + 1}`,
      );
  }
  for (const [region, index] of tourTrips) {
    const moved = plan.dailyPlan.findIndex(
      (day, later) => later > index && day.kind === 'transfer' && day.region === region,
    );
    if (moved >= 0)
      add(
        'daytrip-then-move',
        `a tour to ${kb.regions[region].name} on day ${index + 1}, a move there on day ${moved + 1}`,
      );
  }
  // One night in a far town, then straight back where the traveller came from.
  plan.dailyPlan.forEach((day, index) => {
    if (day.kind !== 'transfer' || !day.travel) return;
    const from = regionNamed(kb, day.travel.fromName);
    const next = plan.dailyPlan[index + 1];
    if (!from || !next || day.travel.hours < 2) return;
    const back =
      (next.kind === 'transfer' && next.region === from) ||
      (next.kind === 'departure' && from === 'freetown' && next.region !== 'freetown');
    if (back)
      add(
        'one-night-round-trip',
        `${kb.regions[from].name} to ${day.region} and back after one night (days ${day.day}-${next.day})`,
      );
  });
  // Tours from where the traveller is, or with the journey to their start.
  const idOfHref = (href: string | null, kind: string) => idOf(href, kind);
  plan.dailyPlan.forEach((day, index) => {
    for (const row of day.activities) {
      const tour = catalogue.tours.find((t) => t.id === idOfHref(row.href, 'tours'));
      if (!tour || row.category !== 'activity' || row.activity !== tour.title) continue;
      const starts = tourStartRegion(kb, tour);
      if (!starts) continue;
      const morning = morningOf(index);
      const there = day.activities.some((other) => {
        const leg = other.category === 'transport' ? legsOf(kb, other.activity) : null;
        return leg?.to === starts && minutesOf(other.time) < minutesOf(row.time);
      });
      if (morning !== starts && !there)
        add(
          'tour-pickup-far-from-base',
          `${tour.title} on day ${day.day} starts at ${tour.meetingPoint || tour.city}; the night before ${morning === 'airport' ? 'on the plane' : kb.regions[morning].name}`,
        );
    }
  });
  // Cars collected where the traveller is.
  const collected = new Set<number>();
  plan.dailyPlan.forEach((day, index) => {
    for (const row of day.activities) {
      const carId = idOfHref(row.href, 'cars');
      if (carId === null || collected.has(carId)) continue;
      collected.add(carId);
      const car = catalogue.cars.find((c) => c.id === carId);
      if (!car) continue;
      const atAirport = /\b(airport|lungi)\b/i.test(car.location);
      const region = atAirport ? 'airport' : placeRegionOf(kb, car.location);
      const morning = morningOf(index);
      if (region !== morning)
        add(
          'car-collected-elsewhere',
          `${car.make} ${car.model} collected at ${car.location} on day ${day.day}, the traveller ${morning === 'airport' ? 'arriving' : `in ${kb.regions[morning].name}`}`,
        );
    }
  });
  // An event on an island comes with the boat there.
  plan.dailyPlan.forEach((day) => {
    for (const row of day.activities) {
      const event = catalogue.events.find((e) => e.id === idOfHref(row.href, 'events'));
      if (!event || row.category !== 'activity') continue;
      if (!/\bislands?\b/i.test(`${event.location} ${event.city}`)) continue;
      const boat = day.activities.some(
        (other) =>
          other.category === 'transport' &&
          /\bboat\b/i.test(other.activity) &&
          minutesOf(other.time) <= minutesOf(row.time),
      );
      if (!boat) add('boat-event-without-boat', `${event.title} on day ${day.day} without a boat`);
    }
  });
  void request;
}

/** Words of a note that name a time of day: the visit should reach it. */
const LATE_WORDS: [RegExp, number][] = [
  [/\b(sunset|sundown)\b/i, 17 * 60],
  [/\bfrom about (\d{1,2}):(\d{2})\b/i, -1],
  [/\blate[- ]afternoon\b/i, 15 * 60],
  [/\bin the evening\b/i, 17 * 60],
];

/**
 * Days worth having (issue 35, part 6): an afternoon after a half-day tour, no run of idle
 * days where a shorter trip would do, and notes that fit the hour of the visit.
 */
export function checkDayContent(
  plan: TripPlan,
  request: TripRequest,
  catalogue: CatalogueSnapshot,
  kb: KnowledgeBase,
  add: (kind: DefectKind, detail: string) => void,
): void {
  const places = new Map(kb.places.map((place) => [`place:${place.id}`, place]));
  plan.dailyPlan.forEach((day) => {
    if (day.kind !== 'explore') return;
    const sights = day.activities.filter((row) => row.category === 'activity');
    const half = sights.find((row) => {
      const tour = catalogue.tours.find((t) => t.id === idOf(row.href, 'tours'));
      return tour && row.activity === tour.title && /half/i.test(tour.duration);
    });
    if (!half) return;
    const ends = minutesOf(half.time) + (half.durationMinutes ?? 240);
    const later = sights.some((row) => row !== half && minutesOf(row.time) >= ends - 30);
    if (!later && ends <= 15 * 60)
      add('afternoon-empty-after-half-day', `day ${day.day}: ${half.activity}, then nothing`);
  });
  // Filler: one suggestion offered on three rest days, or one place planned as the only thing
  // of three days (it would be the same free beach day after day).
  let run = 0;
  const offered = new Map<string, number>();
  plan.dailyPlan.forEach((day) => {
    run = day.kind === 'rest' ? run + 1 : 0;
    // Soft: long, lean trips may run out of new things (docs/decisions/planner-sleep-where-the-days-are.md).
    if (run === 3) add('idle-days-run', `rest days up to day ${day.day}`);
    if (day.kind !== 'rest') return;
    for (const row of day.activities) {
      const named = /If you feel like going out, (.+?) is close by/.exec(row.notes ?? '')?.[1];
      if (named) offered.set(named, (offered.get(named) ?? 0) + 1);
    }
  });
  for (const [name, times] of offered)
    if (times >= 3) add('filler-repeated-days', `${name} suggested on ${times} rest days`);
  const alone = new Map<string, number>();
  for (const day of plan.dailyPlan) {
    const sights = day.activities.filter((row) => row.category === 'activity');
    if (day.kind === 'explore' && sights.length === 1 && sights[0].key?.startsWith('place:'))
      alone.set(sights[0].activity, (alone.get(sights[0].activity) ?? 0) + 1);
  }
  for (const [name, times] of alone)
    if (times >= 3) add('filler-repeated-days', `${name} the only thing on ${times} days`);
  const rests = plan.dailyPlan.filter((day) => day.kind === 'rest').length;
  if (request.pace === 'packed' && rests > restDaysFor(plan.dailyPlan.length, 'packed') + 1)
    add('idle-days-run', `${rests} rest days in a packed plan`);
  // Notes about a time of day the visit does not reach.
  plan.dailyPlan.forEach((day) => {
    for (const row of day.activities) {
      if (row.category !== 'activity' || !row.key || !places.has(row.key)) continue;
      const notes = row.notes ?? '';
      const ends = minutesOf(row.time) + (row.durationMinutes ?? 60);
      for (const [pattern, minute] of LATE_WORDS) {
        const match = pattern.exec(notes);
        if (!match) continue;
        const at = minute >= 0 ? minute : Number(match[1]) * 60 + Number(match[2]);
        if (ends < at - 60)
          add(
            'time-of-day-mismatch',
            `${row.activity} at ${row.time} on day ${day.day}: "${match[0]}"`,
          );
      }
    }
  });
}

/** Defects counted by kind. */
export function countByKind(defects: Defect[]): Record<DefectKind, number> {
  const counts = Object.fromEntries(
    [...HARD_KINDS, ...SOFT_KINDS].map((kind) => [kind, 0]),
  ) as Record<DefectKind, number>;
  for (const defect of defects) counts[defect.kind] += 1;
  return counts;
}

/** Tips that read the same in at least half of the plans: generic, not about a plan. */
export function genericTips(plans: TripPlan[]): string[] {
  const counts = new Map<string, number>();
  for (const plan of plans)
    for (const tip of new Set(plan.tips)) counts.set(tip, (counts.get(tip) ?? 0) + 1);
  return [...counts].filter(([, n]) => n >= plans.length / 2).map(([tip]) => tip);
}
