import { useEffect } from 'react';

/** The event `LiveSignal` sends on the document (read by the shell's server/earlyInput.ts). */
export const LIVE_EVENT = 'salone:live';

/**
 * Says that the part of a server-rendered page around it has been taken over by React: its
 * effect runs once that part is committed, and sends `salone:live`. The page's early-input
 * script then gives React what the visitor did there before
 * (docs/decisions/input-before-live-is-kept.md). Each part the server renders in one piece (the
 * layout, each Suspense boundary that holds a page) has one. Renders nothing.
 */
export function LiveSignal() {
  useEffect(() => {
    document.dispatchEvent(new Event(LIVE_EVENT));
  }, []);
  return null;
}
