import { toCents, toDollars } from './money.js';

/** Guided tours (docs/product.md, Tours). Amounts in cents unless named otherwise. */

export type TourType = 'private' | 'shared';
export const TOUR_TYPES: readonly TourType[] = ['private', 'shared'];

/** Participants per booking: 1 to 20 (a shared tour also at most its group size). */
export const MAX_TOUR_PARTICIPANTS = 20;
/** A private tour costs 2.5 times the shared price per person, everywhere. */
export const PRIVATE_TOUR_MULTIPLIER = 2.5;
/** Children aged 8-16 pay 70% of the shared price, rounded down to whole dollars. */
export const CHILD_PRICE_PERCENT = 70;
export const CHILDREN_AGES = '8-16';
export const TOUR_MIN_AGE = 8;
export const TOUR_MAX_AGE = 75;
/** Group discounts a group may claim (shown, not applied to the booking's total). */
export const GROUP_DISCOUNTS = [
  { minGroupSize: 4, discountPercent: 5 },
  { minGroupSize: 8, discountPercent: 10 },
  { minGroupSize: 12, discountPercent: 15 },
] as const;
/** Languages a tour may be guided in. */
export const TOUR_LANGUAGES = [
  'English',
  'French',
  'Krio',
  'Mende',
  'Temne',
  'Limba',
  'Fula',
] as const;

export type FitnessLevel = 'Basic' | 'Moderate' | 'High';

/** Easy tours need basic fitness, moderate ones moderate, anything harder high. */
export const fitnessLevel = (difficulty: string): FitnessLevel =>
  difficulty === 'easy' ? 'Basic' : difficulty === 'moderate' ? 'Moderate' : 'High';

/** The price per person of a tour type, from the tour's (shared) price per person. */
export const tourPricePerPersonCents = (priceCents: number, type: TourType): number =>
  type === 'private' ? Math.round(priceCents * PRIVATE_TOUR_MULTIPLIER) : priceCents;

/** Total of a tour: price per person times participants. */
export const tourTotalCents = (participants: number, perPersonCents: number): number =>
  participants * perPersonCents;

/** Count choices: 1 to min(group size, 20) for a shared tour, 1 to 20 for a private one. */
export const participantLimit = (maxGroupSize: number, type: TourType | ''): number =>
  type === 'shared'
    ? Math.max(1, Math.min(maxGroupSize, MAX_TOUR_PARTICIPANTS))
    : MAX_TOUR_PARTICIPANTS;

export interface TourQuote {
  /** US dollars. */
  perPerson: number;
  total: number;
}

/** What a tour costs, from its (shared) price per person in dollars. */
export function quoteTour(price: number, type: TourType, participants: number): TourQuote {
  const perPerson = tourPricePerPersonCents(toCents(price), type);
  return {
    perPerson: toDollars(perPerson),
    total: toDollars(tourTotalCents(Math.max(0, participants), perPerson)),
  };
}

/** The pricing options a tour's page shows, in US dollars. */
export interface TourPricing {
  shared: number;
  private: number;
  children: number;
  childrenAges: string;
  groupDiscounts: { minGroupSize: number; discountPercent: number }[];
}

export function tourPricing(priceCents: number): TourPricing {
  return {
    shared: toDollars(priceCents),
    private: toDollars(tourPricePerPersonCents(priceCents, 'private')),
    children: Math.floor((priceCents * CHILD_PRICE_PERCENT) / 10_000),
    childrenAges: CHILDREN_AGES,
    groupDiscounts: GROUP_DISCOUNTS.map((discount) => ({ ...discount })),
  };
}
