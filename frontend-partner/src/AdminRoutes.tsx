import { lazy, Suspense } from 'react';
import type { RemoteModules } from '@salone/remotes';
import { Navigate, Route, Routes } from '@salone/router';
import { CenteredSpinner } from '@salone/ui';
import { PartnerPageNotFound } from './shared/PartnerPageNotFound';
import { RequireRole } from './shared/RequireRole';

const ApplicationsPage = lazy(() => import('./features/admin/ApplicationsPage'));
const ListingsModerationPage = lazy(() => import('./features/admin/ListingsModerationPage'));
const ListingHoldsPage = lazy(() => import('./features/admin/ListingHoldsPage'));
const ContactMessagesPage = lazy(() => import('./features/admin/ContactMessagesPage'));
const BookingSearchPage = lazy(() => import('./features/admin/BookingSearchPage'));
const AuditLogPage = lazy(() => import('./features/admin/AuditLogPage'));
const ExchangeRatePage = lazy(() => import('./features/admin/ExchangeRatePage'));
const ReviewsModerationPage = lazy(() => import('./features/admin/ReviewsModerationPage'));

/**
 * Exposed as `partner/AdminRoutes`: the platform admin's console, mounted by the shell at
 * `/admin/*`. Every page needs an admin account (the server checks every call as well).
 */
function AdminRoutes() {
  return (
    <RequireRole role="admin">
      <Suspense fallback={<CenteredSpinner label="Loading page" />}>
        <Routes>
          <Route index element={<Navigate to="applications" replace />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route path="listings" element={<ListingsModerationPage />} />
          <Route path="held-listings" element={<ListingHoldsPage />} />
          <Route path="messages" element={<ContactMessagesPage />} />
          <Route path="bookings" element={<BookingSearchPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="exchange-rate" element={<ExchangeRatePage />} />
          <Route path="reviews" element={<ReviewsModerationPage />} />
          <Route path="*" element={<PartnerPageNotFound home="/admin" />} />
        </Routes>
      </Suspense>
    </RequireRole>
  );
}

export default AdminRoutes satisfies RemoteModules['partner/AdminRoutes']['default'];
