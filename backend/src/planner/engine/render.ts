import type { Interest } from '@salone/booking-rules';
import { BUDGET_AIM_PERCENT, BUDGET_LABELS, budgetAimCents } from '@salone/booking-rules';
import { holidayOn, isLunarHoliday } from '../knowledge/holidays.js';
import type { RegionId } from '../knowledge/types.js';
import { clock, formatDay, longDate, minutesOf, monthOf, weekday } from './calendar.js';
import {
  capitalise,
  hotelHref,
  money,
  RAINY_MONTHS,
  type Draft,
  type DraftDay,
  type ItemRef,
  type Lodging,
  type Row,
  roomStayCents,
} from './build.js';
import type { PlanContext } from './context.js';
import type {
  ActivityKind,
  BudgetBreakdown,
  PlannedDay,
  RecommendedActivity,
  RecommendedHotel,
  TripPlan,
} from './types.js';

/** The plan as the API returns it, with every explanation written from the data. */

/** Hotel amenities (as the catalogue names them) that serve an interest, and how to say so. */
const AMENITIES_FOR: Partial<Record<Interest, string[]>> = {
  beaches: ['Beach access'],
  relaxation: ['Swimming pool', 'Spa'],
  food: ['Restaurant'],
  music: ['Bar'],
};
const AMENITY_PHRASES: Record<string, string> = {
  'Beach access': 'beach access',
  'Swimming pool': 'a swimming pool',
  Spa: 'a spa',
  Restaurant: 'a restaurant',
  Bar: 'a bar',
};

const MAX_TIPS = 12;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const listOf = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** 'a' or 'an' before a number as it is read aloud: an 8-day, an 11-day, an 18-day trip. */
export const articleFor = (count: number): 'a' | 'an' =>
  /^(8|11|18)$/.test(String(count)) || /^8\d*$/.test(String(count)) ? 'an' : 'a';

const firstSentence = (text: string): string => {
  const match = /^.*?[.!?](?=\s+[A-Z]|$)/.exec(text.trim());
  return (match ? match[0] : text).trim();
};

const dollars = (cents: number) => Math.round(cents) / 100;

/** Who travels, in words: 'one traveller', '2 adults and 1 child'. */
export function partyText(context: PlanContext): string {
  if (context.people === 1) return 'one traveller';
  const adults = plural(context.adults, 'adult');
  const children = context.children.length;
  return children === 0
    ? adults
    : `${adults} and ${children === 1 ? '1 child' : `${children} children`}`;
}

export function renderPlan(
  context: PlanContext,
  draft: Draft,
  withinBudget: boolean,
  limitCents: number | null,
  locked: ReadonlySet<string> = new Set(),
): TripPlan {
  const hotels = draft.lodgings
    .filter((lodging): lodging is Extract<Lodging, { kind: 'hotel' }> => lodging.kind === 'hotel')
    .map((lodging): RecommendedHotel => {
      const run = nightRuns(lodging.nightDays)[0];
      return {
        name: lodging.hotel.name,
        reason: hotelReason(context, lodging),
        hotelId: lodging.hotel.id,
        href: hotelHref(lodging.hotel.id),
        bookingHref: hotelBooking(context, lodging, run),
        // The stay's average night by the room type's calendar (its base price without dates).
        pricePerNight: dollars(
          Math.round(
            roomStayCents(context, lodging.room, lodging.nightDays) /
              Math.max(1, lodging.nightDays.length),
          ),
        ),
        roomType: lodging.room.roomType,
        rooms: lodging.count,
        nights: lodging.nights,
      };
    });
  const activities = recommendedActivities(context, draft);
  const breakdown: BudgetBreakdown = { lodging: 0, transport: 0, activities: 0, food: 0 };
  for (const day of draft.days)
    for (const row of day.rows) {
      if (row.category === 'lodging') breakdown.lodging += row.cents;
      else if (row.category === 'transport') breakdown.transport += row.cents;
      else if (row.category === 'activity') breakdown.activities += row.cents;
      else if (row.category === 'food') breakdown.food += row.cents;
    }
  return {
    request: context.request,
    overview: overviewOf(context, draft, withinBudget),
    totalEstimatedCost: dollars(draft.totalCents),
    budgetLimit: limitCents === null ? null : dollars(limitCents),
    withinBudget,
    breakdown: {
      lodging: dollars(breakdown.lodging),
      transport: dollars(breakdown.transport),
      activities: dollars(breakdown.activities),
      food: dollars(breakdown.food),
      ...(limitCents === null
        ? {}
        : {
            aim: dollars(budgetAimCents(context.request.budget)!),
            spare: dollars(Math.max(0, limitCents - draft.totalCents)),
          }),
    },
    recommendations: { hotels, activities },
    dailyPlan: draft.days.map((day) => renderDay(context, draft, day, locked)),
    tips: tipsOf(context, draft, withinBudget, limitCents),
    warnings: warningsOf(context, draft, withinBudget, limitCents),
    practical: practicalOf(context, draft),
    source: 'engine',
  };
}

function renderDay(
  context: PlanContext,
  draft: Draft,
  day: DraftDay,
  locked: ReadonlySet<string>,
): PlannedDay {
  const { kb } = context;
  const skeleton = day.skeleton;
  const region = kb.regions[skeleton.region];
  const airport = kb.transport.airport;
  let travel: PlannedDay['travel'] = null;
  if (day.kind === 'transfer') {
    const from = kb.regions[skeleton.from!];
    travel = {
      from: from.coords,
      to: region.coords,
      fromName: capitalise(from.name),
      toName: capitalise(region.name),
      hours: skeleton.transferHours!,
    };
  } else if (day.kind === 'arrival' || day.kind === 'arrival-departure') {
    travel = {
      from: airport.coords,
      to: region.coords,
      fromName: airport.name,
      toName: capitalise(region.name),
      hours: context.hours('freetown', skeleton.region) + kb.transport.waterTaxi.hours,
    };
  } else if (day.kind === 'departure') {
    travel = {
      from: region.coords,
      to: airport.coords,
      fromName: capitalise(region.name),
      toName: airport.name,
      hours: context.hours(skeleton.region, 'freetown') + kb.transport.waterTaxi.hours,
    };
  }
  return {
    day: skeleton.index + 1,
    date: day.date === null ? null : formatDay(day.date),
    title: dayTitle(context, day),
    kind: day.kind,
    region: skeleton.region,
    totalDayCost: dollars(day.cents),
    travel,
    activities: day.rows.map((row) => ({
      time: clock(row.minute),
      activity: row.activity,
      location: row.location,
      notes: row.notes,
      cost: dollars(row.cents),
      href: row.href,
      bookingHref: rowBooking(context, draft, day, row),
      category: row.category,
      key: row.key,
      locked: row.key !== null && locked.has(`${skeleton.index}|${row.key}`),
      alternatives: row.alternatives,
      coords: row.coords,
      durationMinutes: row.minutes ?? null,
    })),
  };
}

function dayTitle(context: PlanContext, day: DraftDay): string {
  const { kb } = context;
  const skeleton = day.skeleton;
  const region = kb.regions[skeleton.region];
  const name = capitalise(region.name);
  const firstSight = day.rows.find((row) => row.sight)?.activity;
  switch (day.kind) {
    case 'arrival':
      return `Arrival ${region.preposition} ${region.name}`;
    case 'arrival-departure':
      return `A day ${region.preposition} ${region.name}`;
    case 'departure':
      return `Departure from ${region.name}`;
    case 'rest':
      return `Rest day ${region.preposition} ${region.name}`;
    case 'transfer':
      return `${capitalise(kb.regions[skeleton.from!].name)} to ${region.name}`;
    case 'excursion':
      return firstSight ?? name;
    default:
      if (day.tripTo) {
        const away = kb.regions[day.tripTo];
        return `Day trip to ${away.name}${firstSight ? `: ${firstSight}` : ''}`;
      }
      return firstSight ? `${name}: ${firstSight}` : name;
  }
}

/** Consecutive nights as [first, last + 1) runs. */
function nightRuns(nights: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const night of [...nights].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[1] === night) last[1] = night + 1;
    else runs.push([night, night + 1]);
  }
  return runs;
}

function hotelBooking(
  context: PlanContext,
  lodging: Extract<Lodging, { kind: 'hotel' }>,
  run: [number, number] | undefined,
): string | null {
  if (context.start === null || !run) return null;
  const query = new URLSearchParams({
    checkIn: formatDay(run[0]),
    checkOut: formatDay(run[1]),
    // One booking is one room: the party shared out over the rooms the plan counts.
    guests: String(Math.ceil(context.people / lodging.count)),
    room: String(lodging.room.id),
    book: '1',
  });
  return `${hotelHref(lodging.hotel.id)}?${query}`;
}

/**
 * The page of a bookable line with its booking dialog open and the plan's dates filled in
 * (docs/decisions/plan-booking-links.md). Dated plans only: without dates there is nothing to fill.
 */
function rowBooking(context: PlanContext, draft: Draft, day: DraftDay, row: Row): string | null {
  if (context.start === null || day.date === null || !row.href) return null;
  const people = String(context.people);
  if (row.category === 'lodging' && row.href.startsWith('/hotels/')) {
    const lodging = draft.lodgings.find(
      (l) => l.kind === 'hotel' && `/hotels/${l.hotel.id}` === row.href,
    ) as Extract<Lodging, { kind: 'hotel' }> | undefined;
    if (!lodging) return null;
    const run = nightRuns(lodging.nightDays).find((r) => day.date! >= r[0] && day.date! < r[1]);
    return hotelBooking(context, lodging, run);
  }
  if (row.ref?.type === 'tour') {
    // A tour of several days is booked once, from its first day.
    if ((day.skeleton.excursion?.day ?? 1) > 1) return null;
    // The plan prices tours at the shared price.
    return `${row.href}?${new URLSearchParams({ date: formatDay(day.date), participants: people, type: 'shared', book: '1' })}`;
  }
  if (row.ref?.type === 'event') {
    const ticket = row.ref.item.event.ticket;
    return `${row.href}?${new URLSearchParams({
      tickets: people,
      ...(ticket ? { category: ticket.name } : {}),
      book: '1',
    })}`;
  }
  if (row.ref?.type === 'car' && draft.carSpan) {
    return `${row.href}?${new URLSearchParams({
      pickupDate: formatDay(context.start + draft.carSpan[0]),
      returnDate: formatDay(context.start + draft.carSpan[1]),
      driver: '1',
      book: '1',
    })}`;
  }
  return null;
}

function hotelReason(context: PlanContext, lodging: Extract<Lodging, { kind: 'hotel' }>): string {
  const { hotel, room, count } = lodging;
  const region = context.kb.regions[lodging.region];
  const dated = context.start !== null;
  const rooms = count > 1 ? `${count} x ${room.roomType}` : room.roomType;
  const parts = [
    `${hotel.starRating}-star hotel at ${hotel.address}: ${rooms} (sleeps ${room.capacity}) at ${money(room.priceCents)} a night for your ${plural(lodging.nights, 'night')} ${region.preposition} ${region.name}.`,
  ];
  const freeNote = dated ? ' with a room free for all your nights' : '';
  if (lodging.options <= 1) {
    parts.push(
      dated
        ? 'The only one of our hotels there with a room free for all your nights.'
        : 'Our only hotel there.',
    );
  } else if (lodging.choice === 'fits') {
    parts.push(`The best hotel and room there that your budget allows${freeNote}.`);
  } else if (lodging.choice === 'best')
    parts.push(
      `The best-rated of our hotels there, in one of its most comfortable rooms${freeNote}.`,
    );
  else if (lodging.choice === 'value') {
    parts.push(
      hotel.starRating >= 3
        ? `Good value: the most affordable of our hotels there with 3 stars or more${freeNote}.`
        : `The most affordable of our hotels there${freeNote}.`,
    );
  } else parts.push(`The most affordable of our hotels there${freeNote}.`);
  const matched: { amenity: string; interest: Interest }[] = [];
  for (const interest of context.interests) {
    for (const amenity of AMENITIES_FOR[interest] ?? []) {
      if (hotel.amenities.some((own) => own.toLowerCase() === amenity.toLowerCase())) {
        if (!matched.some((m) => m.amenity === amenity)) matched.push({ amenity, interest });
      }
    }
  }
  if (matched.length > 0) {
    const interests = [...new Set(matched.map((m) => m.interest))];
    parts.push(
      `It has ${listOf(matched.map((m) => AMENITY_PHRASES[m.amenity]))}, good for ${listOf(interests)}.`,
    );
  }
  return parts.join(' ');
}

interface Aggregate {
  ref: ItemRef;
  name: string;
  kind: ActivityKind;
  href: string | null;
  bookingHref: string | null;
  cents: number;
  legs: string[];
  uses: number;
}

function recommendedActivities(context: PlanContext, draft: Draft): RecommendedActivity[] {
  const { kb } = context;
  const found = new Map<string, Aggregate>();
  for (const day of draft.days) {
    for (const row of day.rows) {
      const ref = row.ref;
      if (!ref) continue;
      let key: string;
      let name: string;
      let kind: ActivityKind;
      let href: string | null = null;
      switch (ref.type) {
        case 'tour':
          key = `tour:${ref.item.tour.id}`;
          name = ref.item.tour.title;
          kind = 'tour';
          href = row.href;
          break;
        case 'event':
          key = `event:${ref.item.event.id}`;
          name = ref.item.event.title;
          kind = 'event';
          href = row.href;
          break;
        case 'place':
          key = `place:${ref.item.place.id}`;
          name = ref.item.place.name;
          kind = 'place';
          break;
        case 'excursion':
          key = `excursion:${ref.excursion.region}`;
          name = ref.excursion.name;
          kind = 'place';
          break;
        case 'car':
          key = `car:${ref.car.id}`;
          name = `${ref.car.make} ${ref.car.model} with driver`;
          kind = 'transport';
          href = row.href;
          break;
        case 'crossing':
          key = `crossing:${ref.option}`;
          name = kb.transport[ref.option].name;
          kind = 'transport';
          break;
        case 'shared':
          key = 'shared';
          name = kb.transport.sharedName;
          kind = 'transport';
          break;
        case 'taxi':
          key = 'taxi';
          name = kb.transport.privateTaxiName;
          kind = 'transport';
          break;
      }
      const entry = found.get(key);
      const leg = 'leg' in ref ? ref.leg : null;
      if (entry) {
        entry.cents += row.cents;
        entry.uses += 1;
        if (leg && !entry.legs.includes(leg)) entry.legs.push(leg);
      } else {
        found.set(key, {
          ref,
          name,
          kind,
          href,
          bookingHref: rowBooking(context, draft, day, row),
          cents: row.cents,
          legs: leg ? [leg] : [],
          uses: 1,
        });
      }
    }
  }
  return [...found.values()].map((entry) => ({
    name: entry.name,
    description: describe(context, entry),
    kind: entry.kind,
    href: entry.href,
    bookingHref: entry.bookingHref,
    cost: dollars(entry.cents),
  }));
}

function suits(interests: Interest[]): string {
  return interests.length > 0 ? ` Suits your interest in ${listOf(interests)}.` : '';
}

function describe(context: PlanContext, entry: Aggregate): string {
  const { kb } = context;
  const ref = entry.ref;
  switch (ref.type) {
    case 'tour': {
      const { tour, region, startMinute } = ref.item;
      const place = kb.regions[region];
      return `${tour.duration}, ${tour.difficulty} guided tour ${place.preposition} ${place.name}, starting at ${clock(startMinute)}: ${money(tour.priceCents)} per person (shared).${suits(ref.item.interests)} ${firstSentence(tour.description)}`;
    }
    case 'event': {
      const { event, ticket, day, startMinute, interests } = ref.item;
      return `${capitalise(event.category)} event on ${longDate(day)} at ${clock(startMinute)}, ${event.location}; ${ticket.name} tickets ${money(ticket.priceCents)}.${suits(interests)} ${firstSentence(event.description)}`;
    }
    case 'place': {
      const { place, interests } = ref.item;
      const cost = place.cost > 0 ? `about ${money(place.cost * 100)} a person` : 'free';
      const hours = `${place.hours.open}-${clock(minutesOf(place.hours.close))}`;
      return `${place.tip} Usually open ${hours}; ${cost}.${suits(interests) || ' Worth a look while you are there.'}`;
    }
    case 'excursion': {
      const { excursion, gateway } = ref;
      return `${excursion.tip} ${plural(excursion.days, 'day')} from ${kb.regions[gateway].name} on your own with local guides: about ${money(entry.cents)} for guides, fees, camp and transport.${suits(context.interests.filter((i) => excursion.interests.includes(i)))}`;
    }
    case 'car':
      return `${ref.car.year} ${ref.car.make} ${ref.car.model} (${ref.car.type}) with a driver for ${plural(entry.uses, 'day')} (${entry.legs.join('; ') || 'around town'}), picked up at ${ref.car.location}: ${money(ref.car.dailyRateCents)} a day plus ${money(context.driverPerDayCents)} a day for the driver.`;
    case 'crossing':
      return `${kb.transport[ref.option].note} ${entry.uses === 1 ? 'One way' : 'Both ways'}: ${money(entry.cents)}.`;
    case 'shared':
      return `For ${entry.legs.join('; ')}. Fares are paid in cash, in leones.`;
    case 'taxi':
      return `For ${entry.legs.join('; ')}: about ${money(kb.transport.privateTaxiPerHour * 100)} an hour on the road.`;
  }
}

function segmentsOf(context: PlanContext, draft: Draft): string {
  const { kb } = context;
  const segments = draft.route.blocks.map((block, index) => {
    const length = draft.days.filter((day) => day.skeleton.blockIndex === index).length;
    const region = kb.regions[block.region];
    let text = `${plural(length, 'day')} ${region.preposition} ${region.name}`;
    const trips = block.excursions.map((remote) => {
      const days = draft.days.filter(
        (day) => day.skeleton.blockIndex === index && day.skeleton.excursion?.region === remote,
      ).length;
      return `${plural(days, 'day')} ${kb.regions[remote].preposition} ${kb.regions[remote].name}`;
    });
    // Nights spent elsewhere for an evening event (route.ts, eventNights).
    const away = new Map<RegionId, number>();
    for (const day of draft.days) {
      const { blockIndex, sleep, base } = day.skeleton;
      if (blockIndex === index && sleep === 'hotel' && base !== block.region)
        away.set(base, (away.get(base) ?? 0) + 1);
    }
    for (const [other, nights] of away)
      trips.push(
        `${plural(nights, 'night')} ${kb.regions[other].preposition} ${kb.regions[other].name}`,
      );
    if (trips.length > 0) text += ` (with ${listOf(trips)})`;
    return text;
  });
  if (segments.length === 1) return segments[0];
  return `${segments.slice(0, -1).join(', ')}, then ${segments[segments.length - 1]}`;
}

function overviewOf(context: PlanContext, draft: Draft, withinBudget: boolean): string {
  const days = draft.route.days;
  const dates =
    context.start === null
      ? ''
      : days === 1
        ? ` on ${longDate(context.start)}`
        : ` from ${longDate(context.start)} to ${longDate(context.start + days - 1)}`;
  const who = context.people === 1 ? '' : ` (${partyText(context)})`;
  const sentences = [
    `${capitalise(articleFor(days))} ${days}-day trip for ${listOf(context.interests)}${who}${dates}: ${segmentsOf(context, draft)}.`,
  ];
  const hotels = draft.lodgings.flatMap((l) => (l.kind === 'hotel' ? [l.hotel.name] : []));
  const refs = draft.days.flatMap((day) => day.rows.map((row) => row.ref));
  const tours = new Set(refs.flatMap((ref) => (ref?.type === 'tour' ? [ref.item.tour.id] : [])))
    .size;
  const events = new Set(refs.flatMap((ref) => (ref?.type === 'event' ? [ref.item.event.id] : [])))
    .size;
  const extras = [
    tours > 0 ? plural(tours, 'guided tour') : null,
    events > 0 ? `${plural(events, 'event')} on during your stay` : null,
  ].filter((text): text is string => text !== null);
  if (hotels.length > 0) {
    sentences.push(
      `You stay at ${listOf(hotels)}${extras.length > 0 ? `, with ${listOf(extras)}` : ''}.`,
    );
  } else if (extras.length > 0) {
    sentences.push(`It includes ${listOf(extras)}.`);
  }
  const total = money(draft.totalCents);
  const label = BUDGET_LABELS[context.request.budget];
  const forWhom = `for ${partyText(context)}`;
  if (context.request.budget === '2000-plus') {
    sentences.push(`The estimated total is ${total} ${forWhom}.`);
  } else if (withinBudget) {
    sentences.push(`The estimated total is ${total} ${forWhom}, within your ${label} budget.`);
  } else {
    sentences.push(
      `Even kept as simple as we can make it, it comes to about ${total} ${forWhom}, more than your ${label} budget.`,
    );
  }
  return sentences.join(' ');
}

const placesOf = (draft: Draft) =>
  draft.days.flatMap((day) =>
    day.rows.flatMap((row) =>
      row.ref?.type === 'place' ? [{ place: row.ref.item.place, day }] : [],
    ),
  );

const namesWhere = (draft: Draft, test: (text: string, interests: Interest[]) => boolean) => [
  ...new Set(
    draft.days.flatMap((day) =>
      day.rows.flatMap((row) => {
        if (row.ref?.type === 'place') {
          const { place } = row.ref.item;
          return test(`${place.name} ${place.tip}`, place.interests) ? [place.name] : [];
        }
        if (row.ref?.type === 'tour') {
          const { tour } = row.ref.item;
          return test(`${tour.title} ${tour.includedActivities.join(' ')}`, row.ref.item.interests)
            ? [tour.title]
            : [];
        }
        if (row.ref?.type === 'excursion') {
          const { excursion } = row.ref;
          return test(`${excursion.name} ${excursion.tip}`, excursion.interests)
            ? [excursion.name]
            : [];
        }
        return [];
      }),
    ),
  ),
];

const dayList = (numbers: number[]) =>
  numbers.length === 1 ? `day ${numbers[0]}` : `days ${listOf(numbers.map(String))}`;

/**
 * Tips about this plan only: its budget, party, season, places and activities. Each appears
 * only when the plan gives it a reason.
 */
function tipsOf(
  context: PlanContext,
  draft: Draft,
  withinBudget: boolean,
  limitCents: number | null,
): string[] {
  const { kb } = context;
  const tips: string[] = [];
  const total = draft.totalCents;
  const forWhom = partyText(context);
  if (limitCents === null) {
    tips.push(
      `This plan comes to ${money(total)} for ${forWhom}. With a $2000+ budget you could book tours privately (2.5 times the shared price) or stay longer at the beach.`,
    );
  } else if (withinBudget) {
    tips.push(
      `This plan comes to ${money(total)} for ${forWhom}, leaving ${money(limitCents - total)} of your ${money(limitCents)} budget for souvenirs, tips and surprises.`,
    );
  } else {
    tips.push(
      `Even the simplest plan we can make for ${plural(draft.route.days, 'day')} comes to ${money(total)} for ${forWhom}, ${money(total - limitCents)} more than your ${BUDGET_LABELS[context.request.budget]} budget. To fit it, choose a shorter trip, share rooms, or pick a larger budget.`,
    );
  }
  if (context.children.length > 0) {
    tips.push(
      context.toursAllowed
        ? kb.tips.children
        : 'Guided tours take children from 8 years old, so this plan keeps to places you can visit together on your own; bring sun hats and rehydration salts for the young ones.',
    );
  }
  if (context.start !== null) {
    const months = [...new Set(draft.days.map((day) => monthOf(day.date!)))];
    const names = listOf(months.map((month) => MONTH_NAMES[month - 1]));
    const rainy = months.filter((month) => RAINY_MONTHS.includes(month));
    tips.push(
      rainy.length === months.length
        ? `${names} ${months.length === 1 ? 'is' : 'are'} in the rainy season: expect heavy downpours, plan outdoor visits for the mornings and allow extra time on the roads.`
        : rainy.length === 0
          ? `${names} ${months.length === 1 ? 'is' : 'are'} in the dry season, the easiest time to travel${months.some((m) => m === 12 || m <= 2) ? '; the dusty Harmattan wind can haze the sky' : ''}.`
          : `Your trip spans the change of season (${names}): expect some heavy rain and allow extra time on the roads.`,
    );
    const booked = [
      ...draft.lodgings.flatMap((l) => (l.kind === 'hotel' ? [l.hotel.name] : [])),
      ...(draft.car ? [`the ${draft.car.make} ${draft.car.model}`] : []),
    ];
    if (booked.length > 0) {
      tips.push(
        `${listOf(booked)} ${booked.length === 1 ? 'was' : 'were'} free for your dates when this plan was made; book soon to keep ${booked.length === 1 ? 'it' : 'them'}.`,
      );
    }
  } else {
    tips.push(kb.tips.seasonUnknown);
  }
  if (draft.seaSkipped) {
    tips.push(
      'Boat trips on the open sea do not run safely from July to September, so this plan leaves them out.',
    );
  }
  for (const lodging of draft.lodgings) {
    if (lodging.kind !== 'guesthouse' || lodging.reason !== 'full') continue;
    tips.push(
      `Our hotels ${kb.regions[lodging.region].preposition} ${kb.regions[lodging.region].name} are full on your dates, so the plan allows ${money(lodging.cents)} a night for a local guesthouse.`,
    );
  }
  if (draft.noCarFree) {
    tips.push(
      'No rental car was free where your drives start for all the days they need, so this plan uses shared taxis and buses.',
    );
  }
  const crossings = draft.days
    .flatMap((day) => day.rows)
    .filter((row) => row.ref?.type === 'crossing')
    .reduce((sum, row) => sum + row.cents, 0);
  if (crossings > 0) {
    tips.push(
      `${kb.tips.airport} Already in Sierra Leone? Leave out the crossings and save ${money(crossings)}.`,
    );
  }
  const drives = draft.days.filter(
    (day) =>
      day.kind === 'transfer' && day.skeleton.transferHours! >= kb.transport.longTransferHours,
  );
  if (drives.length > 0) {
    const legs = drives.map(
      (day) =>
        `${capitalise(kb.regions[day.skeleton.from!].name)} to ${kb.regions[day.skeleton.region].name} (day ${day.skeleton.index + 1}, about ${day.skeleton.transferHours} h)`,
    );
    tips.push(
      `Leave early for the long ${drives.length === 1 ? 'drive' : 'drives'}: ${listOf(legs)}. Roads up-country are slow, and driving after dark is best avoided.`,
    );
  }
  const rest = draft.days.filter((day) => day.kind === 'rest').map((d) => d.skeleton.index + 1);
  if (rest.length > 0) {
    tips.push(
      `${capitalise(dayList(rest))} ${rest.length === 1 ? 'is a rest day' : 'are rest days'}, left free on purpose to recover between busy days.`,
    );
  }
  const topical: [string[], string][] = [
    [namesWhere(draft, (_, i) => i.includes('beaches')), kb.tips.beaches],
    [
      namesWhere(draft, (text) => /\b(hike|trek|climb|trails?|falls|peak|summit)\b/i.test(text)),
      kb.tips.hikes,
    ],
    [namesWhere(draft, (text) => /\bmarket\b/i.test(text)), kb.tips.markets],
    [namesWhere(draft, (text) => /\b(boat|island|snorkel|surf)/i.test(text)), kb.tips.boats],
    [namesWhere(draft, (_, i) => i.includes('wildlife')), kb.tips.wildlife],
    [namesWhere(draft, (_, i) => i.includes('food')), kb.tips.food],
  ];
  for (const [names, tip] of topical) {
    if (names.length === 0) continue;
    tips.push(`For ${listOf(names.slice(0, 3))}: ${tip.charAt(0).toLowerCase()}${tip.slice(1)}`);
  }
  const music = placesOf(draft).filter(({ place }) => place.interests.includes('music'));
  for (const { place, day } of music.slice(0, 1)) {
    if (day.date === null) {
      tips.push(
        `${place.name} is liveliest on Friday and Saturday nights: plan your days so it falls on one of them.`,
      );
    } else if (![5, 6].includes(weekday(day.date))) {
      tips.push(
        `${place.name} on day ${day.skeleton.index + 1} is a quieter weeknight; Friday and Saturday nights are the liveliest.`,
      );
    }
  }
  if (draft.days.some((day) => day.kind === 'excursion')) tips.push(kb.tips.healthRemote);
  return tips.slice(0, MAX_TIPS);
}

/**
 * The practical layer every plan carries (docs/decisions/planner-holidays-and-practical-advice.md):
 * the yellow fever certificate and malaria, a local SIM and mobile money, and cash, up-country
 * or on the coast.
 */
function practicalOf(context: PlanContext, draft: Draft): string[] {
  const { kb } = context;
  const upCountry = draft.route.blocks.some((block) => kb.regions[block.region].kind !== 'coastal');
  return [
    kb.tips.entryHealth,
    kb.tips.phoneMoney,
    upCountry ? kb.tips.cashUpCountry : kb.tips.cashCoast,
  ];
}

/** Months (1-12) when the mountain treks are wet, slippery and often in cloud. */
const TREK_RAIN_MONTHS = [6, 7, 8, 9, 10];
const TREK_NAMES: [RegExp, string][] = [
  [/\bBintumani\b/, 'Mount Bintumani'],
  [/\bWara Wara\b/, 'the Wara Wara Mountains'],
];

/** What the traveller must not miss: sea trips in the stormy months, closures and rooms. */
function warningsOf(
  context: PlanContext,
  draft: Draft,
  withinBudget: boolean,
  limitCents: number | null,
): string[] {
  const warnings: string[] = [];
  const aim = budgetAimCents(context.request.budget);
  if (limitCents !== null && aim !== null && withinBudget && draft.totalCents > aim)
    warnings.push(
      `This plan comes to ${money(draft.totalCents)}, more than ${BUDGET_AIM_PERCENT}% of your ${money(limitCents)} budget: it leaves less than a tenth of your budget spare for what the plan cannot price.`,
    );
  // Public holidays on the dates: what closes, and how the day was planned.
  if (context.start !== null) {
    for (const day of draft.days) {
      const holiday = holidayOn(day.date!);
      if (!holiday) continue;
      const lunar = isLunarHoliday(holiday)
        ? ' (its date follows the moon and may move a day either side)'
        : '';
      warnings.push(
        `Day ${day.skeleton.index + 1}, ${longDate(day.date!)}, is ${holiday}${lunar}, a public holiday: markets, banks and offices close, so this plan keeps away from the markets that day; museums may close too, and water taxis, ferries and shared taxis run fewer trips, so agree your boat and ride the day before.`,
      );
    }
  }
  // Mountain treks in the rains.
  const treks = new Map<string, number[]>();
  for (const day of draft.days) {
    const month = day.date === null ? null : monthOf(day.date);
    if (month !== null && !TREK_RAIN_MONTHS.includes(month)) continue;
    for (const row of day.rows) {
      if (row.category === 'transport') continue;
      for (const [pattern, name] of TREK_NAMES)
        if (pattern.test(`${row.activity} ${row.location}`))
          treks.set(name, [...(treks.get(name) ?? []), day.skeleton.index + 1]);
    }
  }
  for (const [name, days] of treks) {
    warnings.push(
      context.start === null
        ? `${capitalise(name)} is a dry-season trek: from June to October the rain makes the trails slippery, the rivers high and the tops cloudy. If you travel then, go with an experienced local guide and a spare day, or choose a trip without it.`
        : `${capitalise(name)} on ${dayList([...new Set(days)])} falls in the rains: from June to October the trails are slippery, the rivers high and the tops often in cloud. Go only with an experienced local guide, keep a spare day and be ready to turn back, or plan the trip again without it.`,
    );
  }
  if (context.start === null) {
    const seaNames = [
      ...new Set(
        draft.days.flatMap((day) =>
          day.rows.flatMap((row) =>
            (row.ref?.type === 'place' && row.ref.item.place.sea) ||
            (row.ref?.type === 'tour' && row.ref.item.sea)
              ? [row.activity]
              : [],
          ),
        ),
      ),
    ];
    if (seaNames.length > 0) {
      warnings.push(
        `${listOf(seaNames)} ${seaNames.length === 1 ? 'goes' : 'go'} out on the open sea, which is not safe from July to September: if you travel then, swap ${seaNames.length === 1 ? 'it' : 'them'} for something on land.`,
      );
    }
  }
  if (draft.seaSkipped) {
    warnings.push(
      'Sea trips are left out: from July to September the sea is too rough for small boats.',
    );
  }
  return warnings;
}
