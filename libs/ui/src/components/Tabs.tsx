import type { ReactNode } from 'react';
import { lazyPart } from './lazyPart';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Controlled selected tab id. */
  value?: string;
  /** Initially selected tab id when uncontrolled (default: the first tab). */
  defaultValue?: string;
  onValueChange?(id: string): void;
  className?: string;
}

const panel = lazyPart(() => import('./TabsPanel').then((module) => module.TabsPanel));

/**
 * WAI-ARIA tabs (Radix UI's Tabs, see ./TabsPanel.tsx). The code loads with the first page
 * that shows tabs, which waits for it (Suspense) so the tabs appear with the page.
 */
export function Tabs(props: TabsProps) {
  return <panel.Suspended {...props} />;
}

/** For tests and prerendering: the tabs' code, loaded. */
export const loadTabs = panel.preload;
