import { invalidField } from '../common/errors/domain.exception.js';

/*
 * The dates a catalogue search asks about (a stay's check-in and check-out, a rental's pickup
 * and return), read and checked. What is free on them is asked of the bookings module
 * (occupancy.port.ts), which also enforces it.
 */

const DAY_MS = 86_400_000;

/** The longest span a search may ask about, and what is said when it asks for more. */
export interface LongestSpan {
  days: number;
  message: string;
}

/**
 * The [from, to) span of two YYYY-MM-DD days, or null when none were given. With `longest`, a
 * span of more days is refused: availability is worked out night by night, so an unbounded
 * span would be unbounded work.
 */
export function daySpan(
  from: string | undefined,
  to: string | undefined,
  message: string,
  field: string,
  sameDayAllowed = false,
  longest?: LongestSpan,
): { from: Date; to: Date } | null {
  if (from === undefined || to === undefined) return null;
  const span = { from: new Date(`${from}T00:00:00Z`), to: new Date(`${to}T00:00:00Z`) };
  const backwards = sameDayAllowed ? span.to < span.from : span.to <= span.from;
  if (Number.isNaN(span.from.getTime()) || Number.isNaN(span.to.getTime()) || backwards) {
    throw invalidField(field, message, 'INVALID_DATES');
  }
  if (longest && span.to.getTime() - span.from.getTime() > longest.days * DAY_MS) {
    throw invalidField(field, longest.message, 'STAY_TOO_LONG');
  }
  return span;
}
