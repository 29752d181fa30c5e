import { DAY_MS, formatDay, parseDay } from '../../src/planner/engine/calendar.js';
import type { CatalogueSnapshot, TripPlan, TripRequest } from '../../src/planner/engine/types.js';
import { KNOWLEDGE } from '../../src/planner/knowledge/index.js';
import {
  BUDGET_LIMIT_CENTS,
  BUDGETS,
  DURATION_CLASSES,
  DURATIONS,
  INTERESTS,
  type Interest,
} from '@salone/booking-rules';

/** The input grid the engine is checked over: every band x length x these interest mixes. */
export const INTEREST_MIXES: Interest[][] = [
  ...INTERESTS.map((interest) => [interest]),
  ['beaches', 'food', 'music'],
  ['wildlife', 'adventure', 'mountains'],
  ['culture', 'food'],
  ['relaxation', 'beaches'],
  [...INTERESTS],
];

/** Days of a dated trip of each length in the grid. */
export const DATED_LENGTHS = { '1-3-days': 3, '4-7-days': 6, '1-2-weeks': 12, '3-plus-weeks': 21 };

export type DateMode = 'no dates' | 'both dates' | 'start date only';
export const DATE_MODES: DateMode[] = ['no dates', 'both dates', 'start date only'];

export function gridRequests(today: number, startIn = 10): TripRequest[] {
  const requests: TripRequest[] = [];
  for (const budget of BUDGETS)
    for (const duration of DURATIONS)
      for (const interests of INTEREST_MIXES)
        for (const mode of DATE_MODES) {
          const start = today + startIn;
          requests.push({
            budget,
            duration,
            interests,
            startDate: mode === 'no dates' ? null : formatDay(start),
            endDate: mode === 'both dates' ? formatDay(start + DATED_LENGTHS[duration] - 1) : null,
            party: { adults: 1, childrenAges: [] },
            pace: 'balanced',
          });
        }
  return requests;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const kb = KNOWLEDGE;
const regionNames = Object.values(kb.regions).map((region) => region.name);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const PLACE_NAMES = new Set([
  ...kb.places.map((place) => place.name),
  ...kb.excursions.map((excursion) => excursion.name),
]);
const KNOWN_LOCATIONS = new Set([
  ...kb.places.map((place) => place.area),
  ...kb.excursions.map((excursion) => excursion.area),
  ...regionNames.map(capitalised),
  kb.transport.airport.name,
  kb.transport.islandBoat.area,
  ...Object.values(kb.regions).flatMap((region) =>
    region.guesthouse ? [region.guesthouse.area] : [],
  ),
  ...regionNames.flatMap((from) => regionNames.map((to) => `${capitalised(from)} to ${to}`)),
]);
const LODGINGS = new Set([
  ...kb.excursions.map((excursion) => excursion.lodging),
  ...Object.values(kb.regions).flatMap((region) =>
    region.guesthouse ? [region.guesthouse.name] : [],
  ),
]);
const ROAD = new RegExp(
  `^(${kb.transport.sharedName}|${kb.transport.privateTaxiName}): (${regionNames.join('|')}) to (${regionNames.join('|')})$`,
);
const TRANSPORT_NAMES = new Set([
  kb.transport.waterTaxi.name,
  kb.transport.ferry.name,
  kb.transport.islandBoat.name,
  kb.transport.islandBoat.returnName,
  kb.transport.sharedName,
  kb.transport.privateTaxiName,
]);

/**
 * Everything wrong with a plan: over budget without saying so, the wrong number of days,
 * events outside the dates, a name or price not in the catalogue or the knowledge base, too
 * many things in a day. An empty list means the plan is sound.
 */
export function planProblems(
  plan: TripPlan,
  request: TripRequest,
  catalogue: CatalogueSnapshot,
): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  const limit = BUDGET_LIMIT_CENTS[request.budget];
  const total = cents(plan.totalEstimatedCost);

  // Budget.
  if (plan.budgetLimit !== (limit === null ? null : limit / 100)) fail('wrong budgetLimit');
  if (plan.withinBudget) {
    if (limit !== null && total > limit) fail(`total ${total} over ${limit} but withinBudget`);
  } else {
    if (limit === null || total <= limit) fail('withinBudget false for a plan inside the band');
    if (!plan.tips[0]?.includes('more than your')) fail('no tip saying the plan is over budget');
    if (!plan.overview.includes('more than your')) fail('overview hides the overspend');
  }
  const dayTotal = plan.dailyPlan.reduce((sum, day) => sum + cents(day.totalDayCost), 0);
  if (dayTotal !== total) fail(`days add up to ${dayTotal}, total says ${total}`);

  // Days and dates.
  const days = plan.dailyPlan.length;
  const span = DURATION_CLASSES[request.duration];
  if (request.startDate && request.endDate) {
    const expected = parseDay(request.endDate)! - parseDay(request.startDate)! + 1;
    if (days !== expected) fail(`${days} days for dates making ${expected}`);
  } else if (days < span.minDays || days > span.maxDays) {
    fail(`${days} days is not ${request.duration}`);
  }
  const start = request.startDate ? parseDay(request.startDate)! : null;
  plan.dailyPlan.forEach((day, index) => {
    if (day.day !== index + 1) fail(`day ${index + 1} is numbered ${day.day}`);
    const expected = start === null ? null : formatDay(start + index);
    if (day.date !== expected) fail(`day ${index + 1} is dated ${day.date}, expected ${expected}`);
    const rowTotal = day.activities.reduce((sum, row) => sum + cents(row.cost), 0);
    if (rowTotal !== cents(day.totalDayCost)) fail(`day ${day.day} lines do not add up`);
    const times = day.activities.map((row) => row.time);
    if (times.some((time) => !/^\d{2}:\d{2}$/.test(time))) fail(`day ${day.day} has a bad time`);
    if ([...times].sort().join() !== times.join()) fail(`day ${day.day} is not in time order`);
  });

  // Hotels.
  for (const hotel of plan.recommendations.hotels) {
    const known = catalogue.hotels.find((h) => h.id === hotel.hotelId);
    if (!known || known.name !== hotel.name) fail(`hotel ${hotel.name} is not in the catalogue`);
    else if (!known.rooms.some((room) => room.priceCents === cents(hotel.pricePerNight))) {
      fail(`hotel ${hotel.name} has no room at ${hotel.pricePerNight}`);
    }
    if (hotel.href !== `/hotels/${hotel.hotelId}`) fail(`hotel ${hotel.name} links elsewhere`);
  }

  // Recommended activities.
  const idOf = (href: string | null, kind: string) =>
    href?.startsWith(`/${kind}/`) ? Number(href.slice(kind.length + 2)) : null;
  const lastDay =
    start === null ? null : request.endDate ? parseDay(request.endDate)! : start + days - 1;
  const checkEvent = (id: number, what: string, dayIndex?: number) => {
    const event = catalogue.events.find((e) => e.id === id);
    if (!event) {
      fail(`${what}: event ${id} is not in the catalogue`);
      return undefined;
    }
    if (start === null) {
      fail(`${what}: an event in a trip without dates`);
      return undefined;
    }
    const first = Math.floor(Date.parse(event.startsAt) / DAY_MS);
    const end = Math.floor((Date.parse(event.endsAt ?? event.startsAt) - 1) / DAY_MS);
    if (first < start || Math.max(first, end) > lastDay!)
      fail(`${what}: ${event.title} is outside the dates`);
    if (dayIndex !== undefined && first !== start + dayIndex)
      fail(`${what}: ${event.title} on the wrong day`);
    return event;
  };
  for (const item of plan.recommendations.activities) {
    const what = `recommended ${item.kind} ${item.name}`;
    if (item.kind === 'tour') {
      const tour = catalogue.tours.find((t) => t.id === idOf(item.href, 'tours'));
      if (!tour || tour.title !== item.name) fail(`${what} is not in the catalogue`);
      else if (cents(item.cost) !== tour.priceCents) fail(`${what} costs ${item.cost}`);
    } else if (item.kind === 'event') {
      const event = checkEvent(idOf(item.href, 'events') ?? -1, what);
      if (event && (event.title !== item.name || cents(item.cost) !== event.ticket?.priceCents)) {
        fail(`${what} does not match the catalogue`);
      }
    } else if (item.kind === 'place') {
      if (!PLACE_NAMES.has(item.name) || item.href !== null)
        fail(`${what} is not in the knowledge base`);
    } else if (item.href) {
      const car = catalogue.cars.find((c) => c.id === idOf(item.href, 'cars'));
      if (!car || item.name !== `${car.make} ${car.model} with driver`)
        fail(`${what} is not a catalogue car`);
    } else if (!TRANSPORT_NAMES.has(item.name)) {
      fail(`${what} is not in the knowledge base`);
    }
  }

  // Every line of every day.
  plan.dailyPlan.forEach((day, index) => {
    let sights = 0;
    let longDrive = false;
    for (const row of day.activities) {
      const what = `day ${day.day} "${row.activity}"`;
      const hotelId = idOf(row.href, 'hotels');
      const tourId = idOf(row.href, 'tours');
      const eventId = idOf(row.href, 'events');
      const carId = idOf(row.href, 'cars');
      const hours = /About ([\d.]+) h on the road/.exec(row.notes ?? '');
      if (hours && Number(hours[1]) >= kb.transport.longTransferHours) longDrive = true;
      if (hotelId !== null) {
        const hotel = catalogue.hotels.find((h) => h.id === hotelId);
        if (!hotel || row.activity !== `Overnight at ${hotel.name}`)
          fail(`${what} is not a catalogue hotel`);
        else if (!hotel.rooms.some((room) => room.priceCents === cents(row.cost)))
          fail(`${what} costs ${row.cost}`);
      } else if (tourId !== null) {
        const tour = catalogue.tours.find((t) => t.id === tourId);
        if (
          !tour ||
          !(row.activity.startsWith(tour.title) || row.activity.startsWith('Overnight'))
        ) {
          fail(`${what} is not a catalogue tour`);
        } else if (![0, tour.priceCents].includes(cents(row.cost)))
          fail(`${what} costs ${row.cost}`);
        if (tour && row.activity.startsWith(tour.title)) sights += 1;
      } else if (eventId !== null) {
        const event = checkEvent(eventId, what, index);
        if (
          event &&
          (row.activity !== event.title || cents(row.cost) !== event.ticket?.priceCents)
        ) {
          fail(`${what} does not match the catalogue`);
        }
        sights += 1;
      } else if (carId !== null) {
        const car = catalogue.cars.find((c) => c.id === carId);
        if (!car || !row.activity.startsWith(`${car.make} ${car.model} with driver`)) {
          fail(`${what} is not a catalogue car`);
        } else if (cents(row.cost) !== car.dailyRateCents + catalogue.driverPerDayCents) {
          fail(`${what} costs ${row.cost}`);
        }
      } else {
        if (row.href !== null) fail(`${what} links to ${row.href}`);
        const excursionDay = /^(.+) \(day \d+ of \d+\)$/.exec(row.activity);
        const name = excursionDay ? excursionDay[1] : row.activity;
        if (PLACE_NAMES.has(name)) sights += 1;
        else if (
          !['Meals', 'Local transport for the day'].includes(row.activity) &&
          !/^Rest day (in|on) /.test(row.activity) &&
          !TRANSPORT_NAMES.has(row.activity) &&
          !ROAD.test(row.activity) &&
          !(row.activity.startsWith('Overnight: ') && LODGINGS.has(row.activity.slice(11)))
        ) {
          fail(`${what} is neither in the catalogue nor in the knowledge base`);
        }
        if (!KNOWN_LOCATIONS.has(row.location))
          fail(`${what} is at an unknown place: ${row.location}`);
      }
    }
    if (sights > 3) fail(`day ${day.day} has ${sights} activities`);
    if (longDrive && sights > 1) fail(`day ${day.day} has a long drive and ${sights} activities`);
  });
  return problems;
}
