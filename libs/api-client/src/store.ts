import {
  combineReducers,
  configureStore,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { saloneApi } from './api';
import type { SaloneStoreExtra } from './base-api';

const rootReducer = combineReducers({ [saloneApi.reducerPath]: saloneApi.reducer });

export type SaloneState = ReturnType<typeof rootReducer>;

/**
 * The one store of the app: the shell creates it, remotes use it through the shell's
 * Provider (a remote's own development host creates one the same way).
 */
export function createSaloneStore(preloadedState?: Partial<SaloneState>, extra?: SaloneStoreExtra) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra ?? {} } }).concat(saloneApi.middleware),
  });
}

export type SaloneStore = ReturnType<typeof createSaloneStore>;

/**
 * The store's dispatch. Each area of the api (docs/decisions/api-endpoints-in-areas.md) types the
 * one slice with its own endpoints, so the thunks of an area (`plannerApi.util.upsertQueryData`,
 * ...) are typed for a state of its own endpoints: they are accepted too, since the slice holds
 * them all.
 */
export type SaloneDispatch = SaloneStore['dispatch'] &
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each area's own state type
  ThunkDispatch<any, SaloneStoreExtra, UnknownAction>;

/** `useDispatch` typed for the app's store (thunks of the api slice included). */
export const useAppDispatch = useDispatch.withTypes<SaloneDispatch>();
