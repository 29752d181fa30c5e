import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SaloneThemeProvider } from '@salone/ui';
import type { AppStore } from './store';

/** Store and theme: what the shell and every remote render inside. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <SaloneThemeProvider>{children}</SaloneThemeProvider>
    </Provider>
  );
}
