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

/**
 * Whether a path is a public page that the server renders (docs/decisions.md 490): the home
 * page, the information pages, and each catalogue section's list and detail pages. Everything
 * else (accounts, bookings, the partner portal, the planner) is rendered in the browser.
 */
export function isServerRenderedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SHELL_PAGES.has(path)) return true;
  const catalogue = CATALOGUE_PAGE.exec(path);
  return catalogue !== null && SECTIONS.has(catalogue[1]);
}
