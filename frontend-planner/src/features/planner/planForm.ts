// The planner form's values, its rules (spec section 5: budget, duration and at least one
// interest required; dates optional) and the request it becomes.
import type { TripBudget, TripDuration, TripInterest, TripPlanRequestDto } from '../../api/types';
import type { TripPace } from './planOptions';

export interface PlanFormValues {
  budget: TripBudget | '';
  duration: TripDuration | '';
  interests: TripInterest[];
  /** YYYY-MM-DD or ''. */
  startDate: string;
  /** YYYY-MM-DD or ''. */
  endDate: string;
  /** Adults travelling, as typed. */
  adults: string;
  /** Each child's age ('0'-'16'). */
  childrenAges: string[];
  pace: TripPace;
}

export type PlanField = keyof PlanFormValues;
export type PlanFormErrors = Partial<Record<PlanField, string>>;

export const EMPTY_PLAN_FORM: PlanFormValues = {
  budget: '',
  duration: '',
  interests: [],
  startDate: '',
  endDate: '',
  adults: '1',
  childrenAges: [],
  pace: 'balanced',
};

/** The fields in the order the form shows them (the first invalid one gets focus). */
export const PLAN_FIELDS: PlanField[] = [
  'budget',
  'duration',
  'startDate',
  'endDate',
  'adults',
  'interests',
];

export const PLAN_FORM_MESSAGES = {
  budget: 'Choose a budget.',
  duration: 'Choose a trip length.',
  interests: 'Choose at least one interest.',
  invalidDate: 'Enter a valid date.',
  startInPast: 'The start date cannot be in the past.',
  endInPast: 'The end date cannot be in the past.',
  endBeforeStart: 'The end date must be on or after the start date.',
  endWithoutStart: 'Add a start date too, or clear the end date.',
  adults: 'Enter 1 to 10 adults.',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export interface PlanFormCheck {
  errors: PlanFormErrors;
  /** A required choice (budget, duration, an interest) is missing. */
  missingRequired: boolean;
}

/** Checks the form; `today` is YYYY-MM-DD in the visitor's calendar. */
export function checkPlanForm(values: PlanFormValues, today: string): PlanFormCheck {
  const errors: PlanFormErrors = {};
  if (!values.budget) errors.budget = PLAN_FORM_MESSAGES.budget;
  if (!values.duration) errors.duration = PLAN_FORM_MESSAGES.duration;
  if (values.interests.length === 0) errors.interests = PLAN_FORM_MESSAGES.interests;
  const missingRequired = Boolean(errors.budget || errors.duration || errors.interests);

  const { startDate, endDate } = values;
  // YYYY-MM-DD strings compare in calendar order.
  if (startDate) {
    if (!isIsoDay(startDate)) errors.startDate = PLAN_FORM_MESSAGES.invalidDate;
    else if (startDate < today) errors.startDate = PLAN_FORM_MESSAGES.startInPast;
  }
  if (endDate) {
    if (!isIsoDay(endDate)) errors.endDate = PLAN_FORM_MESSAGES.invalidDate;
    else if (!startDate) errors.endDate = PLAN_FORM_MESSAGES.endWithoutStart;
    else if (endDate < today) errors.endDate = PLAN_FORM_MESSAGES.endInPast;
    else if (isIsoDay(startDate) && endDate < startDate) {
      errors.endDate = PLAN_FORM_MESSAGES.endBeforeStart;
    }
  }
  const adults = Number(values.adults);
  if (!Number.isInteger(adults) || adults < 1 || adults > 10) {
    errors.adults = PLAN_FORM_MESSAGES.adults;
  }
  return { errors, missingRequired };
}

/** The request for valid values; dates are left out when not given. */
export function toTripPlanRequest(values: PlanFormValues): TripPlanRequestDto | null {
  if (!values.budget || !values.duration || values.interests.length === 0) return null;
  return {
    budget: values.budget,
    duration: values.duration,
    interests: [...new Set(values.interests)],
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(values.endDate ? { endDate: values.endDate } : {}),
    party: { adults: Number(values.adults), childrenAges: values.childrenAges.map(Number) },
    pace: values.pace,
  };
}
