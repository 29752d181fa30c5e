import { useSyncExternalStore } from 'react';

/**
 * Signed-out visitors who press a button that needs an account (book, plan a trip) are asked
 * to sign in first; once they have, what they asked for goes ahead. Any frontend (the shell or
 * a remote) can ask; the shell shows the Sign In dialog. Lives here because this package is
 * one shared instance across every frontend.
 */
export interface SignInRequest {
  id: number;
  onSignedIn?: () => void;
}

let current: SignInRequest | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function requestSignIn(onSignedIn?: () => void): void {
  current = { id: nextId++, onSignedIn };
  emit();
}

/** The shell calls this when the dialog closes; `signedIn` runs the waiting action. */
export function settleSignInRequest(signedIn: boolean): void {
  const request = current;
  current = null;
  emit();
  if (signedIn) request?.onSignedIn?.();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInRequest(): SignInRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
