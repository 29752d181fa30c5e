/**
 * Dates and times as every Salone screen writes them: day, short month, year ('12 Sep 2026'),
 * on Sierra Leone's clock. Sierra Leone keeps GMT all year (docs/decisions.md, "Dates and
 * times follow Sierra Leone's clock"), so a day the server stores as a UTC date is the day
 * shown, wherever the visitor is.
 */

import { once } from './once';

export const SIERRA_LEONE_TIME_ZONE = 'Africa/Freetown';

/** A YYYY-MM-DD day, an ISO instant, or a Date. */
export type DateInput = string | Date;

const zone = { timeZone: SIERRA_LEONE_TIME_ZONE } as const;
const dayOfMonth = once(() => new Intl.DateTimeFormat('en-GB', { ...zone, day: 'numeric' }));
// American short month names: British English writes 'Sept', which no other screen uses.
const month = once(() => new Intl.DateTimeFormat('en-US', { ...zone, month: 'short' }));
const year = once(() => new Intl.DateTimeFormat('en-GB', { ...zone, year: 'numeric' }));
const weekday = once(() => new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'short' }));
const clock = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      ...zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

function toDate(value: DateInput): Date | null {
  const date =
    value instanceof Date
      ? value
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 Sep 2026'; with `weekday`, 'Sat 12 Sep 2026'. Text that is not a date is returned as is. */
export function formatDate(value: DateInput, options: { weekday?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return String(value);
  const day = `${dayOfMonth().format(date)} ${month().format(date)} ${year().format(date)}`;
  return options.weekday ? `${weekday().format(date)} ${day}` : day;
}

/** '20:00' on Sierra Leone's clock. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? clock().format(date) : String(value);
}

/** '12 Sep 2026, 14:30' on Sierra Leone's clock. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatDate(date)}, ${clock().format(date)}` : String(value);
}

/** '12 Sep 2026 – 14 Sep 2026'; one date when both fall on the same day or there is no end. */
export function formatDateRange(start: DateInput, end?: DateInput | null): string {
  const first = formatDate(start);
  if (end === undefined || end === null || end === '') return first;
  const last = formatDate(end);
  return first === last ? first : `${first} – ${last}`;
}

/** '12' and 'Sep': the two lines of a calendar-leaf date block. */
export function dayAndMonth(value: DateInput): { day: string; month: string } {
  const date = toDate(value);
  if (!date) return { day: '', month: '' };
  return { day: dayOfMonth().format(date), month: month().format(date) };
}

/**
 * Today as YYYY-MM-DD in Sierra Leone: the day the server checks dates against, so a visitor
 * abroad late in the evening is offered the same first day.
 */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
