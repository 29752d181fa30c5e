/**
 * Money as every Salone screen writes it:
 * whole amounts without decimals ('$435'), anything with cents with two ('$12.50'), in US
 * dollars or Sierra Leonean leones.
 *
 * Dollars, leones and counts are written by currency.js, not Intl: a page's first Intl number
 * format costs the browser 13 to 33 ms (it loads the locale data of every number format it
 * knows), which a phone pays in the middle of the page's start-up
 * (docs/decisions/money-and-dates-without-intl.md). The text is the same as Intl's for 'en-US' (its
 * tests compare the two over every cent up to $20,000); only the compact property prices, on one
 * page, still use Intl.
 */
import currency from 'currency.js';
import { once } from './once';

/** Rounded half away from zero to `digits` decimals, as Intl rounds (-12.5 -> -13); never -0. */
function rounded(amount: number, digits: number): number {
  const scale = 10 ** digits;
  const magnitude = Math.round(Math.abs(amount) * scale) / scale;
  return amount < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** '$1,250' / '-$12.50': the symbol before the amount, the sign before the symbol. */
function written(amount: number, symbol: string, digits: number): string {
  return currency(rounded(amount, digits), {
    symbol,
    precision: digits,
    separator: ',',
    decimal: '.',
    pattern: '!#',
    negativePattern: '-!#',
  }).format();
}

// Intl separates a currency code from its amount with a no-break space: so do we.
const LEONE = 'SLE\u00a0';

/** An amount rounded to the cent has cents worth showing unless they are zero. */
function hasCents(amount: number): boolean {
  return Math.round(amount * 100) % 100 !== 0;
}

/** '$1,250' for whole dollars, '$12.50' otherwise. */
export function formatUsd(amount: number): string {
  return written(amount, '$', hasCents(amount) ? 2 : 0);
}

/** 'SLE 9,788' for whole leones, 'SLE 9,787.50' otherwise. */
export function formatSle(amount: number): string {
  return written(amount, LEONE, hasCents(amount) ? 2 : 0);
}

const compactMillions = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);
const compactThousands = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 0,
    }),
);

/** Compact prices of property cards: '$1.5M' from a million, '$250K' from a thousand. */
export function formatCompactUsd(amount: number): string {
  if (amount >= 1_000_000) return compactMillions().format(amount);
  if (amount >= 1_000) return compactThousands().format(amount);
  return formatUsd(amount);
}

/** A price that may be nothing: 'Free' then, otherwise the amount in dollars. */
export function formatCost(amount: number): string {
  return amount > 0 ? formatUsd(amount) : 'Free';
}

/** '1,800' (areas, capacities); up to three decimals where there are any ('2.5'). */
export function formatNumber(value: number): string {
  const exact = rounded(value, 3);
  const decimals = /\.(\d+?)0*$/.exec(Math.abs(exact).toFixed(3))?.[1] ?? '';
  return written(exact, '', decimals === '' || /^0+$/.test(decimals) ? 0 : decimals.length);
}

/** '1 bedroom', '3 bedrooms', '1,200 seats'. */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${formatNumber(count)} ${count === 1 ? word : many}`;
}
