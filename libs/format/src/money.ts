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
import { dollarsToLeones } from '@salone/booking-rules';
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

// The leone's own sign, as prices here are written ('Le 9,788'), with a no-break space.
const LEONE = 'Le\u00a0';

/** An amount rounded to the cent has cents worth showing unless they are zero. */
function hasCents(amount: number): boolean {
  return Math.round(amount * 100) % 100 !== 0;
}

/** '$1,250' for whole dollars, '$12.50' otherwise. */
export function formatUsd(amount: number): string {
  return written(amount, '$', hasCents(amount) ? 2 : 0);
}

/** 'Le 9,788' for whole leones, 'Le 9,787.50' otherwise. */
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

/** The currencies a price is shown in: US dollars, or leones at the current rate. */
export type DisplayCurrency = 'USD' | 'SLE';

/** How prices are shown: the visitor's currency, and the rate when it is leones. */
export interface PriceView {
  currency: DisplayCurrency;
  /** Leones per US dollar; null while it is not known (prices are then shown in dollars). */
  slePerUsd: number | null;
}

/** Prices in dollars, as the spec writes them. */
export const DOLLARS: PriceView = { currency: 'USD', slePerUsd: null };

/** Whether `view` writes prices in leones (leones chosen and the rate known). */
export const inLeones = (view: PriceView): view is PriceView & { slePerUsd: number } =>
  view.currency === 'SLE' && view.slePerUsd !== null && view.slePerUsd > 0;

/**
 * A dollar price as `view` shows it: '$435', or 'Le 9,788' at 22.5 leones per dollar. Leones
 * are whole, by the one rule of @salone/booking-rules (`toLeones`), the rule the charge
 * follows too (docs/decisions/leones-rounded-to-whole-leone.md).
 */
export function formatPrice(usd: number, view: PriceView): string {
  return inLeones(view) ? formatSle(dollarsToLeones(usd, view.slePerUsd)) : formatUsd(usd);
}

/** A price that may be nothing: 'Free' then, otherwise the amount as `view` shows it. */
export function formatPriceOrFree(usd: number, view: PriceView): string {
  return usd > 0 ? formatPrice(usd, view) : 'Free';
}

/** Compact leones: 'Le 1.5M' from a million, 'Le 250K' from a thousand, as the dollars are. */
function compactLeones(leones: number): string {
  if (leones >= 1_000_000) return `${LEONE}${rounded(leones / 1_000_000, 1).toFixed(1)}M`;
  if (leones >= 1_000) return `${LEONE}${formatNumber(rounded(leones / 1_000, 0))}K`;
  return formatSle(leones);
}

/** The compact price of a property card, as `view` shows it ('$250K', 'Le 5.6M'). */
export function formatCompactPrice(usd: number, view: PriceView): string {
  return inLeones(view)
    ? compactLeones(dollarsToLeones(usd, view.slePerUsd))
    : formatCompactUsd(usd);
}

/** The rate as the payment step states it: 'Le 22.50 = US$1'. */
export function formatRate(slePerUsd: number): string {
  return `${written(slePerUsd, LEONE, 2)} = US$1`;
}
