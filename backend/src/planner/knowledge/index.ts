import { EATING_OUT } from './eating-out.js';
import { EXCURSIONS, PLACES } from './places.js';
import { ALLOWANCES, SNACK_ALLOWANCE, TIPS, TRANSPORT } from './practical.js';
import { REGIONS, TRAVEL_LEGS } from './regions.js';
import type { KnowledgeBase, RegionId } from './types.js';

/** The curated knowledge base, frozen: built once per process and shared by every request. */
export const KNOWLEDGE: KnowledgeBase = deepFreeze({
  regions: REGIONS,
  places: [...PLACES, ...EATING_OUT],
  excursions: EXCURSIONS,
  travel: TRAVEL_LEGS,
  transport: TRANSPORT,
  allowances: ALLOWANCES,
  snackAllowance: SNACK_ALLOWANCE,
  tips: TIPS,
});

/** Road hours between any two regions (shortest path over the legs), computed once. */
export function travelHours(kb: KnowledgeBase): (from: RegionId, to: RegionId) => number {
  const cached = TRAVEL_CACHE.get(kb);
  if (cached) return cached;
  const ids = Object.keys(kb.regions) as RegionId[];
  const hours = new Map<string, number>();
  const key = (a: RegionId, b: RegionId) => `${a}>${b}`;
  for (const a of ids) for (const b of ids) hours.set(key(a, b), a === b ? 0 : Infinity);
  for (const leg of kb.travel) {
    hours.set(key(leg.from, leg.to), Math.min(hours.get(key(leg.from, leg.to))!, leg.hours));
    hours.set(key(leg.to, leg.from), Math.min(hours.get(key(leg.to, leg.from))!, leg.hours));
  }
  for (const via of ids)
    for (const a of ids)
      for (const b of ids) {
        const through = hours.get(key(a, via))! + hours.get(key(via, b))!;
        if (through < hours.get(key(a, b))!) hours.set(key(a, b), through);
      }
  const lookup = (from: RegionId, to: RegionId) => hours.get(key(from, to)) ?? Infinity;
  TRAVEL_CACHE.set(kb, lookup);
  return lookup;
}

const TRAVEL_CACHE = new WeakMap<KnowledgeBase, (from: RegionId, to: RegionId) => number>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
