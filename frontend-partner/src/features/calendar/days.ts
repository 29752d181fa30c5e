/** Days as YYYY-MM-DD text on Sierra Leone's clock (UTC all year, no daylight saving). */

const DAY_MS = 86_400_000;

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `first` to `last`, both included, in order whichever comes first. */
export function daysBetween(a: string, b: string): string[] {
  const [first, last] = a <= b ? [a, b] : [b, a];
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first day of `month` (YYYY-MM) and the first day of the month after it. */
export function monthBounds(month: string): { first: string; next: string } {
  const [year, index] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 10);
  return { first: `${month}-01`, next };
}

/**
 * The weeks of a month grid, Monday first: each week is seven entries, a day of the month or
 * null for the blanks before the first and after the last.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, next } = monthBounds(month);
  // getUTCDay: 0 Sunday ... 6 Saturday; Monday first means Sunday is the seventh column.
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day < next; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The week's days, Monday first, numbered as the catalogue's `weekday.1` ... `weekday.7`. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The day of a stored instant ('2026-12-20T00:00:00.000Z' -> '2026-12-20'). */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}
