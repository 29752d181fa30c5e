// The planner form's values, its rules (docs/product.md, Validation: budget, duration and at least one
// interest required; dates optional) and the request it becomes. The choices, bounds and date
// rules are the server's own, from @salone/booking-rules.
import { z } from 'zod';
import {
  BUDGETS,
  DURATIONS,
  INTERESTS,
  isBudget,
  isDuration,
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  PACES,
  tripDatesProblem,
} from '@salone/booking-rules';
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

/** The required choices: while one is missing the 'Missing Information' toast shows. */
export const REQUIRED_FIELDS: PlanField[] = ['budget', 'duration', 'interests'];

export const PLAN_FORM_MESSAGES = {
  budget: 'Choose a budget.',
  duration: 'Choose a trip length.',
  interests: 'Choose at least one interest.',
  adults: `Enter 1 to ${MAX_ADULTS} adults.`,
  children: `At most ${MAX_CHILDREN} children.`,
  childAge: `Children are 0 to ${MAX_CHILD_AGE}; count older ones as adults.`,
} as const;

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/**
 * The form's schema. `today` (YYYY-MM-DD in the visitor's calendar) is asked for at each check,
 * so a form left open past midnight checks against the new day.
 */
export function planFormSchema(today: () => string) {
  return z
    .object({
      budget: z.union([z.literal(''), z.enum(BUDGETS)]).refine(isBudget, PLAN_FORM_MESSAGES.budget),
      duration: z
        .union([z.literal(''), z.enum(DURATIONS)])
        .refine(isDuration, PLAN_FORM_MESSAGES.duration),
      interests: z.array(z.enum(INTERESTS)).min(1, PLAN_FORM_MESSAGES.interests),
      startDate: z.string(),
      endDate: z.string(),
      adults: z.string().refine((text) => {
        const adults = wholeNumber(text);
        return adults >= 1 && adults <= MAX_ADULTS;
      }, PLAN_FORM_MESSAGES.adults),
      childrenAges: z
        .array(
          z.string().refine((text) => {
            const age = wholeNumber(text);
            return age >= 0 && age <= MAX_CHILD_AGE;
          }, PLAN_FORM_MESSAGES.childAge),
        )
        .max(MAX_CHILDREN, PLAN_FORM_MESSAGES.children),
      pace: z.enum(PACES),
    })
    .superRefine((values, context) => {
      // The server's own date rules; the trip length only once one is chosen.
      const problem = tripDatesProblem(
        {
          duration: isDuration(values.duration) ? values.duration : '3-plus-weeks',
          startDate: values.startDate || null,
          endDate: values.endDate || null,
        },
        today(),
      );
      const lengthOnly = !isDuration(values.duration) && problem?.field === 'endDate';
      if (problem && !lengthOnly) {
        context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }
    });
}

export interface PlanFormCheck {
  errors: PlanFormErrors;
  /** A required choice (budget, duration, an interest) is missing. */
  missingRequired: boolean;
}

/** Checks the form outside React (the schema's first message for each field). */
export function checkPlanForm(values: PlanFormValues, today: string): PlanFormCheck {
  const result = planFormSchema(() => today).safeParse(values);
  const errors: PlanFormErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as PlanField;
      errors[field] ??= issue.message;
    }
  }
  return { errors, missingRequired: REQUIRED_FIELDS.some((field) => errors[field]) };
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
