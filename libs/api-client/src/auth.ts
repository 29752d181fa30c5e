import { useGetSessionQuery } from './generated/salone-api';
import type { SessionDto, UserDto } from './generated/salone-api';
import './api';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';
/** What an account may do besides travelling (`operator`, `admin`). */
export type AccountRole = SessionDto['roles'][number];

const NO_ROLES: AccountRole[] = [];

/**
 * Who is signed in, from `GET /api/auth/session` (always 200, so a visitor's page logs no
 * failed request). Loaded once, no retry (docs/product.md, states); signing in refreshes it,
 * signing out writes it.
 */
export function useAuth(): { status: AuthStatus; user: UserDto | undefined; roles: AccountRole[] } {
  const { data, isError, isLoading } = useGetSessionQuery();
  if (isLoading) return { status: 'loading', user: undefined, roles: NO_ROLES };
  if (isError || !data?.authenticated || !data.user)
    return { status: 'anonymous', user: undefined, roles: NO_ROLES };
  return { status: 'authenticated', user: data.user, roles: data.roles ?? NO_ROLES };
}
