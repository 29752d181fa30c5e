import { CATALOGUE_SECTIONS } from '@salone/remotes';

/** The shell's own pages that are the same for every visitor. */
const SHELL_PAGES = new Set([
  '/',
  '/about',
  '/help-center',
  '/contact',
  '/terms-of-service',
  '/privacy-policy',
]);

const SECTIONS = new Set<string>(CATALOGUE_SECTIONS.map(({ section }) => section));
const CATALOGUE_PAGE = /^\/([a-z-]+)(?:\/(\d{1,9}))?$/;

/** The trip planner's page, a remote's (planner/PlannerPage). */
export const PLANNER_PAGE = '/ai-planner';
/**
 * The planner's query parameters that name a plan: `?itinerary=` is one traveller's saved plan
 * (read with their session), `?shared=` a read-only link its owner can revoke at any time. Such
 * a page is the browser's to render; the planner's form (no parameter) is everyone's.
 */
const PLANNER_PLAN_PARAMS = ['itinerary', 'shared'];

/** Whether a page is one listing's page (`/hotels/3`), the one kind of page that can be missing. */
export function isListingPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const catalogue = CATALOGUE_PAGE.exec(path);
  return catalogue !== null && catalogue[2] !== undefined && SECTIONS.has(catalogue[1]);
}

/**
 * Whether a page is a public page that the server renders
 * (docs/decisions/server-rendering-public-pages.md,
 * docs/decisions/planner-form-rendered-on-server.md): the home page, the information pages, each
 * catalogue section's list and detail pages, and the trip planner's form. Everything else
 * (accounts, bookings, the partner portal, a plan named in the planner's address) is rendered in
 * the browser. `search` is the URL's query (`?a=b`).
 */
export function isServerRenderedPath(pathname: string, search = ''): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SHELL_PAGES.has(path)) return true;
  if (path === PLANNER_PAGE) {
    const query = new URLSearchParams(search);
    return !PLANNER_PLAN_PARAMS.some((name) => query.has(name));
  }
  const catalogue = CATALOGUE_PAGE.exec(path);
  return catalogue !== null && SECTIONS.has(catalogue[1]);
}
