// '@salone/api-client/server': the server renderer's side of the page's state; never part of
// the shared browser module.
import { saloneApi } from './api';
import type { ServerState } from './ssr';
import type { SaloneStore } from './store';

/**
 * The answers a page was rendered with, to be written into its HTML: the queries that were
 * answered, and the cache tags they provide (so a booking made later still refreshes them).
 * Nothing of the session: the server renders everyone's page.
 */
export function serverState(store: SaloneStore): ServerState {
  const api = store.getState()[saloneApi.reducerPath];
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(([, query]) => query?.status === 'fulfilled'),
  );
  return { queries, provided: api.provided };
}

/** True when a query of the store was answered with an error (or has not been answered). */
export function hasUnansweredQueries(store: SaloneStore): boolean {
  const { queries } = store.getState()[saloneApi.reducerPath];
  return Object.values(queries).some((query) => query?.status !== 'fulfilled');
}

/**
 * True when a query of the store was answered with the API's own "not found" (404, code
 * NOT_FOUND): the page shows something that does not exist, a listing removed or never there.
 */
export function hasNotFoundAnswer(store: SaloneStore): boolean {
  const { queries } = store.getState()[saloneApi.reducerPath];
  return Object.values(queries).some((query) => {
    if (query?.status !== 'rejected') return false;
    const error = query.error as { status?: unknown; data?: { code?: unknown } } | undefined;
    return error?.status === 404 && error.data?.code === 'NOT_FOUND';
  });
}

/** Waits for every request the store's queries have started. */
export async function settleQueries(store: SaloneStore): Promise<number> {
  const running = store.dispatch(saloneApi.util.getRunningQueriesThunk());
  await Promise.allSettled(running);
  return running.length;
}

/**
 * JSON for a `<script type="application/json">` element: `<` is escaped, so text from the
 * catalogue can never end the element (`</script>`) or open a comment.
 */
export function stateScriptText(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
