import { KNOWLEDGE } from '../knowledge/index.js';
import type { KnowledgeBase, RegionId } from '../knowledge/types.js';
import { BUDGET_LIMIT_CENTS, budgetAimCents, INTERESTS } from '@salone/booking-rules';
import {
  buildDraft,
  buildSpreadDraft,
  hotelOptions,
  LEANEST,
  roomsNeeded,
  VARIANTS,
  type Draft,
  type HotelChoice,
  type PlanEdits,
  type Upgrades,
} from './build.js';
import { buildContext, excursionDaysIn, type PlanContext } from './context.js';
import { renderPlan } from './render.js';
import { candidateLengths } from './request.js';
import {
  chooseRoute,
  coastalRoutes,
  eventNights,
  skeletonOf,
  type DaySkeleton,
  type Route,
  type RouteInputs,
} from './route.js';
import type { CatalogueSnapshot, TripPlan, TripRequest } from './types.js';

/**
 * What a saved plan needs besides its text to be edited later: the days as routed, the level
 * of comfort it was priced at, the hotels it was upgraded to, and what the traveller locked.
 */
export interface PlanState {
  route: Route;
  skeleton: DaySkeleton[];
  variantIndex: number;
  upgrades: [RegionId, { hotelId: number; roomId: number }][];
  /** Locked lines: `${dayIndex}|${key}`. */
  locked: string[];
  /** Things to see a day, at most, by region (plans saved before this field: none). */
  caps?: [RegionId, number][];
  /** False when the plan was made without day trips (to fit its budget). */
  dayTrips?: boolean;
  /** Hotels chosen more cheaply than the level of comfort would (asked for in words). */
  hotels?: HotelChoice;
}

export interface PlanResult {
  plan: TripPlan;
  state: PlanState;
}

/**
 * The itinerary engine: a pure function of the request, the catalogue as read for it and the
 * day it is made on (a day number), so the same three give the same plan.
 *
 * For each trip length it may plan (the dates' own, or the class's usual one and then shorter
 * ones), it routes the trip around the events on the dates and by the interests, and prices
 * it at falling levels of comfort; the first plan within the budget wins, and what it leaves
 * of the budget buys better hotels and rooms. When none fits, the cheapest plan found is
 * returned with `withinBudget: false`.
 */
export function planTrip(
  request: TripRequest,
  snapshot: CatalogueSnapshot,
  today: number,
  kb: KnowledgeBase = KNOWLEDGE,
): TripPlan {
  return planTripWithState(request, snapshot, today, kb).plan;
}

export function planTripWithState(
  request: TripRequest,
  snapshot: CatalogueSnapshot,
  today: number,
  kb: KnowledgeBase = KNOWLEDGE,
  edits: PlanEdits = new Map(),
  locked: ReadonlySet<string> = new Set(),
): PlanResult {
  const context = contextFor(request, snapshot, today, kb);
  const limit = BUDGET_LIMIT_CENTS[request.budget];
  const excursionDays = excursionDaysIn(context);
  let cheapest: { draft: DraftWithUpgrades; index: number } | undefined;
  // What a plan may cost: for each length, first the budget's aim (about a tenth of it kept
  // spare), then, when no plan fits that, the limit itself (the plan says how little it leaves).
  const aim = budgetAimCents(request.budget);
  const caps = aim === null || limit === null ? [limit] : [aim, limit];
  let cap = caps[0];
  // `track`: a draft that does not fit may be the one returned when none fits (plans made
  // without day trips only count when they fit).
  const consider = (draft: DraftWithUpgrades, index: number, track = true): boolean => {
    if (cap === null || draft.totalCents <= cap) return true;
    if (track && (!cheapest || draft.totalCents < cheapest.draft.totalCents))
      cheapest = { draft, index };
    return false;
  };
  const finish = (draft: DraftWithUpgrades, index: number, within: boolean) => ({
    plan: renderPlan(context, draft, within, limit, locked),
    state: {
      route: draft.route,
      skeleton: draft.days.map((day) => day.skeleton),
      variantIndex: index,
      upgrades: [...draft.upgrades],
      locked: [...locked],
      caps: [...draft.caps],
      dayTrips: draft.dayTrips,
    },
  });
  for (const days of candidateLengths(request)) {
    const inputs: RouteInputs = {
      days,
      interests: context.interests,
      kb,
      excursionDays,
      contentDays: context.contentDays,
      pace: request.pace,
      events: context.events
        .filter((event) => event.day - context.start! < days)
        .map((event) => ({
          index: event.day - context.start!,
          region: event.region,
          evening: event.startMinute >= EVENING,
        })),
    };
    const route = chooseRoute(inputs);
    const skeleton = daysOf(route, inputs);
    let coastal: { route: Route; skeleton: DaySkeleton[] }[] | undefined;
    const coastalPlans = () =>
      (coastal ??= coastalRoutes(inputs).map((one) => ({
        route: one,
        skeleton: daysOf(one, inputs),
      })));
    // A length's drafts do not depend on the cap they are held to: each is built once.
    const built = new Map<string, DraftWithUpgrades>();
    const draftOf = (key: string, build: () => Draft) => {
      let draft = built.get(key);
      if (!draft) built.set(key, (draft = withUpgrades(build())));
      return draft;
    };
    for (const next of caps) {
      cap = next;
      // Day trips' fares may not break a budget the plan fits without them: every level of
      // comfort and the coast are tried with them first, then without.
      for (const dayTrips of [true, false]) {
        const variantDraft = (index: number) =>
          draftOf(`${dayTrips}|${index}`, () =>
            buildSpreadDraft(context, route, skeleton, VARIANTS[index], new Map(), edits, dayTrips),
          );
        // The leanest level of comfort is a length's cheapest plan (over the quality grid it
        // always is): when even it does not fit, the other levels are not built.
        const leanest = VARIANTS.indexOf(LEANEST);
        const levels =
          cap === null || consider(variantDraft(leanest), leanest, dayTrips) ? VARIANTS.keys() : [];
        for (const index of levels) {
          const draft = variantDraft(index);
          if (consider(draft, index, dayTrips)) {
            const best = index === 0 ? draft : upgradeHotels(context, draft, cap!, edits);
            return finish(best, index, true);
          }
        }
        // Last resort before a shorter trip: stay on the coast, the cheapest way.
        for (const [order, one] of coastalPlans().entries()) {
          const draft = draftOf(`${dayTrips}|coast${order}`, () =>
            buildSpreadDraft(context, one.route, one.skeleton, LEANEST, new Map(), edits, dayTrips),
          );
          if (consider(draft, leanest, dayTrips))
            return finish(upgradeHotels(context, draft, cap!, edits), leanest, true);
        }
      }
    }
  }
  return finish(cheapest!.draft, cheapest!.index, false);
}

/**
 * Rebuilds a saved plan after an edit: the same days and level of comfort, with the pins and
 * locks given, priced from the catalogue as it is now. Totals and the budget flag follow.
 */
export function replan(
  request: TripRequest,
  snapshot: CatalogueSnapshot,
  today: number,
  state: PlanState,
  edits: PlanEdits,
  kb: KnowledgeBase = KNOWLEDGE,
): PlanResult {
  const context = contextFor(request, snapshot, today, kb);
  const limit = BUDGET_LIMIT_CENTS[request.budget];
  const level = VARIANTS[state.variantIndex] ?? LEANEST;
  const variant = state.hotels ? { ...level, hotels: state.hotels } : level;
  const draft = withUpgrades(
    buildDraft(
      context,
      state.route,
      state.skeleton,
      variant,
      new Map(state.upgrades),
      edits,
      new Map(state.caps ?? []),
      state.dayTrips ?? true,
    ),
    new Map(state.upgrades),
  );
  const within = limit === null || draft.totalCents <= limit;
  const locked = new Set(state.locked);
  return {
    plan: renderPlan(context, draft, within, limit, locked),
    state: { ...state, locked: [...locked], caps: [...draft.caps], dayTrips: draft.dayTrips },
  };
}

function contextFor(
  request: TripRequest,
  snapshot: CatalogueSnapshot,
  today: number,
  kb: KnowledgeBase,
): PlanContext {
  const interests = INTERESTS.filter((interest) => request.interests.includes(interest));
  return buildContext(request, snapshot, kb, interests, today);
}

/** An event that starts at 17:00 or later is an evening out. */
const EVENING = 17 * 60;

/** The route's days, with the nights of evening events spent in their town. */
function daysOf(route: Route, inputs: RouteInputs): DaySkeleton[] {
  const days = skeletonOf(route, inputs.kb, inputs.excursionDays, eventDays(inputs));
  eventNights(days, inputs.events, inputs.kb);
  return days;
}

/** Days with a matching event are kept from becoming rest days. */
const eventDays = (inputs: RouteInputs) => new Set(inputs.events.map((event) => event.index));

type DraftWithUpgrades = Draft & { upgrades: Upgrades };

const withUpgrades = (draft: Draft, upgrades: Upgrades = new Map()): DraftWithUpgrades =>
  Object.assign(draft, { upgrades });

/**
 * Spends what a fitting plan leaves of the budget on better hotels and rooms: region by
 * region, longest stay first, the best-rated hotel and the most comfortable room (for the
 * party) whose extra cost still fits.
 */
function upgradeHotels(
  context: PlanContext,
  draft: DraftWithUpgrades,
  limit: number,
  edits: PlanEdits,
): DraftWithUpgrades {
  let total = draft.totalCents;
  const upgrades = new Map<RegionId, { hotelId: number; roomId: number }>();
  const stays = draft.lodgings
    .flatMap((lodging) => (lodging.kind === 'hotel' ? [lodging] : []))
    .map((lodging, order) => ({ lodging, order }))
    .sort((a, b) => b.lodging.nights - a.lodging.nights || a.order - b.order);
  for (const { lodging } of stays) {
    const current = lodging.room.priceCents * lodging.count;
    const better = hotelOptions(context, lodging.region, lodging.nightDays)
      .flatMap((option) =>
        option.rooms
          .filter(
            (room) =>
              room.capacity >= context.people && room.capacity <= Math.max(3, context.people + 2),
          )
          .map((room) => ({
            hotel: option.hotel,
            room,
            cost: room.priceCents * roomsNeeded(room, context.people),
          })),
      )
      .filter(
        (option) =>
          option.hotel.starRating > lodging.hotel.starRating ||
          (option.hotel.id === lodging.hotel.id && option.cost > current),
      )
      .sort(
        (a, b) =>
          b.hotel.starRating - a.hotel.starRating ||
          b.cost - a.cost ||
          a.hotel.id - b.hotel.id ||
          a.room.id - b.room.id,
      );
    for (const option of better) {
      const extra = (option.cost - current) * lodging.nights;
      if (total + extra <= limit) {
        upgrades.set(lodging.region, { hotelId: option.hotel.id, roomId: option.room.id });
        total += extra;
        break;
      }
    }
  }
  if (upgrades.size === 0) return draft;
  const upgraded = withUpgrades(
    buildDraft(
      context,
      draft.route,
      draft.days.map((day) => day.skeleton),
      draft.variant,
      upgrades,
      edits,
      draft.caps,
      draft.dayTrips,
    ),
    upgrades,
  );
  return upgraded.totalCents <= limit ? upgraded : draft;
}
