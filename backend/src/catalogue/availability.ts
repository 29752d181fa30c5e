import { HttpStatus } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception.js';

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
    throw new DomainException(HttpStatus.BAD_REQUEST, message, 'INVALID_DATES', [
      { field, message },
    ]);
  }
  if (longest && span.to.getTime() - span.from.getTime() > longest.days * DAY_MS) {
    throw new DomainException(HttpStatus.BAD_REQUEST, longest.message, 'STAY_TOO_LONG', [
      { field, message: longest.message },
    ]);
  }
  return span;
}
