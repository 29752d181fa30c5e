// '@salone/ui/testing': helpers for the apps' tests. Not exported from the main entry.
export { renderWithTheme, ThemeWrapper } from './test-utils';
export { resetToasts } from './toast/store';
