// Development host of the partner remote (npm run dev -w @salone/frontend-partner): the
// operators' portal and the admin console inside the same providers the shell gives them,
// against the API on :3000.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Navigate, Route, Routes, useLocation } from '@salone/router';
import { DevHost } from '@salone/host';
import PartnerRoutes from './PartnerRoutes';
import AdminRoutes from './AdminRoutes';

const LINKS = [
  { to: '/partner', label: 'Partner' },
  { to: '/admin', label: 'Admin' },
];

/** Traveller pages belong to the shell and the other remotes; here a link to one says so. */
function ElsewhereInSalone() {
  const { pathname } = useLocation();
  return (
    <p style={{ padding: 16 }}>
      {pathname} is served by another part of Salone. <Link to="/partner">Back to Partner</Link>
    </p>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevHost title="Partner remote" links={LINKS}>
      <Routes>
        <Route index element={<Navigate to="/partner" replace />} />
        <Route path="partner/*" element={<PartnerRoutes />} />
        <Route path="admin/*" element={<AdminRoutes />} />
        <Route path="*" element={<ElsewhereInSalone />} />
      </Routes>
    </DevHost>
  </StrictMode>,
);
