import { startInstallableApp } from './pwa/register';

// Async boundary: shared modules are negotiated before the app's code runs.
import('./bootstrap');

startInstallableApp();

// Start loading the current page's own chunk alongside the app instead of after it.
const ROUTE_CHUNKS: Record<string, () => Promise<unknown>> = {
  '/login': () => import('./features/auth/LoginPage'),
  '/dashboard': () => import('./features/dashboard/DashboardPage'),
  '/contact': () => import('./features/contact/ContactPage'),
  '/help-center': () => import('./features/help/HelpCenterPage'),
  '/about': () => import('./features/info/AboutPage'),
  '/terms-of-service': () => import('./features/info/TermsOfServicePage'),
  '/privacy-policy': () => import('./features/info/PrivacyPolicyPage'),
};
ROUTE_CHUNKS[window.location.pathname.replace(/\/+$/, '') || '/']?.().catch(() => undefined);

export {};
