// Development host of the planner remote (npm run dev -w @salone/frontend-planner): the
// planner page inside the same providers the shell gives it, against the API on :3000.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation } from '@salone/router';
import { createSaloneStore } from '@salone/api-client';
import { SaloneThemeProvider, Toaster } from '@salone/ui';
import PlannerPage from './PlannerPage';
import { DevSignIn } from './dev/DevSignIn';

/** Catalogue pages belong to the booking remote; here a link to one just says where it went. */
function ElsewhereInSalone() {
  const { pathname } = useLocation();
  return (
    <p style={{ padding: 16 }}>
      {pathname} is served by another part of Salone.{' '}
      <Link to="/ai-planner">Back to the planner</Link>
    </p>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createSaloneStore()}>
      <SaloneThemeProvider>
        <BrowserRouter>
          <header>
            <nav
              aria-label="Main"
              style={{
                display: 'flex',
                gap: 16,
                padding: 16,
                flexWrap: 'wrap',
                alignItems: 'center',
              }}
            >
              <strong>Planner remote (development)</strong>
              <Link to="/ai-planner">AI Planner</Link>
              <DevSignIn />
            </nav>
          </header>
          <main>
            <Routes>
              <Route index element={<Navigate to="/ai-planner" replace />} />
              <Route path="ai-planner" element={<PlannerPage />} />
              <Route path="*" element={<ElsewhereInSalone />} />
            </Routes>
          </main>
          <Toaster />
        </BrowserRouter>
      </SaloneThemeProvider>
    </Provider>
  </StrictMode>,
);
