import { startInstallableApp } from './pwa/register';

// Async boundary: shared modules are negotiated before the app's code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

startInstallableApp();

// Start loading the current page's own chunk alongside the app instead of after it.
const ROUTE_CHUNKS: Record<string, () => Promise<unknown>> = {
  '/login': () => import('./features/auth/LoginPage'),
  '/dashboard': () => import('./features/dashboard/DashboardPage'),
  '/contact': () => import(/* webpackChunkName: "contact" */ './features/contact/ContactPage'),
  '/help-center': () =>
    import(/* webpackChunkName: "help-center" */ './features/help/HelpCenterPage'),
  '/about': () => import(/* webpackChunkName: "about" */ './features/info/AboutPage'),
  '/terms-of-service': () =>
    import(/* webpackChunkName: "terms-of-service" */ './features/info/TermsOfServicePage'),
  '/privacy-policy': () =>
    import(/* webpackChunkName: "privacy-policy" */ './features/info/PrivacyPolicyPage'),
};
ROUTE_CHUNKS[window.location.pathname.replace(/\/+$/, '') || '/']?.().catch(() => undefined);

export {};
