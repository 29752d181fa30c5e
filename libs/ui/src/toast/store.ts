// Toast state lives in this module, not in React context: any code (including a Module
// Federation remote, since @salone/ui is a shared singleton) can call toast(), and the one
// <Toaster /> the shell renders shows it. Limits: docs/product.md, constants.
import type { ReactNode } from 'react';

/** At most this many toasts are shown; a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a toast stays on screen before it is dismissed. */
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast is kept in the store before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1000000;
/** Swiping a toast right by more than this dismisses it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** 'destructive' for every failure (danger colours, role="alert"). */
  variant?: ToastVariant;
  /** Display time in ms. Default TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastRecord {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed; dismissed toasts are not shown. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss(): void;
}

type Listener = () => void;

let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastRecord[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function clearRemoveTimer(id: string) {
  const timer = removeTimers.get(id);
  if (timer !== undefined) {
    clearTimeout(timer);
    removeTimers.delete(id);
  }
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast (replacing the current one) and returns a handle to dismiss it early. */
export function toast({
  title,
  description,
  variant = 'default',
  duration,
}: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const record: ToastRecord = {
    id,
    title,
    description,
    variant,
    duration: duration ?? TOAST_DURATION_MS,
    open: true,
  };
  const next = [record, ...toasts];
  next.slice(TOAST_LIMIT).forEach((dropped) => clearRemoveTimer(dropped.id));
  setToasts(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Dismisses one toast, or all of them when no id is given. */
export function dismissToast(id?: string) {
  let changed = false;
  const next = toasts.map((t) => {
    if ((id === undefined || t.id === id) && t.open) {
      changed = true;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  if (changed) setToasts(next);
}

/** Clears every toast and timer (for tests). */
export function resetToasts() {
  removeTimers.forEach((timer) => clearTimeout(timer));
  removeTimers.clear();
  counter = 0;
  setToasts([]);
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): ToastRecord[] {
  return toasts;
}
