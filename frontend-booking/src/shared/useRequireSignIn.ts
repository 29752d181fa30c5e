import { useCallback } from 'react';
import { requestSignIn, useAuth } from '@salone/api-client';

/**
 * Runs `action` now for a signed-in user; a visitor gets the Sign In dialog first and the
 * action runs once they have signed in (RULINGS 1).
 */
export function useRequireSignIn() {
  const { status } = useAuth();
  return useCallback(
    (action: () => void) => {
      if (status === 'authenticated') action();
      else requestSignIn(action);
    },
    [status],
  );
}
