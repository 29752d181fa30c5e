import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes } from '@salone/router/server';
import { AppRoutes } from '../app/AppRoutes';

/** The app's route table as route objects, read once from the element tree the browser uses. */
const routes = createRoutesFromElements(
  (AppRoutes() as ReactElement<{ children: ReactNode }>).props.children,
);

/**
 * Whether a path is one of the app's pages, so its status is 200: anything the route table
 * matches other than its catch-all ('Page Not Found'). A remote's part of the table
 * (`/hotels/*`, `/partner/*`) is the remote's to judge in the browser, so every path under it
 * counts as known (docs/decisions/unknown-path-answers-404.md).
 */
export function isKnownPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches[matches.length - 1].route.path !== '*';
}
