import { useGetSessionQuery } from './generated/salone-api';
import type { UserDto } from './generated/salone-api';
import './api';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/**
 * Who is signed in, from `GET /api/auth/session` (always 200, so a visitor's page logs no
 * failed request). Loaded once, no retry (docs/product.md, states); signing in refreshes it,
 * signing out writes it.
 */
export function useAuth(): { status: AuthStatus; user: UserDto | undefined } {
  const { data, isError, isLoading } = useGetSessionQuery();
  if (isLoading) return { status: 'loading', user: undefined };
  if (isError || !data?.authenticated || !data.user)
    return { status: 'anonymous', user: undefined };
  return { status: 'authenticated', user: data.user };
}
