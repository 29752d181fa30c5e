import {
  DURATION_CLASSES,
  DURATION_LABELS,
  durationOfDays,
  MAX_TRIP_DAYS,
} from '../trip-options.js';
import { parseDay } from './calendar.js';
import type { TripRequest } from './types.js';

/** How far ahead a trip may start (bookings open 12 months ahead as well). */
export const MAX_DAYS_AHEAD = 365;

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * What is wrong with the dates of a request, in words a traveller can act on; null when they
 * are fine. `today` is a day number. Shapes (YYYY-MM-DD) are checked by the DTO.
 */
export function tripDatesProblem(request: TripRequest, today: number): FieldProblem | null {
  const { startDate, endDate } = request;
  if (startDate === null) {
    return endDate === null
      ? null
      : {
          field: 'startDate',
          message: 'Please choose a start date as well, or leave both dates empty',
        };
  }
  const start = parseDay(startDate);
  if (start === null) return { field: 'startDate', message: 'Start date is not a real date' };
  if (start < today) return { field: 'startDate', message: 'Start date cannot be in the past' };
  if (start > today + MAX_DAYS_AHEAD) {
    return { field: 'startDate', message: 'Trips can be planned up to 12 months ahead' };
  }
  if (endDate === null) return null;
  const end = parseDay(endDate);
  if (end === null) return { field: 'endDate', message: 'End date is not a real date' };
  if (end < start) {
    return { field: 'endDate', message: 'End date must be on or after the start date' };
  }
  const days = end - start + 1;
  if (days > MAX_TRIP_DAYS) {
    return { field: 'endDate', message: `Trips can be at most ${MAX_TRIP_DAYS} days long` };
  }
  const chosen = DURATION_CLASSES[request.duration];
  if (days < chosen.minDays || days > chosen.maxDays) {
    const fits = durationOfDays(days)!;
    return {
      field: 'endDate',
      message: `Your dates make a ${days}-day trip, but you chose ${DURATION_LABELS[request.duration]}. Change the dates or choose ${DURATION_LABELS[fits]}.`,
    };
  }
  return null;
}

/**
 * The trip lengths to try, best first: the dates' own length, or the class's usual length and
 * then shorter ones down to the shortest the engine picks by itself (for small budgets).
 */
export function candidateLengths(request: TripRequest): number[] {
  if (request.startDate !== null && request.endDate !== null) {
    return [parseDay(request.endDate)! - parseDay(request.startDate)! + 1];
  }
  const { defaultDays, shortestChosenDays } = DURATION_CLASSES[request.duration];
  const lengths: number[] = [];
  for (let days = defaultDays; days >= shortestChosenDays; days -= 1) lengths.push(days);
  return lengths;
}

/**
 * Days whose room, car and event availability the plan may need: [first, last + 1) as day
 * numbers, or null without a start date.
 */
export function planningWindow(request: TripRequest): { from: number; to: number } | null {
  if (request.startDate === null) return null;
  const start = parseDay(request.startDate)!;
  const longest = Math.max(...candidateLengths(request));
  return { from: start, to: start + longest };
}
