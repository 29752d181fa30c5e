import { useGetSessionQuery } from './generated/session-api';
import type { SessionDto, UserDto } from './generated/session-api';
import { renderingOnServer } from './base-api';
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
  // A page rendered on the server is everyone's (docs/decisions.md 492): it is rendered as
  // while the session loads, which is also the browser's first render of it.
  const { data, isError, isLoading } = useGetSessionQuery(undefined, { skip: renderingOnServer });
  if (isLoading || renderingOnServer)
    return { status: 'loading', user: undefined, roles: NO_ROLES };
  if (isError || !data?.authenticated || !data.user)
    return { status: 'anonymous', user: undefined, roles: NO_ROLES };
  return { status: 'authenticated', user: data.user, roles: data.roles ?? NO_ROLES };
}
