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
/**
 * Group discounts: the largest one a group reaches is taken off its total, shared or private.
 */
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

/** The group discount a party of this size gets, in percent (0 below the first step). */
export const groupDiscountPercent = (participants: number): number =>
  GROUP_DISCOUNTS.reduce(
    (percent, step) => (participants >= step.minGroupSize ? step.discountPercent : percent),
    0,
  );

/** Price per person times participants, before any group discount. */
export const tourSubtotalCents = (participants: number, perPersonCents: number): number =>
  participants * perPersonCents;

/** What the group discount takes off a subtotal, rounded to the nearest cent. */
export const groupDiscountCents = (participants: number, subtotalCents: number): number =>
  Math.round((subtotalCents * groupDiscountPercent(participants)) / 100);

/** Total of a tour: price per person times participants, less the group discount. */
export const tourTotalCents = (participants: number, perPersonCents: number): number => {
  const subtotal = tourSubtotalCents(participants, perPersonCents);
  return subtotal - groupDiscountCents(participants, subtotal);
};

/**
 * The largest private group a tour takes: its own private limit when the operator set one,
 * otherwise its group size; never above 20 participants per booking.
 */
export const privateGroupLimit = (maxGroupSize: number, maxPrivateGroupSize?: number | null) =>
  Math.max(1, Math.min(maxPrivateGroupSize ?? maxGroupSize, MAX_TOUR_PARTICIPANTS));

/**
 * Count choices: 1 to min(group size, 20) for a shared tour; for a private one 1 to the
 * private limit (the group size unless the operator set a larger private limit).
 */
export const participantLimit = (
  maxGroupSize: number,
  type: TourType | '',
  maxPrivateGroupSize?: number | null,
): number =>
  type === 'shared'
    ? Math.max(1, Math.min(maxGroupSize, MAX_TOUR_PARTICIPANTS))
    : type === 'private'
      ? privateGroupLimit(maxGroupSize, maxPrivateGroupSize)
      : MAX_TOUR_PARTICIPANTS;

export interface TourQuote {
  /** US dollars. */
  perPerson: number;
  /** Price per person times participants. */
  subtotal: number;
  /** The group discount reached (0 when none). */
  discountPercent: number;
  /** What the group discount takes off, US dollars. */
  discount: number;
  total: number;
}

/** What a tour costs, from its (shared) price per person in dollars. */
export function quoteTour(price: number, type: TourType, participants: number): TourQuote {
  const perPerson = tourPricePerPersonCents(toCents(price), type);
  const count = Math.max(0, participants);
  const subtotal = tourSubtotalCents(count, perPerson);
  const discount = groupDiscountCents(count, subtotal);
  return {
    perPerson: toDollars(perPerson),
    subtotal: toDollars(subtotal),
    discountPercent: groupDiscountPercent(count),
    discount: toDollars(discount),
    total: toDollars(subtotal - discount),
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
