// Test helper: render inside the Salone theme (no GlobalStyle, to keep tests quiet).
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

function ThemeWrapper({ children }: { children?: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** `render` wrapped in the Salone ThemeProvider. Accepts the usual render options. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ThemeWrapper, ...options });
}

export { ThemeWrapper };
