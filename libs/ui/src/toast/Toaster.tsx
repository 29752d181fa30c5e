import { lazyPart } from '../components/lazyPart';
import { useToast } from './useToast';

const viewport = lazyPart(() => import('./ToastViewport').then((module) => module.ToastViewport));

/**
 * Shows the toast store (Radix UI's Toast, see ./ToastViewport.tsx). Render once, near the
 * root of the app. Its code loads with the first toast, not with the page.
 */
export function Toaster() {
  const { toasts } = useToast();
  return <viewport.Deferred when={toasts.length > 0} />;
}

/** For tests and prerendering: the toaster's code, loaded. */
export const loadToaster = viewport.preload;
