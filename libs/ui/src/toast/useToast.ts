import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, toast, type ToastRecord } from './store';

export interface UseToastResult {
  /** Current toasts, including dismissed ones awaiting removal (`open: false`). */
  toasts: ToastRecord[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
}

/** Subscribes a component to the toast store. */
export function useToast(): UseToastResult {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
