import { lazy, Suspense } from 'react';
import type { RemoteModules } from '@salone/remotes';
import { Route, Routes } from '@salone/router';
import { CenteredSpinner } from '@salone/ui';
import { QueuedCheckInSync } from './features/checkin/useQueueSync';
import { PartnerPageNotFound } from './shared/PartnerPageNotFound';

// The sections' pages are named chunk groups: the server preloads a section's scripts with its
// page (frontend-shell/src/server/preloads.ts).
const PartnerHomePage = lazy(
  () => import(/* webpackChunkName: "partner-dashboard" */ './features/dashboard/PartnerHomePage'),
);
const ApplyPage = lazy(() => import('./features/apply/ApplyPage'));
const BookingsInboxPage = lazy(
  () => import(/* webpackChunkName: "partner-bookings" */ './features/bookings/BookingsInboxPage'),
);
const BookingDetailPage = lazy(() => import('./features/bookings/BookingDetailPage'));
const ListingsPage = lazy(
  () => import(/* webpackChunkName: "partner-listings" */ './features/listings/ListingsPage'),
);
const NewListingPage = lazy(() => import('./features/listings/NewListingPage'));
const ListingEditorPage = lazy(() => import('./features/listings/ListingEditorPage'));
const CheckInPage = lazy(
  () => import(/* webpackChunkName: "partner-check-in" */ './features/checkin/CheckInPage'),
);
const CalendarPage = lazy(
  () => import(/* webpackChunkName: "partner-calendar" */ './features/calendar/CalendarPage'),
);
const MoneyPage = lazy(
  () => import(/* webpackChunkName: "partner-money" */ './features/money/MoneyPage'),
);
const ReviewsPage = lazy(
  () => import(/* webpackChunkName: "partner-reviews" */ './features/reviews/ReviewsPage'),
);
const SettingsPage = lazy(
  () => import(/* webpackChunkName: "partner-settings" */ './features/settings/SettingsPage'),
);
const ApiKeysPage = lazy(() => import('./features/settings/ApiKeysPage'));
const WebhooksPage = lazy(() => import('./features/settings/WebhooksPage'));
const TeamPage = lazy(() => import('./features/settings/TeamPage'));
const ActivityPage = lazy(() => import('./features/settings/ActivityPage'));
const WhatsAppPage = lazy(() => import('./features/settings/WhatsAppPage'));
const NotificationsPage = lazy(() => import('./features/settings/NotificationsPage'));

/**
 * Exposed as `partner/PartnerRoutes`: the shell mounts it at `/partner/*` inside its own
 * store, theme, router and toaster. `/partner` is the landing page for a visitor, the
 * application's state for an applicant and the dashboard for an approved operator.
 */
function PartnerRoutes() {
  return (
    <Suspense fallback={<CenteredSpinner label="Loading page" />}>
      <QueuedCheckInSync />
      <Routes>
        <Route index element={<PartnerHomePage />} />
        <Route path="apply" element={<ApplyPage />} />
        <Route path="listings" element={<ListingsPage />} />
        <Route path="listings/new/:kind" element={<NewListingPage />} />
        <Route path="listings/:kind/:id" element={<ListingEditorPage />} />
        <Route path="bookings" element={<BookingsInboxPage />} />
        <Route path="bookings/:bookingId" element={<BookingDetailPage />} />
        <Route path="check-in" element={<CheckInPage />} />
        <Route path="calendar" element={<CalendarPage />} />
        <Route path="money" element={<MoneyPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="settings/api-keys" element={<ApiKeysPage />} />
        <Route path="settings/webhooks" element={<WebhooksPage />} />
        <Route path="settings/team" element={<TeamPage />} />
        <Route path="settings/activity" element={<ActivityPage />} />
        <Route path="settings/whatsapp" element={<WhatsAppPage />} />
        <Route path="settings/notifications" element={<NotificationsPage />} />
        <Route path="*" element={<PartnerPageNotFound home="/partner" />} />
      </Routes>
    </Suspense>
  );
}

export default PartnerRoutes satisfies RemoteModules['partner/PartnerRoutes']['default'];
