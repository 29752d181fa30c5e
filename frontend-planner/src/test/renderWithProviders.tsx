import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@salone/router';
import { createSaloneStore } from '@salone/api-client';
import { I18nProvider, type Locale } from '@salone/i18n';
import { PriceViewProvider, SaloneThemeProvider, Toaster, type PriceViewValue } from '@salone/ui';

/** Shows the current address so tests can assert where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface Options {
  /** The address the page opens at. Default '/ai-planner'. */
  route?: string;
  /** The route pattern the page is mounted at, as the shell mounts it. */
  path?: string;
  /** The page's language; default English. Its messages are loaded before the render. */
  locale?: Locale;
  /** How prices are shown (the shell's currency and rate); default US dollars. */
  priceView?: PriceViewValue;
}

/** Renders a page as the shell does: store, theme, router, toaster. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/ai-planner',
    path = '/ai-planner',
    locale,
    priceView = { currency: 'USD', slePerUsd: null },
  }: Options = {},
) {
  const store = createSaloneStore();
  const result = render(
    <I18nProvider locale={locale}>
      <Provider store={store}>
        <SaloneThemeProvider>
          <PriceViewProvider value={priceView}>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={<p>Another page</p>} />
              </Routes>
              <LocationProbe />
              <Toaster />
            </MemoryRouter>
          </PriceViewProvider>
        </SaloneThemeProvider>
      </Provider>
    </I18nProvider>,
  );
  return { store, ...result };
}
