import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '@salone/router';
import { createSaloneStore } from '@salone/api-client';
import { SaloneThemeProvider, Toaster } from '@salone/ui';

/** Shows the current location so tests can assert where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface Options {
  route?: string;
  /** Route pattern the element is mounted at, e.g. '/hotels/:id'. */
  path?: string;
}

/** Renders a page as the shell would: store, theme, router, toaster. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: Options = {}) {
  const store = createSaloneStore();
  const result = render(
    <Provider store={store}>
      <SaloneThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </SaloneThemeProvider>
    </Provider>,
  );
  return { store, ...result };
}
