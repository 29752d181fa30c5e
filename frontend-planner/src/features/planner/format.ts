/** Display helpers of the planner. Prices are US dollars (docs/product.md, Who and what). */

// Money is written as on every other screen ($1,250; $12.50; 'Free' for a line that costs
// nothing), without an Intl format made when the planner's code loads (docs/decisions.md 546).
export { formatCost, formatUsd } from '@salone/format';

// Fixed English names: the same text in every browser and ICU version (no 'Sept').
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function utcDate(value: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'Sat 12 Dec 2026' from 'YYYY-MM-DD' (a calendar day, so read in UTC; Sierra Leone keeps
 * GMT all year, so an ISO timestamp's UTC day is its local day there).
 */
export function formatDayDate(value: string): string {
  const date = utcDate(value);
  if (!date) return value;
  return `${WEEKDAYS[date.getUTCDay()]} ${formatDate(value)}`;
}

/** '12 Dec 2026' from 'YYYY-MM-DD' or an ISO timestamp. */
export function formatDate(value: string): string {
  const date = utcDate(value);
  if (!date) return value;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Today as YYYY-MM-DD in Sierra Leone (GMT), the day the server checks dates against. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
