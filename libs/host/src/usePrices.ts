import { useMemo } from 'react';
import { formatCompactPrice, formatPrice, formatPriceOrFree, inLeones } from '@salone/format';
import { usePriceView } from '@salone/ui';

/** Writes dollar amounts as the page shows prices. */
export interface Prices {
  /** '$435', or 'Le 9,788' in leones. */
  price(usd: number): string;
  /** 'Free' for nothing, otherwise `price`. */
  priceOrFree(usd: number): string;
  /** A property card's compact price: '$250K', 'Le 5.6M'. */
  compactPrice(usd: number): string;
  /** The currency the prices are written in: 'SLE' only when leones are chosen and the rate known. */
  currency: 'USD' | 'SLE';
}

/**
 * Prices in the visitor's currency (the shell's price view: US dollars or leones at the
 * current rate, docs/decisions/prices-shown-in-leones.md). Every price on a traveller's screen
 * is written through it; amounts stay dollars everywhere else.
 */
export function usePrices(): Prices {
  const view = usePriceView();
  return useMemo(
    () => ({
      price: (usd) => formatPrice(usd, view),
      priceOrFree: (usd) => formatPriceOrFree(usd, view),
      compactPrice: (usd) => formatCompactPrice(usd, view),
      currency: inLeones(view) ? 'SLE' : 'USD',
    }),
    [view],
  );
}
