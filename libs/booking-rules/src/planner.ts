/**
 * The trip planner's choices (docs/product.md, Screens: party and pace) and what each means in
 * numbers, used by the planner engine on the server and by the planner form in the web app
 * (docs/decisions/planner-rules-defined-once.md).
 */
import { DAY_MS, parseDay } from './dates.js';

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

/** The labels the form shows (the product's words). */
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

/**
 * The share of a band's limit a plan aims at: about a tenth of the budget is kept spare for
 * what a plan cannot price (docs/decisions/planner-prices-as-booked.md).
 */
export const BUDGET_AIM_PERCENT = 90;

/** What a plan aims to cost at most, US cents; null when the band has no upper limit. */
export const budgetAimCents = (budget: Budget): number | null => {
  const limit = BUDGET_LIMIT_CENTS[budget];
  return limit === null ? null : Math.floor((limit * BUDGET_AIM_PERCENT) / 100);
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

/** Children are 0 to 16 years old; older ones travel as adults. */
export const MAX_CHILD_AGE = 16;

/** The interests as the form shows them. */
export const INTEREST_LABELS: Record<Interest, string> = {
  beaches: 'Beaches',
  mountains: 'Mountains',
  culture: 'Culture',
  adventure: 'Adventure',
  food: 'Food',
  wildlife: 'Wildlife',
  music: 'Music',
  relaxation: 'Relaxation',
};

/** Each pace as the form explains it (follows PACE_RULES). */
export const PACE_DESCRIPTIONS: Record<Pace, string> = {
  relaxed: 'Relaxed: two things a day, more rest',
  balanced: 'Balanced: three things a day',
  packed: 'Packed: early starts, fewer rest days',
};

export const isBudget = (value: unknown): value is Budget =>
  (BUDGETS as readonly unknown[]).includes(value);
export const isDuration = (value: unknown): value is Duration =>
  (DURATIONS as readonly unknown[]).includes(value);
export const isInterest = (value: unknown): value is Interest =>
  (INTERESTS as readonly unknown[]).includes(value);
export const isPace = (value: unknown): value is Pace =>
  (PACES as readonly unknown[]).includes(value);

/** How far ahead a trip may start, in days (bookings open 12 months ahead as well). */
export const MAX_DAYS_AHEAD = 365;

/** What the server and the form say about the dates of a trip. */
export const TRIP_DATE_MESSAGES = {
  endWithoutStart: 'Please choose a start date as well, or leave both dates empty',
  startNotADate: 'Start date is not a real date',
  startInPast: 'Start date cannot be in the past',
  startTooFar: 'Trips can be planned up to 12 months ahead',
  endNotADate: 'End date is not a real date',
  endBeforeStart: 'End date must be on or after the start date',
  tooLong: `Trips can be at most ${MAX_TRIP_DAYS} days long`,
  lengthMismatch: (days: number, chosen: Duration, fits: Duration) =>
    `Your dates make a ${days}-day trip, but you chose ${DURATION_LABELS[chosen]}. Change the dates or choose ${DURATION_LABELS[fits]}.`,
} as const;

export interface TripDatesProblem {
  field: 'startDate' | 'endDate';
  message: string;
}

/** Days since 1970-01-01 of a real YYYY-MM-DD day, or null. */
function dayNumber(value: string): number | null {
  const date = parseDay(value);
  return date === null ? null : date.getTime() / DAY_MS;
}

/**
 * What is wrong with a trip's dates, in words a traveller can act on; null when they are fine.
 * Dates are YYYY-MM-DD or null (not given); `today` is YYYY-MM-DD. With both dates the trip
 * lasts from one to the other and must fit the chosen length.
 */
export function tripDatesProblem(
  trip: { duration: Duration; startDate: string | null; endDate: string | null },
  today: string,
): TripDatesProblem | null {
  const { startDate, endDate } = trip;
  if (startDate === null) {
    return endDate === null
      ? null
      : { field: 'startDate', message: TRIP_DATE_MESSAGES.endWithoutStart };
  }
  const start = dayNumber(startDate);
  const now = dayNumber(today) ?? 0;
  if (start === null) return { field: 'startDate', message: TRIP_DATE_MESSAGES.startNotADate };
  if (start < now) return { field: 'startDate', message: TRIP_DATE_MESSAGES.startInPast };
  if (start > now + MAX_DAYS_AHEAD) {
    return { field: 'startDate', message: TRIP_DATE_MESSAGES.startTooFar };
  }
  if (endDate === null) return null;
  const end = dayNumber(endDate);
  if (end === null) return { field: 'endDate', message: TRIP_DATE_MESSAGES.endNotADate };
  if (end < start) return { field: 'endDate', message: TRIP_DATE_MESSAGES.endBeforeStart };
  const days = end - start + 1;
  if (days > MAX_TRIP_DAYS) return { field: 'endDate', message: TRIP_DATE_MESSAGES.tooLong };
  const chosen = DURATION_CLASSES[trip.duration];
  if (days < chosen.minDays || days > chosen.maxDays) {
    return {
      field: 'endDate',
      message: TRIP_DATE_MESSAGES.lengthMismatch(days, trip.duration, durationOfDays(days)!),
    };
  }
  return null;
}
