import type { ReactNode } from 'react';
import { lazyPart } from './lazyPart';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Max width: sm 400px, md 560px (default), lg 800px. Near full width on phones. */
  size?: DialogSize;
  /** Accessible name of the close button. Default 'Close' in the page's language (`UiText`). */
  closeLabel?: string;
}

const panel = lazyPart(() => import('./DialogPanel').then((module) => module.DialogPanel));

/**
 * Starts loading the dialog's code before it is needed: call it when a visitor shows the
 * intent to open one (hovering or focusing the button).
 */
export function preloadDialog(): void {
  panel.preload().catch(() => undefined);
}

/**
 * Modal dialog (Radix UI's Dialog, see ./DialogPanel.tsx). Its code loads with the first
 * dialog that opens, not with the page; until then it renders nothing.
 */
export function Dialog(props: DialogProps) {
  return <panel.Deferred when={props.open} {...props} />;
}

/** For tests and prerendering: the dialog's code, loaded. */
export const loadDialog = panel.preload;
