// '@salone/host/testing': the one render helper of the frontends' component tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@salone/router';
import { createSaloneStore, type SaloneStore } from '@salone/api-client';
import { PriceViewProvider, Toaster, type PriceViewValue } from '@salone/ui';
import type { Locale } from '@salone/i18n';
import { SaloneProviders } from './SaloneProviders';

/** Shows the current address, so a test can assert where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

export interface RenderOptions {
  /** The address the page opens at. Default '/'. */
  route?: string;
  /** The route pattern `ui` is mounted at, as the shell mounts it ('/hotels/:id'); default every path. */
  path?: string;
  /** A store of the test's own; default a new one. */
  store?: SaloneStore;
  /** The page's language; default English (its messages loaded before the test: jest.setup). */
  locale?: Locale;
  /** How prices are shown (the shell's currency and rate); default US dollars. */
  priceView?: PriceViewValue;
}

/**
 * Renders `ui` as the shell does: one store, the theme, a router at `route` and the toaster.
 * Navigating away from `path` shows 'Another page'.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    store = createSaloneStore(),
    locale,
    priceView = { currency: 'USD', slePerUsd: null },
  }: RenderOptions = {},
) {
  const result = render(
    <SaloneProviders store={store} locale={locale}>
      <PriceViewProvider value={priceView}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {path === '*' ? null : <Route path="*" element={<p>Another page</p>} />}
          </Routes>
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </PriceViewProvider>
    </SaloneProviders>,
  );
  return { store, ...result };
}
