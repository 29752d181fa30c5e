/** Months as YYYY-MM text, on Sierra Leone's clock (UTC all year). */

export function currentMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** `month` moved by `count` months (negative: earlier). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

export function isMonth(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

const long = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const short = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** 'December 2026'. */
export function monthName(month: string): string {
  return long.format(new Date(`${month}-01T00:00:00Z`));
}

/** 'Dec': a chart's axis label. */
export function shortMonthName(month: string): string {
  return short.format(new Date(`${month}-01T00:00:00Z`));
}
