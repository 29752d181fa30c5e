import { travelHours } from '../knowledge/index.js';
import type { KnowledgeBase, RegionId } from '../knowledge/types.js';
import { PACE_RULES, type Interest, type Pace } from '@salone/booking-rules';

/**
 * The shape of a trip: which regions, in which order, how many days each. Every trip starts
 * with the arrival at Lungi and ends with the departure from it, so it begins in Freetown (or
 * on the Peninsula) and ends on the coast; up-country towns sit in between, and remote places
 * are excursions of whole days from their gateway town.
 */

export interface Block {
  region: RegionId;
  /** Remote regions visited from here, in order. */
  excursions: RegionId[];
  /** Days in the region with nothing else to do than explore it (rest days included). */
  explore: number;
}

export interface Route {
  days: number;
  blocks: Block[];
  restDays: number;
  transferHours: number;
  value: number;
}

export type DayKind =
  'arrival' | 'arrival-departure' | 'explore' | 'rest' | 'transfer' | 'excursion' | 'departure';

export interface DaySkeleton {
  /** 0-based. */
  index: number;
  kind: DayKind;
  /** Where the day's activities happen. */
  region: RegionId;
  /** The block's region: where the hotel is. */
  base: RegionId;
  blockIndex: number;
  /** Transfer days: where the traveller comes from, and the hours on the road. */
  from?: RegionId;
  transferHours?: number;
  excursion?: { region: RegionId; day: number; of: number };
  /** Where the night after this day is spent; null on the last day. */
  sleep: 'hotel' | 'excursion' | null;
}

const OPTIONAL: RegionId[] = [
  'peninsula',
  'bo',
  'kenema',
  'makeni',
  'tiwai',
  'outamba',
  'kabala',
  'bintumani',
];
const TOWN_ORDER: RegionId[] = ['makeni', 'bo', 'kenema'];
const EXCURSION_ORDER: RegionId[] = ['outamba', 'kabala', 'bintumani', 'tiwai'];
/** Each further day in the same region is worth this much of the one before. */
const DAY_DECAY = 0.7;
/** Once a region has nothing new for the interests, a further day there is worth this share. */
const EMPTY_DAY_SHARE = 0.3;
/** Each further day of an excursion is worth this much of the one before. */
const EXCURSION_DECAY = 0.8;
/** How much of a full day an arrival, a drive (short or long) and a departure day are worth. */
const PART_DAY = { arrival: 0.5, shortDrive: 0.5, longDrive: 0.2, departure: 0.3 };
/** A little value lost per hour on the road, so equal plans prefer less driving. */
const VALUE_PER_HOUR = 0.05;

/** Rest days by pace: balanced, a day off after about five busy days on trips of 8 days or more. */
export const restDaysFor = (days: number, pace: Pace = 'balanced'): number => {
  const rules = PACE_RULES[pace];
  return days >= rules.restFrom ? Math.floor((days - 1) / rules.restEvery) : 0;
};

/** A matching event the route should be in the right place for: day index and region. */
export interface RouteEvent {
  index: number;
  region: RegionId;
  /** Starts at 17:00 or later: the traveller spends that night in the event's town. */
  evening?: boolean;
}

/** Freetown and the Peninsula are close enough to move between for one night. */
const NEIGHBOUR: Partial<Record<RegionId, RegionId>> = {
  freetown: 'peninsula',
  peninsula: 'freetown',
};

/**
 * An evening event in the neighbouring coastal region (Freetown seen from the Peninsula, or
 * the other way) keeps the traveller in its town that night: the day becomes a short move
 * there (the arrival day simply stays in Freetown) and the next day a move back, so nobody
 * drives away after the event and the night's hotel is in the event's town
 * (docs/decisions/planner-events-first.md). Changes `days` in place.
 */
export function eventNights(days: DaySkeleton[], events: RouteEvent[], kb: KnowledgeBase): void {
  const hours = travelHours(kb);
  for (const event of events) {
    if (!event.evening) continue;
    const day = days[event.index];
    const next = days[event.index + 1];
    if (!day || !next || day.region === event.region) continue;
    const home = day.base;
    if (NEIGHBOUR[home] !== event.region || day.region !== home) continue;
    if (!['arrival', 'explore', 'rest'].includes(day.kind)) continue;
    if (!['explore', 'rest', 'departure', 'transfer'].includes(next.kind) || next.base !== home)
      continue;
    if (day.kind !== 'arrival')
      Object.assign(day, {
        kind: 'transfer',
        from: home,
        transferHours: hours(home, event.region),
      });
    Object.assign(day, { region: event.region, base: event.region });
    if (next.kind === 'departure')
      Object.assign(next, { region: event.region, base: event.region });
    else if (next.kind === 'transfer')
      Object.assign(next, { from: event.region, transferHours: hours(event.region, next.region) });
    else
      Object.assign(next, {
        kind: 'transfer',
        from: event.region,
        transferHours: hours(event.region, home),
      });
  }
}

/** An event the route is in the right place for is worth this many full days. */
const EVENT_VALUE = 2.5;
/** Routes whose days are shifted between stops to meet the events. */
const SHIFTED_ROUTES = 12;

/** What a route is planned from, besides the knowledge base's map. */
export interface RouteInputs {
  days: number;
  interests: Interest[];
  kb: KnowledgeBase;
  /** Days of the excursion to a remote region. */
  excursionDays: (region: RegionId) => number;
  /** Days a region has enough for these interests to fill (at about two things a day). */
  contentDays: (region: RegionId) => number;
  pace: Pace;
  /** Matching events on the dates (none without dates). */
  events: RouteEvent[];
}

/** How much a region offers these interests, plus general appeal on long trips. */
export function regionWorth(
  kb: KnowledgeBase,
  region: RegionId,
  interests: Interest[],
  days: number,
): number {
  const { interests: weights, appeal } = kb.regions[region];
  const matched = interests.reduce((sum, interest) => sum + (weights[interest] ?? 0), 0);
  return matched + appeal * Math.max(0, (days - 7) / 7);
}

/**
 * The most valuable feasible route: every set of the optional regions is tried (a few hundred),
 * each sized to the trip and valued day by day, so the choice is exact and deterministic.
 */
export function chooseRoute(inputs: RouteInputs): Route {
  return routeCandidates(inputs, false)[0];
}

/** Every way to stay on the coast (Freetown, the Peninsula or both), most valuable first. */
export function coastalRoutes(inputs: RouteInputs): Route[] {
  return routeCandidates(inputs, true);
}

function routeCandidates(inputs: RouteInputs, coastalOnly: boolean): Route[] {
  const { days, interests, kb } = inputs;
  const hours = travelHours(kb);
  const worth = (region: RegionId) => regionWorth(kb, region, interests, days);
  const dayValue = (region: RegionId, spent: number) =>
    worth(region) * DAY_DECAY ** spent * (spent < inputs.contentDays(region) ? 1 : EMPTY_DAY_SHARE);
  const optional = coastalOnly ? (['peninsula'] as RegionId[]) : OPTIONAL;
  const restDays = restDaysFor(days, inputs.pace);
  const found: { route: Route; key: string }[] = [];

  for (let mask = 0; mask < 1 << optional.length; mask += 1) {
    const chosen = new Set(optional.filter((_, bit) => mask & (1 << bit)));
    const remote = [...chosen].filter((region) => kb.regions[region].kind === 'remote');
    if (remote.some((region) => !chosen.has(kb.regions[region].gateway!) || worth(region) <= 0)) {
      continue;
    }
    for (const shape of shapesOf(chosen, kb)) {
      const route = sizeRoute(shape, days, restDays, kb, inputs.excursionDays);
      if (!route) continue;
      distributeDays(route, dayValue, inputs.excursionDays);
      for (let i = 1; i < shape.length; i += 1) {
        route.transferHours += hours(shape[i - 1].region, shape[i].region);
      }
      route.value = valueOf(route, inputs, dayValue, worth, hours);
      const key = shape.map((b) => [b.region, ...b.excursions].join('+')).join('>');
      found.push({ route, key });
    }
  }
  const order = (a: { route: Route; key: string }, b: { route: Route; key: string }) =>
    b.route.value - a.route.value ||
    a.route.transferHours - b.route.transferHours ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  found.sort(order);
  if (inputs.events.length > 0) {
    // Events happen on fixed dates: the route is shaped around them. The best routes are tried
    // with days moved between their stops, valued with the events they meet.
    const shifted: { route: Route; key: string }[] = [];
    for (const entry of found.slice(0, SHIFTED_ROUTES)) {
      for (const variant of shiftedRoutes(entry.route)) {
        variant.value = valueOf(variant, inputs, dayValue, worth, hours);
        shifted.push({
          route: variant,
          key: `${entry.key}~${variant.blocks.map((b) => b.explore).join(',')}`,
        });
      }
    }
    for (const entry of [...found, ...shifted])
      entry.route.value += EVENT_VALUE * eventsMet(entry.route, inputs);
    found.push(...shifted);
    found.sort(order);
  }
  return coastalOnly ? found.map((entry) => entry.route) : [found[0].route];
}

/** The route with 1 to 4 explore days moved from one stop to another (each way). */
function shiftedRoutes(route: Route): Route[] {
  const variants: Route[] = [];
  route.blocks.forEach((from, i) => {
    route.blocks.forEach((_, j) => {
      if (i === j) return;
      for (let move = 1; move <= Math.min(4, from.explore); move += 1) {
        const blocks = route.blocks.map((block) => ({ ...block }));
        blocks[i].explore -= move;
        blocks[j].explore += move;
        variants.push({ ...route, blocks, value: 0 });
      }
    });
  });
  return variants;
}

/** How many of the events the route is in the right region for, on a day that can take them. */
function eventsMet(route: Route, inputs: RouteInputs): number {
  const days = skeletonOf(route, inputs.kb, inputs.excursionDays);
  return inputs.events.filter((event) => {
    const day = days[event.index];
    return !!day && day.region === event.region && day.kind !== 'excursion';
  }).length;
}

/**
 * A route's worth, day by day: days to explore a region at its diminishing value, travel,
 * arrival and departure days at a share of a day there, excursion days at the remote place's.
 */
function valueOf(
  route: Route,
  inputs: RouteInputs,
  dayValue: (region: RegionId, spent: number) => number,
  worth: (region: RegionId) => number,
  hours: (from: RegionId, to: RegionId) => number,
): number {
  const spent = new Map<RegionId, number>();
  let value = 0;
  for (const block of route.blocks) {
    for (let day = 0; day < block.explore; day += 1) {
      const before = spent.get(block.region) ?? 0;
      value += dayValue(block.region, before);
      spent.set(block.region, before + 1);
    }
  }
  const last = route.blocks.length - 1;
  route.blocks.forEach((block, index) => {
    const next = dayValue(block.region, spent.get(block.region) ?? 0);
    if (index === 0) value += PART_DAY.arrival * next;
    else {
      const drive = hours(route.blocks[index - 1].region, block.region);
      const long = drive >= inputs.kb.transport.longTransferHours;
      value += (long ? PART_DAY.longDrive : PART_DAY.shortDrive) * next;
    }
    for (const remote of block.excursions) {
      for (let day = 0; day < inputs.excursionDays(remote); day += 1) {
        value += worth(remote) * EXCURSION_DECAY ** day;
      }
    }
    if (index === last && route.days > 1) value += PART_DAY.departure * next;
  });
  return value - VALUE_PER_HOUR * route.transferHours;
}

/** The orders in which a set of regions can be visited. */
function shapesOf(chosen: Set<RegionId>, kb: KnowledgeBase): Block[][] {
  const block = (region: RegionId): Block => ({
    region,
    excursions: EXCURSION_ORDER.filter(
      (remote) => chosen.has(remote) && kb.regions[remote].gateway === region,
    ),
    explore: 0,
  });
  const towns = TOWN_ORDER.filter((town) => chosen.has(town));
  if (towns.length > 0) {
    const last = chosen.has('peninsula') ? 'peninsula' : 'freetown';
    return [[block('freetown'), ...towns.map(block), block(last)]];
  }
  if (chosen.has('peninsula'))
    return [[block('freetown'), block('peninsula')], [block('peninsula')]];
  return [[block('freetown')]];
}

/** Sets each block's least days; null when the trip is too short for this route. */
function sizeRoute(
  blocks: Block[],
  days: number,
  restDays: number,
  kb: KnowledgeBase,
  excursionDays: (region: RegionId) => number,
): Route | null {
  if (blocks.length === 1) {
    blocks[0].explore = days > 1 ? days - 2 : 0;
    return { days, blocks, restDays, transferHours: 0, value: 0 };
  }
  let least = restDays;
  blocks.forEach((block, index) => {
    const excursion = block.excursions.reduce((sum, region) => sum + excursionDays(region), 0);
    if (index === 0) block.explore = days >= 4 ? 1 : 0;
    else if (kb.regions[block.region].kind === 'town') block.explore = excursion > 0 ? 0 : 1;
    else block.explore = 0;
    const departure = index === blocks.length - 1 ? 1 : 0;
    least += 1 + excursion + block.explore + departure;
  });
  if (least > days) return null;
  // Rest days are explore days set aside; they are handed out with the spare days.
  return { days, blocks, restDays, transferHours: 0, value: 0 };
}

/** Hands the spare days, one by one, to the region where one more day is worth most. */
function distributeDays(
  route: Route,
  dayValue: (region: RegionId, spent: number) => number,
  excursionDays: (region: RegionId) => number,
): void {
  if (route.blocks.length === 1) return;
  const last = route.blocks.length - 1;
  const used = route.blocks.reduce(
    (sum, block, index) =>
      sum +
      1 +
      block.explore +
      block.excursions.reduce((n, region) => n + excursionDays(region), 0) +
      (index === last ? 1 : 0),
    0,
  );
  const exploreIn = (region: RegionId) =>
    route.blocks.filter((b) => b.region === region).reduce((sum, b) => sum + b.explore, 0);
  for (let spare = route.days - used; spare > 0; spare -= 1) {
    let pick = 0;
    let best = -Infinity;
    route.blocks.forEach((block, index) => {
      // A region visited twice (Freetown at both ends) gets its days on the first visit.
      if (route.blocks.findIndex((b) => b.region === block.region) !== index) return;
      const value = dayValue(block.region, exploreIn(block.region));
      if (value > best + 1e-9) {
        pick = index;
        best = value;
      }
    });
    route.blocks[pick].explore += 1;
  }
}

/** The route as a list of days. `excursionDays` must be the one the route was sized with. */
export function skeletonOf(
  route: Route,
  kb: KnowledgeBase,
  excursionDays: (region: RegionId) => number,
  busy: ReadonlySet<number> = new Set(),
): DaySkeleton[] {
  const hours = travelHours(kb);
  const days: DaySkeleton[] = [];
  const last = route.blocks.length - 1;
  route.blocks.forEach((block, blockIndex) => {
    const base = block.region;
    const push = (day: Omit<DaySkeleton, 'index' | 'base' | 'blockIndex'>) =>
      days.push({ index: days.length, base, blockIndex, ...day });
    if (blockIndex === 0) {
      push({
        kind: route.days === 1 ? 'arrival-departure' : 'arrival',
        region: base,
        sleep: route.days === 1 ? null : 'hotel',
      });
    } else {
      const from = route.blocks[blockIndex - 1].region;
      push({
        kind: 'transfer',
        region: base,
        from,
        transferHours: hours(from, base),
        sleep: 'hotel',
      });
    }
    for (const remote of block.excursions) {
      const length = excursionDays(remote);
      for (let day = 1; day <= length; day += 1) {
        push({
          kind: 'excursion',
          region: remote,
          excursion: { region: remote, day, of: length },
          sleep: day < length ? 'excursion' : 'hotel',
        });
      }
    }
    for (let i = 0; i < block.explore; i += 1)
      push({ kind: 'explore', region: base, sleep: 'hotel' });
    if (blockIndex === last && route.days > 1) {
      push({ kind: 'departure', region: base, sleep: null });
    }
  });
  placeRestDays(days, route.restDays, busy);
  return days;
}

/**
 * Turns explore days near every sixth day into rest days: never a region's last day to
 * explore, never two in a row. Where no day qualifies the day stays a full one.
 */
function placeRestDays(days: DaySkeleton[], count: number, busy: ReadonlySet<number>): void {
  const every = count > 0 ? Math.max(3, Math.floor(days.length / (count + 1))) : 0;
  for (let k = 1; k <= count; k += 1) {
    const target = every * k;
    const candidates = days.filter((day) => {
      if (day.kind !== 'explore' || busy.has(day.index)) return false;
      const left = days.filter((o) => o.blockIndex === day.blockIndex && o.kind === 'explore');
      const nextToRest = [day.index - 1, day.index + 1].some((i) => days[i]?.kind === 'rest');
      return left.length >= 2 && !nextToRest;
    });
    candidates.sort(
      (a, b) => Math.abs(a.index - target) - Math.abs(b.index - target) || a.index - b.index,
    );
    if (candidates.length > 0) candidates[0].kind = 'rest';
  }
}
