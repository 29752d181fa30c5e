/** The choices of the planner form (spec section 2) and what each one means in numbers. */

export const BUDGETS = ['under-500', '500-1000', '1000-2000', '2000-plus'] as const;
export type Budget = (typeof BUDGETS)[number];

export const DURATIONS = ['1-3-days', '4-7-days', '1-2-weeks', '3-plus-weeks'] as const;
export type Duration = (typeof DURATIONS)[number];

export const INTERESTS = [
  'beaches',
  'mountains',
  'culture',
  'adventure',
  'food',
  'wildlife',
  'music',
  'relaxation',
] as const;
export type Interest = (typeof INTERESTS)[number];

/** The labels the form shows. */
export const BUDGET_LABELS: Record<Budget, string> = {
  'under-500': 'Under $500',
  '500-1000': '$500 - $1000',
  '1000-2000': '$1000 - $2000',
  '2000-plus': '$2000+',
};

export const DURATION_LABELS: Record<Duration, string> = {
  '1-3-days': '1-3 days',
  '4-7-days': '4-7 days',
  '1-2-weeks': '1-2 weeks',
  '3-plus-weeks': '3+ weeks',
};

/** Upper limit of each band for the whole trip, US cents; null: no upper limit. */
export const BUDGET_LIMIT_CENTS: Record<Budget, number | null> = {
  'under-500': 50_000,
  '500-1000': 100_000,
  '1000-2000': 200_000,
  '2000-plus': null,
};

export interface DurationClass {
  /** Shortest and longest trip (days, arrival and departure day included) dates may make. */
  minDays: number;
  maxDays: number;
  /** The length the engine plans when no end date is given. */
  defaultDays: number;
  /** The shortest it plans by itself, when the budget is too small for the default. */
  shortestChosenDays: number;
}

/** Longest trip the planner makes, whatever the dates say. */
export const MAX_TRIP_DAYS = 30;

/**
 * Days of each trip length. The classes cover every length from 1 to 30 days, so a pair of
 * dates always belongs to exactly one class: '1-2 weeks' is 8-14 days and '3+ weeks' anything
 * longer (15-30). Without an end date the engine plans the lower middle of the class, and three
 * weeks for '3+ weeks'.
 */
export const DURATION_CLASSES: Record<Duration, DurationClass> = {
  '1-3-days': { minDays: 1, maxDays: 3, defaultDays: 2, shortestChosenDays: 1 },
  '4-7-days': { minDays: 4, maxDays: 7, defaultDays: 5, shortestChosenDays: 4 },
  '1-2-weeks': { minDays: 8, maxDays: 14, defaultDays: 11, shortestChosenDays: 8 },
  '3-plus-weeks': {
    minDays: 15,
    maxDays: MAX_TRIP_DAYS,
    defaultDays: 21,
    shortestChosenDays: 21,
  },
};

export const durationOfDays = (days: number): Duration | undefined =>
  DURATIONS.find((d) => days >= DURATION_CLASSES[d].minDays && days <= DURATION_CLASSES[d].maxDays);

/** How full the days are (issue 18): at most this many things to do on a full day. */
export const PACES = ['relaxed', 'balanced', 'packed'] as const;
export type Pace = (typeof PACES)[number];

export const PACE_LABELS: Record<Pace, string> = {
  relaxed: 'Relaxed',
  balanced: 'Balanced',
  packed: 'Packed',
};

export interface PaceRules {
  /** Things to do on a full day. */
  perFullDay: number;
  /** A rest day after about this many busy days, on trips at least `restFrom` days long. */
  restEvery: number;
  restFrom: number;
  /** Guided tours on one day. */
  toursPerDay: number;
}

export const PACE_RULES: Record<Pace, PaceRules> = {
  relaxed: { perFullDay: 2, restEvery: 4, restFrom: 6, toursPerDay: 1 },
  balanced: { perFullDay: 3, restEvery: 6, restFrom: 8, toursPerDay: 1 },
  packed: { perFullDay: 4, restEvery: 9, restFrom: 12, toursPerDay: 2 },
};

/** Who travels. Children's ages decide tour prices (8-16 pay 70%) and which tours they may join. */
export interface Party {
  adults: number;
  childrenAges: number[];
}

export const MAX_ADULTS = 10;
export const MAX_CHILDREN = 8;
export const DEFAULT_PARTY: Party = { adults: 1, childrenAges: [] };
export const DEFAULT_PACE: Pace = 'balanced';
