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
  // A page rendered on the server is everyone's (docs/decisions/public-html-same-for-signed-in.md):
  // it is rendered as while the session loads, which is also the browser's first render of it.
  // Only what is read here is selected: the request starting, its time stamps and the like
  // change nothing a caller shows, so they re-render nobody. A page taken over from the server
  // starts this request in the effects of its first render, and every component asking who is
  // signed in was rendered again at once, in the same long task
  // (docs/decisions/session-answer-re-renders-nobody.md).
  const { data, isError, isLoading } = useGetSessionQuery(undefined, {
    skip: renderingOnServer,
    // Not yet asked counts as loading, as useQuery's own result has it: the first render is
    // the server's.
    selectFromResult: ({ data, isError, isLoading, isUninitialized }) => ({
      data,
      isError,
      isLoading: isLoading || isUninitialized,
    }),
  });
  if (isLoading || renderingOnServer)
    return { status: 'loading', user: undefined, roles: NO_ROLES };
  if (isError || !data?.authenticated || !data.user)
    return { status: 'anonymous', user: undefined, roles: NO_ROLES };
  return { status: 'authenticated', user: data.user, roles: data.roles ?? NO_ROLES };
}
