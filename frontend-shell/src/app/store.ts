import { createSaloneStore, type SaloneState, type SaloneStore } from '@salone/api-client';

export type RootState = SaloneState;
export type AppStore = SaloneStore;

/** The one store of the app; remotes use it through the shell's Provider. */
export const makeStore = createSaloneStore;
