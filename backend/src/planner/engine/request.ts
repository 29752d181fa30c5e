import { DURATION_CLASSES, tripDatesProblem as datesProblem } from '@salone/booking-rules';
import { formatDay, parseDay } from './calendar.js';
import type { TripRequest } from './types.js';

export { MAX_DAYS_AHEAD } from '@salone/booking-rules';

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * What is wrong with the dates of a request, in words a traveller can act on; null when they
 * are fine. `today` is a day number. Shapes (YYYY-MM-DD) are checked by the DTO; the rules are
 * the planner form's own (@salone/booking-rules).
 */
export function tripDatesProblem(request: TripRequest, today: number): FieldProblem | null {
  return datesProblem(request, formatDay(today));
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
