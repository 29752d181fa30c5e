import { useCallback } from 'react';
import { requestSignIn, useAuth } from '@salone/api-client';

/**
 * Runs `action` now for a signed-in user; a visitor gets the Sign In dialog first and the
 * action runs once they have signed in. The dialogs' code is fetched
 * on the intent to book (`lazyDialog`'s preload), not with the page
 * (docs/decisions/dialog-frame-loads-on-intent.md).
 */
export function useRequireSignIn() {
  const { status } = useAuth();
  return useCallback(
    (action: () => void) => {
      // While the sign-in state is still loading the action goes ahead: the server answers
      // 401 if there is no session, and the booking flow then asks for sign-in.
      if (status === 'anonymous') requestSignIn(action);
      else action();
    },
    [status],
  );
}
