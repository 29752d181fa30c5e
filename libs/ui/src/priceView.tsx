import { createContext, useContext } from 'react';

/**
 * How prices are shown on the page: the visitor's currency (US dollars or leones) and the
 * leone rate, null while it is not known. The shell provides it around every page, remotes
 * included (this library is one shared instance); `formatPrice` of @salone/format writes a
 * dollar amount with it (docs/decisions/prices-shown-in-leones.md).
 */
export interface PriceViewValue {
  currency: 'USD' | 'SLE';
  slePerUsd: number | null;
}

const PriceViewContext = createContext<PriceViewValue>({ currency: 'USD', slePerUsd: null });

/** Provides the page's price view (the shell, a test). */
export const PriceViewProvider = PriceViewContext.Provider;

/** The page's price view: dollars unless the shell says otherwise. */
export function usePriceView(): PriceViewValue {
  return useContext(PriceViewContext);
}
