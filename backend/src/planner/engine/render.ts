import type { Interest } from '../trip-options.js';
import { BUDGET_LABELS } from '../trip-options.js';
import { clock, formatDay, longDate, minutesOf, monthOf } from './calendar.js';
import { capitalise, hotelHref, money, type Draft, type ItemRef, type Lodging } from './build.js';
import type { PlanContext } from './context.js';
import type { ActivityKind, RecommendedActivity, RecommendedHotel, TripPlan } from './types.js';

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
const MAX_INTEREST_TIPS = 3;

export const listOf = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const firstSentence = (text: string): string => {
  const match = /^.*?[.!?](?=\s+[A-Z]|$)/.exec(text.trim());
  return (match ? match[0] : text).trim();
};

const dollars = (cents: number) => Math.round(cents) / 100;

export function renderPlan(
  context: PlanContext,
  draft: Draft,
  withinBudget: boolean,
  limitCents: number | null,
): TripPlan {
  const hotels = draft.lodgings
    .filter((lodging): lodging is Extract<Lodging, { kind: 'hotel' }> => lodging.kind === 'hotel')
    .map((lodging): RecommendedHotel => ({
      name: lodging.hotel.name,
      reason: hotelReason(context, lodging),
      hotelId: lodging.hotel.id,
      href: hotelHref(lodging.hotel.id),
      pricePerNight: dollars(lodging.room.priceCents),
    }));
  const activities = recommendedActivities(context, draft);
  return {
    request: context.request,
    overview: overviewOf(context, draft, withinBudget),
    totalEstimatedCost: dollars(draft.totalCents),
    budgetLimit: limitCents === null ? null : dollars(limitCents),
    withinBudget,
    recommendations: { hotels, activities },
    dailyPlan: draft.days.map((day) => ({
      day: day.skeleton.index + 1,
      date: day.date === null ? null : formatDay(day.date),
      totalDayCost: dollars(day.cents),
      activities: day.rows.map((row) => ({
        time: clock(row.minute),
        activity: row.activity,
        location: row.location,
        notes: row.notes,
        cost: dollars(row.cents),
        href: row.href,
      })),
    })),
    tips: tipsOf(context, draft, withinBudget, limitCents),
    source: 'engine',
  };
}

function hotelReason(context: PlanContext, lodging: Extract<Lodging, { kind: 'hotel' }>): string {
  const { hotel, room } = lodging;
  const region = context.kb.regions[lodging.region];
  const dated = context.start !== null;
  const parts = [
    `${hotel.starRating}-star hotel at ${hotel.address}: ${room.roomType} at ${money(room.priceCents)} a night for your ${plural(lodging.nights, 'night')} ${region.preposition} ${region.name}.`,
  ];
  const freeNote = dated ? ' with a room free for all your nights' : '';
  if (lodging.options <= 1) {
    parts.push(
      dated
        ? 'The only one of our hotels there with a room free for all your nights.'
        : 'Our only hotel there.',
    );
  } else if (lodging.choice === 'fits') {
    parts.push(`The best-rated of our hotels there that your budget allows${freeNote}.`);
  } else if (lodging.choice === 'best')
    parts.push(`The best-rated of our hotels there${freeNote}.`);
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
      const { tour, region } = ref.item;
      const place = kb.regions[region];
      return `${tour.duration}, ${tour.difficulty} guided tour ${place.preposition} ${place.name}: ${money(tour.priceCents)} per person (shared).${suits(ref.item.interests)} ${firstSentence(tour.description)}`;
    }
    case 'event': {
      const { event, ticket, day, startMinute, interests } = ref.item;
      return `${capitalise(event.category)} event on ${longDate(day)} at ${clock(startMinute)}, ${event.location}; ${ticket.name} tickets ${money(ticket.priceCents)}.${suits(interests)} ${firstSentence(event.description)}`;
    }
    case 'place': {
      const { place, interests } = ref.item;
      const cost = place.cost > 0 ? `about ${money(place.cost * 100)}` : 'free';
      const hours = `${place.hours.open}-${clock(minutesOf(place.hours.close))}`;
      return `${place.tip} Usually open ${hours}; ${cost}.${suits(interests) || ' Worth a look while you are there.'}`;
    }
    case 'excursion': {
      const { excursion, gateway } = ref;
      return `${excursion.tip} ${plural(excursion.days, 'day')} from ${kb.regions[gateway].name} on your own with local guides: about ${money(entry.cents)} for guides, fees, camp and transport.${suits(context.interests.filter((i) => excursion.interests.includes(i)))}`;
    }
    case 'car':
      return `${ref.car.year} ${ref.car.make} ${ref.car.model} (${ref.car.type}) with a driver for the long drives (${entry.legs.join('; ')}): ${money(ref.car.dailyRateCents)} a day plus ${money(context.driverPerDayCents)} a day for the driver.`;
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
    if (block.excursions.length > 0) {
      const trips = block.excursions.map((remote) => {
        const days = draft.days.filter(
          (day) => day.skeleton.blockIndex === index && day.skeleton.excursion?.region === remote,
        ).length;
        return `${plural(days, 'day')} ${kb.regions[remote].preposition} ${kb.regions[remote].name}`;
      });
      text += ` (with ${listOf(trips)})`;
    }
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
  const sentences = [
    `A ${days}-day trip for ${listOf(context.interests)}${dates}: ${segmentsOf(context, draft)}.`,
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
  if (context.request.budget === '2000-plus') {
    sentences.push(`The estimated total is ${total} for one traveller.`);
  } else if (withinBudget) {
    sentences.push(
      `The estimated total is ${total} for one traveller, within your ${label} budget.`,
    );
  } else {
    sentences.push(
      `Even kept as simple as we can make it, it comes to about ${total} for one traveller, more than your ${label} budget.`,
    );
  }
  return sentences.join(' ');
}

function tipsOf(
  context: PlanContext,
  draft: Draft,
  withinBudget: boolean,
  limitCents: number | null,
): string[] {
  const { kb } = context;
  const tips: string[] = [];
  const total = draft.totalCents;
  if (limitCents === null) {
    tips.push(
      `This plan comes to ${money(total)}. With a $2000+ budget you could book tours privately (2.5 times the shared price) or choose a larger room.`,
    );
  } else if (withinBudget) {
    tips.push(
      `This plan comes to ${money(total)}, leaving ${money(limitCents - total)} of your ${money(limitCents)} budget for souvenirs, tips and surprises.`,
    );
  } else {
    tips.push(
      `Even the simplest plan we can make for ${plural(draft.route.days, 'day')} comes to ${money(total)}, ${money(total - limitCents)} more than your ${BUDGET_LABELS[context.request.budget]} budget. To fit it, choose a shorter trip, share a room with a travel companion, or pick a larger budget.`,
    );
  }
  tips.push(
    'Prices are for one traveller: one room, one tour seat and one ticket each. Rooms sleep two, so a couple pays for the room once.',
  );
  const full = draft.lodgings.filter(
    (l): l is Extract<Lodging, { kind: 'guesthouse' }> =>
      l.kind === 'guesthouse' && l.reason === 'full',
  );
  if (context.start !== null) {
    tips.push(
      `The rooms${draft.car ? ' and the car' : ''} in this plan were free for your dates when it was made; book soon to keep them.`,
    );
    const months = draft.days.map((day) => monthOf(day.date!));
    tips.push(
      months.some((month) => month >= 5 && month <= 10) ? kb.tips.rainySeason : kb.tips.drySeason,
    );
  } else {
    tips.push(
      'Add travel dates to see which rooms and cars are free and which events are on during your stay.',
    );
    tips.push(kb.tips.seasonUnknown);
  }
  for (const lodging of full) {
    tips.push(
      `Our hotels ${kb.regions[lodging.region].preposition} ${kb.regions[lodging.region].name} are full on your dates, so the plan allows ${money(lodging.cents)} a night for a local guesthouse.`,
    );
  }
  if (draft.noCarFree) {
    tips.push(
      'No rental car was free for all your long drives, so this plan uses shared taxis and buses.',
    );
  }
  const crossings = draft.days
    .flatMap((day) => day.rows)
    .filter((row) => row.ref?.type === 'crossing')
    .reduce((sum, row) => sum + row.cents, 0);
  tips.push(
    `${kb.tips.airport} Already in Sierra Leone? Leave out the crossings and save ${money(crossings)}.`,
  );
  const longDrive = draft.days.some(
    (day) =>
      day.skeleton.kind === 'excursion' ||
      (day.skeleton.kind === 'transfer' &&
        day.skeleton.transferHours! >= kb.transport.longTransferHours),
  );
  if (longDrive) tips.push(kb.tips.longDrives);
  for (const interest of context.interests.slice(0, MAX_INTEREST_TIPS))
    tips.push(kb.tips.byInterest[interest]);
  tips.push(kb.tips.krio, kb.tips.cash, kb.tips.mobileMoney, kb.tips.health, kb.tips.openingHours);
  return tips.slice(0, MAX_TIPS);
}
