import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { SaloneStore } from '@salone/api-client';
import { SaloneThemeProvider } from '@salone/ui';

export interface SaloneProvidersProps {
  /** The one store of the page (`createSaloneStore()`): the shell's, a dev host's or a test's. */
  store: SaloneStore;
  children?: ReactNode;
}

/** The store and the theme: what the shell, and every remote inside it, render within. */
export function SaloneProviders({ store, children }: SaloneProvidersProps) {
  return (
    <Provider store={store}>
      <SaloneThemeProvider>{children}</SaloneThemeProvider>
    </Provider>
  );
}
