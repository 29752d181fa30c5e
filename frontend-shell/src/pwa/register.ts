/**
 * What the page does for the installable app, kept tiny: it runs in the entry of every page.
 * - The service worker (/sw.js) is registered once the page has loaded, so it never competes
 *   with the page for the connection.
 * - The browser's install offer is kept for later: the shell offers it once, after a booking
 *   (./InstallPrompt.tsx), instead of the browser's own banner at a random moment.
 */
export interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
}

export const INSTALLABLE_EVENT = 'salone:installable';

let offer: InstallOffer | null = null;

/** The browser's install offer, if it has made one and it has not been used. */
export function takeInstallOffer(): InstallOffer | null {
  const kept = offer;
  offer = null;
  return kept;
}

export function hasInstallOffer(): boolean {
  return offer !== null;
}

export function startInstallableApp(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallOffer;
    window.dispatchEvent(new Event(INSTALLABLE_EVENT));
  });
  if ('serviceWorker' in navigator) {
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    };
    // A rendered page starts its app after it is painted
    // (docs/decisions/rendered-page-painted-before-scripts.md), often once the page has loaded
    // already.
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }
}
