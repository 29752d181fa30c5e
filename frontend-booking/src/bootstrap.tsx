// Development host of the booking remote (npm run dev -w @salone/frontend-booking): the
// remote's routes inside the same providers the shell gives them, against the API on :3000.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@salone/router';
import { createSaloneStore } from '@salone/api-client';
import { SaloneThemeProvider, Toaster } from '@salone/ui';
import CatalogueRoutes, { type CatalogueSection } from './CatalogueRoutes';
import { DevSignIn } from './dev/DevSignIn';

const SECTIONS: CatalogueSection[] = ['hotels', 'events', 'cars', 'tours', 'real-estate'];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createSaloneStore()}>
      <SaloneThemeProvider>
        <BrowserRouter>
          <nav
            aria-label="Main"
            style={{ display: 'flex', gap: 16, padding: 16, flexWrap: 'wrap' }}
          >
            <strong>Booking remote (development)</strong>
            {SECTIONS.map((section) => (
              <Link key={section} to={`/${section}`}>
                {section}
              </Link>
            ))}
            <DevSignIn />
          </nav>
          <main>
            <Routes>
              <Route index element={<Navigate to="/hotels" replace />} />
              {SECTIONS.map((section) => (
                <Route
                  key={section}
                  path={`${section}/*`}
                  element={<CatalogueRoutes section={section} />}
                />
              ))}
            </Routes>
          </main>
          <Toaster />
        </BrowserRouter>
      </SaloneThemeProvider>
    </Provider>
  </StrictMode>,
);
