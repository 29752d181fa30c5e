import { KNOWLEDGE } from '../knowledge/index.js';
import type { KnowledgeBase } from '../knowledge/types.js';
import { BUDGET_LIMIT_CENTS, INTERESTS } from '../trip-options.js';
import { buildDraft, hotelOptions, LEANEST, VARIANTS, type Draft } from './build.js';
import { buildContext, excursionDaysIn } from './context.js';
import { renderPlan } from './render.js';
import { candidateLengths } from './request.js';
import { chooseRoute, coastalRoutes, skeletonOf } from './route.js';
import type { PlanContext } from './context.js';
import type { RegionId } from '../knowledge/types.js';
import type { CatalogueSnapshot, TripPlan, TripRequest } from './types.js';

/**
 * The itinerary engine: a pure function of the request, the catalogue as read for it and the
 * day it is made on (a day number), so the same three give the same plan.
 *
 * For each trip length it may plan (the dates' own, or the class's usual one and then shorter
 * ones), it routes the trip by the interests and prices it at falling levels of comfort; the
 * first plan within the budget wins. When none fits, the cheapest plan found is returned with
 * `withinBudget: false`.
 */
export function planTrip(
  request: TripRequest,
  snapshot: CatalogueSnapshot,
  today: number,
  kb: KnowledgeBase = KNOWLEDGE,
): TripPlan {
  const interests = INTERESTS.filter((interest) => request.interests.includes(interest));
  const context = buildContext(request, snapshot, kb, interests, today);
  const limit = BUDGET_LIMIT_CENTS[request.budget];
  const excursionDays = excursionDaysIn(context);
  let cheapest: Draft | undefined;
  const consider = (draft: Draft): boolean => {
    if (limit === null || draft.totalCents <= limit) return true;
    if (!cheapest || draft.totalCents < cheapest.totalCents) cheapest = draft;
    return false;
  };
  for (const days of candidateLengths(request)) {
    const inputs = { days, interests, kb, excursionDays, contentDays: context.contentDays };
    const route = chooseRoute(inputs);
    const skeleton = skeletonOf(route, kb, excursionDays);
    for (const [index, variant] of VARIANTS.entries()) {
      const draft = buildDraft(context, route, skeleton, variant);
      if (consider(draft)) {
        const best = index === 0 ? draft : upgradeHotels(context, draft, limit!);
        return renderPlan(context, best, true, limit);
      }
    }
    // Last resort before a shorter trip: stay on the coast, the cheapest way.
    for (const coastal of coastalRoutes(inputs)) {
      const draft = buildDraft(context, coastal, skeletonOf(coastal, kb, excursionDays), LEANEST);
      if (consider(draft))
        return renderPlan(context, upgradeHotels(context, draft, limit!), true, limit);
    }
  }
  return renderPlan(context, cheapest!, false, limit);
}

/**
 * Spends what a fitting plan leaves of the budget on better-rated hotels: region by region,
 * longest stay first, the best-rated hotel whose extra cost still fits.
 */
function upgradeHotels(context: PlanContext, draft: Draft, limit: number): Draft {
  let total = draft.totalCents;
  const upgrades = new Map<RegionId, number>();
  const stays = draft.lodgings
    .flatMap((lodging) => (lodging.kind === 'hotel' ? [lodging] : []))
    .map((lodging, order) => ({ lodging, order }))
    .sort((a, b) => b.lodging.nights - a.lodging.nights || a.order - b.order);
  for (const { lodging } of stays) {
    const better = hotelOptions(context, lodging.region, lodging.nightDays)
      .filter((option) => option.hotel.starRating > lodging.hotel.starRating)
      .sort(
        (a, b) =>
          b.hotel.starRating - a.hotel.starRating ||
          a.room.priceCents - b.room.priceCents ||
          a.hotel.id - b.hotel.id,
      );
    for (const option of better) {
      const extra = (option.room.priceCents - lodging.room.priceCents) * lodging.nights;
      if (total + extra <= limit) {
        upgrades.set(lodging.region, option.hotel.id);
        total += extra;
        break;
      }
    }
  }
  if (upgrades.size === 0) return draft;
  const upgraded = buildDraft(
    context,
    draft.route,
    draft.days.map((day) => day.skeleton),
    draft.variant,
    upgrades,
  );
  return upgraded.totalCents <= limit ? upgraded : draft;
}
