import { lazy, Suspense, useEffect, useState } from 'react';
import { BOOKING_CREATED_EVENT, INSTALL_PROMPT_KEY } from '@salone/remotes';
import { hasInstallOffer, INSTALLABLE_EVENT } from './register';

// The card's code loads only when it is about to show: it never weighs on the home page.
const InstallPromptCard = lazy(() => import('./InstallPromptCard'));

function readNote(): string | null {
  try {
    return window.localStorage.getItem(INSTALL_PROMPT_KEY);
  } catch {
    return null;
  }
}

/**
 * Offers to install the app once, and only after a booking: when a booking has been created
 * (`announceBookingCreated`) and the browser has offered installation. Either answer ends it.
 */
export function InstallPrompt() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(readNote() === 'due' && hasInstallOffer());
    // Read a task later: a page's first look at localStorage waits for the browser to hand it
    // over, and it was part of the long task in which the page is taken over
    // (docs/decisions/session-answer-re-renders-nobody.md).
    const first = window.setTimeout(update, 0);
    window.addEventListener(BOOKING_CREATED_EVENT, update);
    window.addEventListener(INSTALLABLE_EVENT, update);
    return () => {
      window.clearTimeout(first);
      window.removeEventListener(BOOKING_CREATED_EVENT, update);
      window.removeEventListener(INSTALLABLE_EVENT, update);
    };
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <InstallPromptCard onClose={() => setVisible(false)} />
    </Suspense>
  );
}
