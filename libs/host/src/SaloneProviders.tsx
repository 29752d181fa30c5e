import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { SaloneStore } from '@salone/api-client';
import { SaloneThemeProvider } from '@salone/ui';
import { I18nProvider, type Locale } from '@salone/i18n';

export interface SaloneProvidersProps {
  /** The one store of the page (`createSaloneStore()`): the shell's, a dev host's or a test's. */
  store: SaloneStore;
  /**
   * The state a page rendered on the server was rendered with (the store as it started from
   * the page's data). The page is taken over against it, whatever has arrived since (the
   * session's answer, say), then rendered again with the store as it is: a part taken over
   * late (a remote's page) sees what the server saw, with no hydration mismatch.
   */
  serverState?: ReturnType<SaloneStore['getState']>;
  /** The page being taken over came with the document styles (`SaloneThemeProvider`). */
  documentStylesInPage?: boolean;
  /** The page's language; default English. */
  locale?: Locale;
  /** On the server: filled with the message catalogues the page used. */
  collectNamespaces?: Set<string>;
  children?: ReactNode;
}

/**
 * The store, the theme and the language: what the shell, and every remote inside it, render
 * within.
 */
export function SaloneProviders({
  store,
  serverState,
  documentStylesInPage,
  locale,
  collectNamespaces,
  children,
}: SaloneProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nProvider locale={locale} collectNamespaces={collectNamespaces}>
        <SaloneThemeProvider documentStylesInPage={documentStylesInPage}>
          {children}
        </SaloneThemeProvider>
      </I18nProvider>
    </Provider>
  );
}
