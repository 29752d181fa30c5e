// The choices of the planner form: values as the API takes them, labels as the spec words them.
import type { TripBudget, TripDuration, TripInterest } from '../../api/types';

interface Choice<T extends string> {
  value: T;
  label: string;
}

export const BUDGET_CHOICES: Choice<TripBudget>[] = [
  { value: 'under-500', label: 'Under $500' },
  { value: '500-1000', label: '$500 - $1000' },
  { value: '1000-2000', label: '$1000 - $2000' },
  { value: '2000-plus', label: '$2000+' },
];

export const DURATION_CHOICES: Choice<TripDuration>[] = [
  { value: '1-3-days', label: '1-3 days' },
  { value: '4-7-days', label: '4-7 days' },
  { value: '1-2-weeks', label: '1-2 weeks' },
  { value: '3-plus-weeks', label: '3+ weeks' },
];

export type TripPace = NonNullable<import('../../api/types').TripPlanRequestDto['pace']>;

export const PACE_CHOICES: Choice<TripPace>[] = [
  { value: 'relaxed', label: 'Relaxed: two things a day, more rest' },
  { value: 'balanced', label: 'Balanced: three things a day' },
  { value: 'packed', label: 'Packed: early starts, fewer rest days' },
];

export const isPace = (value: string): value is TripPace =>
  PACE_CHOICES.some((choice) => choice.value === value);

/** Children are 0 to 16 (older ones travel as adults). */
export const CHILD_AGES = Array.from({ length: 17 }, (_, age) => ({
  value: String(age),
  label: age === 0 ? 'Under 1' : `${age}`,
}));

const INTERESTS: TripInterest[] = [
  'beaches',
  'mountains',
  'culture',
  'adventure',
  'food',
  'wildlife',
  'music',
  'relaxation',
];

/** Shown capitalised, sent in lower case. */
export const INTEREST_CHOICES: Choice<TripInterest>[] = INTERESTS.map((value) => ({
  value,
  label: capitalise(value),
}));

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function budgetLabel(value: TripBudget): string {
  return BUDGET_CHOICES.find((choice) => choice.value === value)?.label ?? value;
}

export function durationLabel(value: TripDuration): string {
  return DURATION_CHOICES.find((choice) => choice.value === value)?.label ?? value;
}

export function isBudget(value: string): value is TripBudget {
  return BUDGET_CHOICES.some((choice) => choice.value === value);
}

export function isDuration(value: string): value is TripDuration {
  return DURATION_CHOICES.some((choice) => choice.value === value);
}

export function isInterest(value: string): value is TripInterest {
  return INTERESTS.includes(value as TripInterest);
}
