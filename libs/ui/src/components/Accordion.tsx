import type { ReactNode } from 'react';
import { lazyPart } from './lazyPart';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Allow several panels open at once. Default false (opening one closes the other). */
  multiple?: boolean;
  /** Ids open at first. */
  defaultOpen?: string[];
  /** Heading level of the item headers. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const panel = lazyPart(() => import('./AccordionPanel').then((module) => module.AccordionPanel));

/**
 * Disclosure list (FAQ, itinerary days; Radix UI's Accordion, see ./AccordionPanel.tsx). The
 * code loads with the first page that shows one, which waits for it (Suspense).
 */
export function Accordion(props: AccordionProps) {
  return <panel.Suspended {...props} />;
}

/** For tests and prerendering: the accordion's code, loaded. */
export const loadAccordion = panel.preload;
