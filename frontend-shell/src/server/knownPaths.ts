import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes } from '@salone/router/server';
import { CATALOGUE_SECTIONS } from '@salone/remotes';
import { AppRoutes } from '../app/AppRoutes';

/** The app's route table as route objects, read once from the element tree the browser uses. */
const routes = createRoutesFromElements(
  (AppRoutes() as ReactElement<{ children: ReactNode }>).props.children,
);

/**
 * Whether a path is one of the app's pages, so its status is 200: anything the route table
 * matches other than its catch-all ('Page Not Found'). A remote's part of the table
 * (`/partner/*`) is the remote's to judge in the browser, so every path under it counts as
 * known, except the catalogue's, whose pages are known here
 * (docs/decisions/unknown-path-answers-404.md).
 */
export function isKnownPath(pathname: string): boolean {
  const section = catalogueSectionPath(pathname);
  if (section !== null) return section;
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches[matches.length - 1].route.path !== '*';
}

const SECTIONS = new Set<string>(CATALOGUE_SECTIONS.map(({ section }) => section));

/**
 * Under a catalogue section the remote's table is known here: its list (`/hotels`) and one
 * listing's page by a positive whole id (`/hotels/3`); anything else there (`/hotels/abc`,
 * `/tours/3.5`, `/events/1/x`) is its 'Page Not Found' or 'Hotel Not Found', so 404. Null: not
 * a catalogue section's path.
 */
function catalogueSectionPath(pathname: string): boolean | null {
  const [first, ...rest] = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (first === undefined || !SECTIONS.has(first)) return null;
  if (rest.length === 0) return true;
  return rest.length === 1 && /^\d{1,9}$/.test(rest[0]) && Number(rest[0]) > 0;
}
