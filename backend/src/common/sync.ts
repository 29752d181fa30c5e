import { ApiErrors } from './openapi/errors.js';
import { invalidField } from './errors/domain.exception.js';

/**
 * Syncing a list by update time (partner bookings and listings): `updatedSince` keeps the rows
 * changed after an instant, `sort=updatedAt` reads them oldest change first with the id as the
 * tie-break, and the cursor carries the update time to the microsecond, so a partner pages
 * through the changes without missing or repeating a row. A row changed while the partner
 * pages moves to the end of the order and comes again on a later page.
 */

/** How far ahead of the server's clock a partner's clock may be. */
export const UPDATED_SINCE_SKEW_MS = 5 * 60_000;

export const UPDATED_SINCE_FORMAT =
  'updatedSince must be a date and time with a time zone (ISO 8601), e.g. 2026-12-01T08:00:00Z';
export const UPDATED_SINCE_FUTURE = 'updatedSince must not be in the future';

/** A date and time with seconds optional, a fraction up to microseconds and a time zone. */
export const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))$/i;

/**
 * The instant of an `updatedSince` query value, as text PostgreSQL reads to the microsecond;
 * 400 INVALID_UPDATED_SINCE for anything that is not a real date and time with a time zone, or
 * that is later than now (a clock a few minutes ahead of the server's is allowed).
 */
export function parseUpdatedSince(value: string | undefined, now: Date): string | undefined {
  if (value === undefined) return undefined;
  const match = DATE_TIME.exec(value);
  const fields = match?.slice(1, 7).map((part) => Number(part ?? 0));
  const real =
    match !== null &&
    fields !== undefined &&
    (() => {
      const [year, month, day, hour, minute, second] = fields;
      const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
      const offsetOk =
        match[9] === undefined || (Number(match[9]) <= 23 && Number(match[10]) <= 59);
      return (
        offsetOk &&
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day &&
        date.getUTCHours() === hour &&
        date.getUTCMinutes() === minute &&
        date.getUTCSeconds() === second
      );
    })();
  const at = real ? Date.parse(value.toUpperCase()) : Number.NaN;
  if (Number.isNaN(at)) {
    throw invalidField('updatedSince', UPDATED_SINCE_FORMAT, 'INVALID_UPDATED_SINCE');
  }
  if (at > now.getTime() + UPDATED_SINCE_SKEW_MS) {
    throw invalidField('updatedSince', UPDATED_SINCE_FUTURE, 'INVALID_UPDATED_SINCE');
  }
  return value.toUpperCase();
}

/**
 * SQL: `column` is after the `updatedSince` instant in `param`. Update times are answered to
 * the millisecond, so an instant given to the millisecond (or less) stands for its whole
 * millisecond: the rows of the last one a partner saw do not come again. A finer instant is
 * compared as given. Either way the comparison is an index range.
 */
export function updatedAfterSql(column: string, param: string, since: string): string {
  const fraction = /\.(\d+)/.exec(since)?.[1] ?? '';
  return fraction.length > 3
    ? `${column} > ${param}::timestamptz`
    : `${column} >= ${param}::timestamptz + interval '1 millisecond'`;
}

/** The 400 of a list that takes `updatedSince`. */
export const ApiUpdatedSinceInvalid = () =>
  ApiErrors({
    400: {
      codes: ['INVALID_UPDATED_SINCE'],
      description:
        '`updatedSince` is not a date and time with a time zone, or is later than now (INVALID_UPDATED_SINCE)',
      messages: { INVALID_UPDATED_SINCE: UPDATED_SINCE_FORMAT },
    },
  });
