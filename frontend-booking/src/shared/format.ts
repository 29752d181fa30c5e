/** Display helpers shared by every catalogue section. Prices are US dollars (spec section 1). */

const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const centsUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,250 for whole dollars, $12.50 otherwise. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? wholeUsd.format(amount) : centsUsd.format(amount);
}

/** Property card prices (spec section 9): $x.xM from a million, $xK from a thousand. */
export function formatCompactUsd(amount: number): string {
  if (amount >= 1_000_000) return `$${(amount / 1_000_000).toFixed(1)}M`;
  if (amount >= 1_000) return `$${Math.round(amount / 1_000)}K`;
  return formatUsd(amount);
}

/** Dates are stored in UTC; Sierra Leone keeps GMT, so UTC is the local calendar there. */
export function formatDate(iso: string, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  }).format(new Date(iso));
}

/**
 * Today as YYYY-MM-DD in Sierra Leone (GMT, no daylight saving): the day the server checks
 * dates against, so a visitor abroad gets the same minimum date.
 */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A tel: link for a phone number as people write it (spaces dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** '1 bedroom', '3 bedrooms'. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
