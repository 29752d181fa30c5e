// The choices of the planner form: values as the API takes them, labels in the product's words,
// both from @salone/booking-rules, which the server's planner reads too.
import {
  BUDGET_LABELS,
  BUDGETS,
  DURATION_LABELS,
  DURATIONS,
  INTEREST_LABELS,
  INTERESTS,
  MAX_CHILD_AGE,
  PACE_DESCRIPTIONS,
  PACES,
} from '@salone/booking-rules';
import type { TripBudget, TripDuration, TripInterest } from '../../api/types';

export type TripPace = NonNullable<import('../../api/types').TripPlanRequestDto['pace']>;

interface Choice<T extends string> {
  value: T;
  label: string;
}

export const BUDGET_CHOICES: Choice<TripBudget>[] = BUDGETS.map((value) => ({
  value,
  label: BUDGET_LABELS[value],
}));

export const DURATION_CHOICES: Choice<TripDuration>[] = DURATIONS.map((value) => ({
  value,
  label: DURATION_LABELS[value],
}));

export const PACE_CHOICES: Choice<TripPace>[] = PACES.map((value) => ({
  value,
  label: PACE_DESCRIPTIONS[value],
}));

/** Children are 0 to 16 (older ones travel as adults). */
export const CHILD_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => ({
  value: String(age),
  label: age === 0 ? 'Under 1' : `${age}`,
}));

/** Shown capitalised, sent in lower case. */
export const INTEREST_CHOICES: Choice<TripInterest>[] = INTERESTS.map((value) => ({
  value,
  label: INTEREST_LABELS[value],
}));

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function budgetLabel(value: TripBudget): string {
  return BUDGET_LABELS[value] ?? value;
}

export function durationLabel(value: TripDuration): string {
  return DURATION_LABELS[value] ?? value;
}
