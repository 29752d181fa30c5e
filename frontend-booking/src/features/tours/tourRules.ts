import type { ListToursApiArg } from '@salone/api-client/catalogue';
import {
  MAX_TOUR_PARTICIPANTS,
  participantLimit,
  todayIso,
  type TourType,
} from '@salone/booking-rules';
import { linkDay, linkNumber, type PlanLinkValues } from '../../shared/planBookingLink';
import type { BadgeTone } from '@salone/ui';

/** Tour choices and refusals of the booking form; prices and bounds are @salone/booking-rules'. */

export type TourDifficulty = NonNullable<ListToursApiArg['difficulty']>;
export type TourDurationClass = NonNullable<ListToursApiArg['duration']>;

export const TOUR_DIFFICULTIES: { value: TourDifficulty; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'moderate', label: 'Moderate' },
  { value: 'challenging', label: 'Challenging' },
  { value: 'difficult', label: 'Difficult' },
];

export const TOUR_DURATIONS: { value: TourDurationClass; label: string }[] = [
  { value: 'half-day', label: 'Half Day' },
  { value: 'full-day', label: 'Full Day' },
  { value: 'multi-day', label: 'Multi-Day' },
];

/** Badge of each difficulty: easy green, moderate yellow, harder red (docs/product.md, screens). */
export const DIFFICULTY_BADGE: Record<
  TourDifficulty,
  { label: string; tone: BadgeTone; emoji: string }
> = {
  easy: { label: 'Easy', tone: 'success', emoji: '🌿' },
  moderate: { label: 'Moderate', tone: 'warning', emoji: '🥾' },
  challenging: { label: 'Challenging', tone: 'danger', emoji: '⛰️' },
  difficult: { label: 'Difficult', tone: 'danger', emoji: '🧗' },
};

/** Included activities shown on a list card. */
export const ACTIVITIES_PER_CARD = 3;

export const TOUR_MESSAGES = {
  tourType: 'Tour type is required',
  tourDate: 'Tour date is required',
  tourDatePast: 'Tour date cannot be in the past',
  participantsCount: `Choose between 1 and ${MAX_TOUR_PARTICIPANTS} participants`,
  language: 'Preferred language is required',
  atLeastOne: 'At least one participant is required',
  name: 'Name is required',
  mismatchTitle: 'Participant mismatch',
  mismatchText: 'Number of participant details must match the selected count',
  tooManyTitle: 'Too many participants',
  tooManyText: (max: number) => `Shared tours are limited to ${max} participants`,
  tooManyPrivateText: (max: number) => `Private tours are limited to ${max} participants`,
};

export function isTourDifficulty(value: string): value is TourDifficulty {
  return TOUR_DIFFICULTIES.some((option) => option.value === value);
}

export function isTourDuration(value: string): value is TourDurationClass {
  return TOUR_DURATIONS.some((option) => option.value === value);
}

export interface BookingProblem {
  title: string;
  description: string;
}

/** The checks made when the tour form is sent (docs/product.md: validation, errors). */
export function tourBookingProblem(
  { count, details, tourType }: { count: number; details: number; tourType: TourType | '' },
  maxGroupSize: number,
  maxPrivateGroupSize: number = maxGroupSize,
): BookingProblem | null {
  if (count !== details) {
    return { title: TOUR_MESSAGES.mismatchTitle, description: TOUR_MESSAGES.mismatchText };
  }
  if (tourType === 'shared' && count > maxGroupSize) {
    return {
      title: TOUR_MESSAGES.tooManyTitle,
      description: TOUR_MESSAGES.tooManyText(maxGroupSize),
    };
  }
  if (tourType === 'private' && count > maxPrivateGroupSize) {
    return {
      title: TOUR_MESSAGES.tooManyTitle,
      description: TOUR_MESSAGES.tooManyPrivateText(maxPrivateGroupSize),
    };
  }
  return null;
}

/** What a trip plan's link fills in on the booking form. */
export interface TourPrefill {
  tourDate?: string;
  tourType?: TourType;
  numberOfParticipants?: number;
}

/**
 * The form's values from a plan's link (`date`, `participants`, `type`): a real day, a known
 * type, and a party within what that type allows (a larger one keeps the most it can).
 */
export function tourPrefillOf(
  values: PlanLinkValues<'date' | 'participants' | 'type'>,
  maxGroupSize: number,
): TourPrefill {
  const tourType =
    values.type === 'shared' || values.type === 'private' ? (values.type as TourType) : undefined;
  return {
    tourDate: linkDay(values.date),
    tourType,
    numberOfParticipants: linkNumber(
      values.participants,
      1,
      participantLimit(maxGroupSize, tourType ?? ''),
    ),
  };
}

/** A tour day from a link (the home search): a real day, not in the past; undefined otherwise. */
export function tourDayFrom(
  value: string | null | undefined,
  today = todayIso(),
): string | undefined {
  const day = linkDay(value ?? undefined);
  return day && day >= today ? day : undefined;
}
