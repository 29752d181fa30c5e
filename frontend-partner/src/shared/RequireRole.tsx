import type { ReactNode } from 'react';
import { requestSignIn, useAuth, type AccountRole } from '@salone/api-client';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { Button, CenteredSpinner } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../i18n';
import { PartnerPage, StyledNotice } from './layout';

const ROLE_NAME: Record<AccountRole, PartnerKey> = {
  admin: 'role.admin',
  operator: 'role.operator',
};

/**
 * Shows `children` to accounts with `role`; asks a visitor to sign in and tells anyone else
 * that the page is not theirs. The server checks every call as well: this only spares a page
 * of refusals.
 */
export function RequireRole({ role, children }: { role: AccountRole; children: ReactNode }) {
  const t = useT(partnerMessages);
  const { status, roles } = useAuth();
  if (status === 'loading') return <CenteredSpinner label={t('role.checking')} />;
  if (status === 'anonymous') {
    return (
      <PartnerPage title={t('role.signInTitle')}>
        <StyledNotice>
          <p>{t('role.needs', { role: t(ROLE_NAME[role]) })}</p>
          <Button type="button" onClick={() => requestSignIn()}>
            {t('gate.signIn')}
          </Button>
        </StyledNotice>
      </PartnerPage>
    );
  }
  if (!roles.includes(role)) {
    return (
      <PartnerPage title={t('role.notAvailable')}>
        <StyledNotice>
          <p>{t('role.noAccess', { role: t(ROLE_NAME[role]) })}</p>
          <Button as={Link} to="/" variant="outline">
            {t('role.backHome')}
          </Button>
        </StyledNotice>
      </PartnerPage>
    );
  }
  return children;
}
