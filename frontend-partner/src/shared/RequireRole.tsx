import type { ReactNode } from 'react';
import { requestSignIn, useAuth, type AccountRole } from '@salone/api-client';
import { Link } from '@salone/router';
import { Button, CenteredSpinner } from '@salone/ui';
import { PartnerPage, StyledNotice } from './layout';

const ROLE_NAME: Record<AccountRole, string> = {
  admin: 'a Salone admin account',
  operator: 'a partner account',
};

/**
 * Shows `children` to accounts with `role`; asks a visitor to sign in and tells anyone else
 * that the page is not theirs. The server checks every call as well: this only spares a page
 * of refusals.
 */
export function RequireRole({ role, children }: { role: AccountRole; children: ReactNode }) {
  const { status, roles } = useAuth();
  if (status === 'loading') return <CenteredSpinner label="Checking your account" />;
  if (status === 'anonymous') {
    return (
      <PartnerPage title="Sign in to continue">
        <StyledNotice>
          <p>This page needs {ROLE_NAME[role]}.</p>
          <Button type="button" onClick={() => requestSignIn()}>
            Sign In
          </Button>
        </StyledNotice>
      </PartnerPage>
    );
  }
  if (!roles.includes(role)) {
    return (
      <PartnerPage title="Not available">
        <StyledNotice>
          <p>This page needs {ROLE_NAME[role]}. Your account does not have access to it.</p>
          <Button as={Link} to="/" variant="outline">
            Back to Home
          </Button>
        </StyledNotice>
      </PartnerPage>
    );
  }
  return children;
}
