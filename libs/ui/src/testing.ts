// '@salone/ui/testing': helpers for the apps' tests. Not exported from the main entry.
import { loadAccordion } from './components/Accordion';
import { loadDialog } from './components/Dialog';
import { loadTabs } from './components/Tabs';
import { loadToaster } from './toast/Toaster';

export { renderWithTheme, ThemeWrapper } from './test-utils';
export { resetToasts } from './toast/store';

/**
 * Loads the code of the dialog, the toaster, tabs and accordion, which a page loads when it
 * first needs them,
 * so a test sees them at once (the shared Jest setup calls it before every test file).
 */
export async function loadLazyParts(): Promise<void> {
  await Promise.all([loadDialog(), loadToaster(), loadTabs(), loadAccordion()]);
}
