// Development host of the booking remote (npm run dev -w @salone/frontend-booking): the
// remote's routes inside the providers the shell gives them, against the API on :3000.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from '@salone/router';
import { CATALOGUE_SECTIONS } from '@salone/remotes';
import { DevHost } from '@salone/host';
import CatalogueRoutes from './CatalogueRoutes';

const LINKS = CATALOGUE_SECTIONS.map(({ section, label }) => ({ to: `/${section}`, label }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevHost title="Booking remote" links={LINKS}>
      <Routes>
        <Route index element={<Navigate to="/hotels" replace />} />
        {CATALOGUE_SECTIONS.map(({ section }) => (
          <Route
            key={section}
            path={`${section}/*`}
            element={<CatalogueRoutes section={section} />}
          />
        ))}
      </Routes>
    </DevHost>
  </StrictMode>,
);
