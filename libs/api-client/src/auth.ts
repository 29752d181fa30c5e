import { useGetCurrentUserQuery } from './generated/salone-api';
import './api';
import type { UserDto } from './generated/salone-api';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/**
 * Who is signed in. Signed in when the current-user call answers with a user, anonymous when
 * it fails (401 for visitors); loaded once, no retry (spec section 4).
 */
export function useAuth(): { status: AuthStatus; user: UserDto | undefined } {
  const { data, isError, isLoading } = useGetCurrentUserQuery();
  if (isLoading) return { status: 'loading', user: undefined };
  // After logout the refetch fails while the last user is still cached: the failure wins.
  if (isError || !data) return { status: 'anonymous', user: undefined };
  return { status: 'authenticated', user: data };
}
