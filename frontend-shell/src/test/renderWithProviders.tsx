import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@salone/router';
import { Toaster } from '@salone/ui';
import { AppProviders } from '../app/AppProviders';
import { makeStore } from '../app/store';

/** Shows the current location so tests can assert where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface Options {
  route?: string;
  /** Route pattern the element is mounted at (defaults to every path). */
  path?: string;
}

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: Options = {}) {
  const store = makeStore();
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...result };
}
