import { HttpStatus } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception.js';

/** The [from, to) span of two YYYY-MM-DD days, or null when none were given. */
export function daySpan(
  from: string | undefined,
  to: string | undefined,
  message: string,
  field: string,
  sameDayAllowed = false,
): { from: Date; to: Date } | null {
  if (from === undefined || to === undefined) return null;
  const span = { from: new Date(`${from}T00:00:00Z`), to: new Date(`${to}T00:00:00Z`) };
  const backwards = sameDayAllowed ? span.to < span.from : span.to <= span.from;
  if (Number.isNaN(span.from.getTime()) || Number.isNaN(span.to.getTime()) || backwards) {
    throw new DomainException(HttpStatus.BAD_REQUEST, message, 'INVALID_DATES', [
      { field, message },
    ]);
  }
  return span;
}
