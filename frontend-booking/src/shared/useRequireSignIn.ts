import { useCallback, useEffect } from 'react';
import { requestSignIn, useAuth } from '@salone/api-client';
import { preloadDialog } from '@salone/ui';

/**
 * Runs `action` now for a signed-in user; a visitor gets the Sign In dialog first and the
 * action runs once they have signed in (docs/decisions.md 26). A page with a booking button
 * fetches the dialog's code once it has rendered, so the booking dialog opens at once.
 */
export function useRequireSignIn() {
  const { status } = useAuth();
  useEffect(preloadDialog, []);
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
