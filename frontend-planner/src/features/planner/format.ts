/**
 * Display helpers of the planner: the shared formats
 * (docs/decisions/money-and-dates-without-intl.md), so money and dates read as on every other
 * screen. Prices are US dollars (docs/product.md, Who and what).
 */
import { formatDate } from '@salone/format';

export { formatCost, formatUsd, formatDate, todayIso } from '@salone/format';

/** 'Sat 12 Dec 2026' from 'YYYY-MM-DD'; text that is not a date is returned as is. */
export function formatDayDate(value: string): string {
  return formatDate(value, { weekday: true });
}
