import { saloneApi } from './api';
import type { SaloneState } from './store';

type ApiState = SaloneState[typeof saloneApi.reducerPath];

/**
 * The part of a server store a page's HTML carries to the browser
 * (docs/decisions/rendered-page-data-carried-as-json.md).
 */
export interface ServerState {
  queries: ApiState['queries'];
  provided: ApiState['provided'];
}

/**
 * The state a browser store starts from, given what the server wrote into the page; `undefined`
 * for anything that is not such a state (then the page loads its data itself).
 */
export function preloadedStateFrom(value: unknown): Partial<SaloneState> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { queries, provided } = value as Partial<ServerState>;
  if (!queries || typeof queries !== 'object' || !provided || typeof provided !== 'object')
    return undefined;
  const initial = saloneApi.reducer(undefined, { type: 'salone/preload' });
  return { [saloneApi.reducerPath]: { ...initial, queries, provided } };
}
