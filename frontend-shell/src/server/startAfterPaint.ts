import { inlineScript } from './inlineScript';

/** Marks the preload of the shell's entry script on a rendered page: what `startApp` loads. */
export const ENTRY_ATTRIBUTE = 'data-salone-entry';

/**
 * A rendered page is painted before its scripts run
 * (docs/decisions/rendered-page-painted-before-scripts.md): the shell's entry, fetched from the
 * start by a preload, is added to the page only once the whole page has been parsed and the browser
 * has painted it (the frame after the first `requestAnimationFrame`). Start-up work (the
 * federation runtime, the shared libraries, the hydration) then never holds back the first
 * paint, on a phone that downloads faster than it computes. A page in a background tab, where
 * frames do not come, starts after a second.
 *
 * Sent as its source text, so it uses nothing from outside its body.
 */
export function startApp(win: Window): void {
  const doc = win.document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const entry = doc.querySelector<HTMLLinkElement>('link[data-salone-entry]');
    if (!entry) return;
    const script = doc.createElement('script');
    script.src = entry.href;
    doc.head.appendChild(script);
  };
  const afterPaint = () => {
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
    win.setTimeout(start, 1000);
  };
  // The whole page first: the app takes over the root element and the data after it.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

/** The inline script that starts a rendered page's app after its first paint. */
export const START_APP_SCRIPT = inlineScript(startApp);
