import { combineReducers, configureStore } from '@reduxjs/toolkit';
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

export type SaloneDispatch = SaloneStore['dispatch'];

/** `useDispatch` typed for the app's store (thunks of the api slice included). */
export const useAppDispatch = useDispatch.withTypes<SaloneDispatch>();
