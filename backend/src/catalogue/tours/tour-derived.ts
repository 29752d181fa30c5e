import type { TourDifficulty } from './tour.entity.js';

/** Tour values the spec derives by formula (section 9, RULINGS 4); money in US dollars. */

export const TOUR_MIN_AGE = 8;
export const TOUR_MAX_AGE = 75;
/** Private tours cost 2.5 times the shared price per person, everywhere. */
export const PRIVATE_TOUR_MULTIPLIER = 2.5;
/** Children aged 8-16 pay 70% of the shared price, rounded down to whole dollars. */
export const CHILD_PRICE_PERCENT = 70;
export const GROUP_DISCOUNTS = [
  { minGroupSize: 4, discountPercent: 5 },
  { minGroupSize: 8, discountPercent: 10 },
  { minGroupSize: 12, discountPercent: 15 },
] as const;

export type FitnessLevel = 'Basic' | 'Moderate' | 'High';

export const fitnessLevel = (difficulty: TourDifficulty): FitnessLevel =>
  difficulty === 'easy' ? 'Basic' : difficulty === 'moderate' ? 'Moderate' : 'High';

export interface TourPricing {
  shared: number;
  private: number;
  children: number;
  childrenAges: string;
  groupDiscounts: { minGroupSize: number; discountPercent: number }[];
}

export function tourPricing(priceCents: number): TourPricing {
  return {
    shared: priceCents / 100,
    private: Math.round(priceCents * PRIVATE_TOUR_MULTIPLIER) / 100,
    children: Math.floor((priceCents * CHILD_PRICE_PERCENT) / 10_000),
    childrenAges: '8-16',
    groupDiscounts: GROUP_DISCOUNTS.map((discount) => ({ ...discount })),
  };
}
