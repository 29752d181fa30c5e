// Development host of the planner remote (npm run dev -w @salone/frontend-planner): the
// planner page inside the same providers the shell gives it, against the API on :3000.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Navigate, Route, Routes, useLocation } from '@salone/router';
import { DevHost } from '@salone/host';
import PlannerPage from './PlannerPage';

const LINKS = [{ to: '/ai-planner', label: 'AI Planner' }];

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
    <DevHost title="Planner remote" links={LINKS}>
      <Routes>
        <Route index element={<Navigate to="/ai-planner" replace />} />
        <Route path="ai-planner" element={<PlannerPage />} />
        <Route path="*" element={<ElsewhereInSalone />} />
      </Routes>
    </DevHost>
  </StrictMode>,
);
