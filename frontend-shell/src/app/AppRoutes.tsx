import { lazy } from 'react';
import { Route, Routes } from '@salone/router';
import { CATALOGUE_SECTIONS } from '@salone/remotes';
import { Layout } from '../layout/Layout';
import HomePage from '../features/home/HomePage';
import { RemotePage } from '../remotes/RemotePage';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const BookingPage = lazy(() => import('../features/booking/BookingPage'));
const ContactPage = lazy(
  () => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage'),
);
const HelpCenterPage = lazy(
  () => import(/* webpackChunkName: "help-center" */ '../features/help/HelpCenterPage'),
);
const AboutPage = lazy(() => import(/* webpackChunkName: "about" */ '../features/info/AboutPage'));
const TermsOfServicePage = lazy(
  () => import(/* webpackChunkName: "terms-of-service" */ '../features/info/TermsOfServicePage'),
);
const PrivacyPolicyPage = lazy(
  () => import(/* webpackChunkName: "privacy-policy" */ '../features/info/PrivacyPolicyPage'),
);
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/**
 * The route table (docs/decisions/pages-open-to-all-auth-spinner.md): everything is open to
 * visitors; what needs an account (booking, the dashboard's data, generating an itinerary) asks for
 * sign-in where it happens. The booking remote serves each catalogue section at `/<section>` and
 * `/<section>/:id`; the partner remote the operators' portal at `/partner/*` and the admin console
 * at `/admin/*`.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="bookings/:reference" element={<BookingPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="help-center" element={<HelpCenterPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="terms-of-service" element={<TermsOfServicePage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        {CATALOGUE_SECTIONS.map(({ section }) => (
          <Route
            key={section}
            path={`${section}/*`}
            element={<RemotePage module="booking/CatalogueRoutes" props={{ section }} />}
          />
        ))}
        <Route path="ai-planner" element={<RemotePage module="planner/PlannerPage" />} />
        <Route path="partner/*" element={<RemotePage module="partner/PartnerRoutes" />} />
        <Route path="admin/*" element={<RemotePage module="partner/AdminRoutes" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
