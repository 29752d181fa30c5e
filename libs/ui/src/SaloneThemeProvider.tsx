import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface SaloneThemeProviderProps {
  /**
   * The page arrived from the server with the document styles in its style sheet (a rendered
   * page being taken over): they are kept as they are, not made again. Made again, they were
   * the only styles the browser compiled while taking a page over: the style compiler's first,
   * slowest run, in the middle of the longest task
   * (docs/decisions/rendered-page-keeps-document-styles.md).
   */
  documentStylesInPage?: boolean;
  children?: ReactNode;
}

/** Theme + global styles. Render once at the root of the shell (remotes inherit it). */
export function SaloneThemeProvider({
  documentStylesInPage = false,
  children,
}: SaloneThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {documentStylesInPage ? null : <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
