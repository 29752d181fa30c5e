import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  CURRENCY_COOKIE,
  currencyInCookies,
  defaultCurrency,
  type ShownCurrency,
} from '@salone/booking-rules';
import { useGetExchangeRateQuery } from '@salone/api-client';
import { PriceViewProvider } from '@salone/ui';

/** A year: the choice is kept until it is changed. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

interface CurrencyChoice {
  currency: ShownCurrency;
  choose(currency: ShownCurrency): void;
}

const CurrencyChoiceContext = createContext<CurrencyChoice>({
  currency: 'USD',
  choose: () => undefined,
});

/** The currency shown and the way to change it (the header's switcher). */
export function useCurrencyChoice(): CurrencyChoice {
  return useContext(CurrencyChoiceContext);
}

/**
 * The currency a page starts in, in the browser: the one the server rendered it in (carried
 * with its data), else the visitor's cookie, else the browser's languages (the server's rule,
 * `shownCurrency`, on `navigator.languages`).
 */
export function browserCurrency(rendered: unknown): ShownCurrency {
  if (rendered === 'SLE' || rendered === 'USD') return rendered;
  return (
    currencyInCookies(typeof document === 'undefined' ? null : document.cookie) ??
    defaultCurrency(typeof navigator === 'undefined' ? null : navigator.languages)
  );
}

/**
 * Prices of every page (remotes included) in the visitor's currency: provides the price view
 * with the current leone rate, which the page's data carries when it was rendered on the
 * server, so a page in leones is in leones from its first paint.
 */
export function PriceViewRoot({
  initial,
  children,
}: {
  initial: ShownCurrency;
  children?: ReactNode;
}) {
  const [currency, setCurrency] = useState<ShownCurrency>(initial);
  const { data } = useGetExchangeRateQuery();
  const slePerUsd = data?.slePerUsd ?? null;
  const choose = useCallback((next: ShownCurrency) => {
    document.cookie = `${CURRENCY_COOKIE}=${next}; Path=/; Max-Age=${KEPT_SECONDS}; SameSite=Lax`;
    setCurrency(next);
  }, []);
  const view = useMemo(() => ({ currency, slePerUsd }), [currency, slePerUsd]);
  const choice = useMemo(() => ({ currency, choose }), [currency, choose]);
  return (
    <CurrencyChoiceContext.Provider value={choice}>
      <PriceViewProvider value={view}>{children}</PriceViewProvider>
    </CurrencyChoiceContext.Provider>
  );
}
