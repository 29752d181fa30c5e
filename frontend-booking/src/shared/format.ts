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

/** Whole days from one YYYY-MM-DD to another, rounded up (hotel nights, spec section 9). */
export function daysBetween(from: string, to: string): number {
  if (!from || !to) return 0;
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.ceil(ms / 86_400_000) : 0;
}

/** Times every 30 minutes from `first` to `last` inclusive, as HH:MM. */
export function timeSlots(first: string, last: string): string[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const slots: string[] = [];
  for (let m = toMinutes(first); m <= toMinutes(last); m += 30) {
    slots.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return slots;
}

/** Rounds to cents the way the server does. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A tel: link for a phone number as people write it (spaces dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** '1 bedroom', '3 bedrooms'. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
