import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { saloneApi } from '@salone/api-client';

const rootReducer = combineReducers({ [saloneApi.reducerPath]: saloneApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

/** The one store of the app; remotes use it through the shell's Provider. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(saloneApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
