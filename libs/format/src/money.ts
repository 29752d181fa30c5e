/**
 * Money as every Salone screen writes it (docs/decisions.md, "One way to write money"):
 * whole amounts without decimals ('$435'), anything with cents with two ('$12.50'), in US
 * dollars or Sierra Leonean leones. One set of Intl formatters, each made on first use.
 */
import { once } from './once';

function currency(code: 'USD' | 'SLE', fractionDigits: 0 | 2) {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    // The leone has no symbol every phone can show: 'SLE 9,787.50'.
    currencyDisplay: code === 'USD' ? 'symbol' : 'code',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

const USD = { whole: once(() => currency('USD', 0)), cents: once(() => currency('USD', 2)) };
const SLE = { whole: once(() => currency('SLE', 0)), cents: once(() => currency('SLE', 2)) };

/** An amount rounded to the cent has cents worth showing unless they are zero. */
function hasCents(amount: number): boolean {
  return Math.round(amount * 100) % 100 !== 0;
}

/** '$1,250' for whole dollars, '$12.50' otherwise. */
export function formatUsd(amount: number): string {
  return (hasCents(amount) ? USD.cents : USD.whole)().format(amount);
}

/** 'SLE 9,788' for whole leones, 'SLE 9,787.50' otherwise. */
export function formatSle(amount: number): string {
  return (hasCents(amount) ? SLE.cents : SLE.whole)().format(amount);
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

const integer = once(() => new Intl.NumberFormat('en-US'));

/** '1,800' (areas, capacities). */
export function formatNumber(value: number): string {
  return integer().format(value);
}

/** '1 bedroom', '3 bedrooms', '1,200 seats'. */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${formatNumber(count)} ${count === 1 ? word : many}`;
}
