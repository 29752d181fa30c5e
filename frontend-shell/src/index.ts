import { startInstallableApp } from './pwa/register';
import { parseWithoutEval } from './zodWithoutEval';

// Before any frontend's copy of zod is loaded (docs/decisions/zod-without-eval.md).
parseWithoutEval();

/** Gives the main thread back to the browser (a tap, a frame) between two pieces of start-up. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Async boundary: shared modules are negotiated before the app's code runs. The shared
 * libraries the app starts with are evaluated one per task, with a pause between, instead of
 * all in one long task under the app's code (docs/decisions/start-up-libraries-one-per-task.md);
 * each is then ready when the app's own modules ask for it.
 */
async function start() {
  const libraries = [
    () => import('react-dom/client'),
    () => import('styled-components'),
    () => import('@salone/ui'),
    () => import('@salone/router'),
    () => import('@salone/api-client'),
  ];
  for (const load of libraries) {
    // The pause comes first as well: evaluating the federation runtime and the shell's entry
    // is a task of its own, not one with React's DOM library evaluated under it.
    await pause();
    await load().catch(() => undefined);
  }
  await pause();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}
void start();

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
