import type { ReactNode } from 'react';
import type { OrganisationDto } from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { Button } from '@salone/ui';
import { partnerMessages } from '../i18n';
import { PartnerPage, StyledNotice } from './layout';
import { OrganisationGate } from './OrganisationGate';

/**
 * Renders `children` with the approved organisation when the account owns it; a staff member
 * is told that only the owner can do this (the server refuses them as well).
 */
export function OwnerGate({
  title,
  only,
  children,
}: {
  title: string;
  /** What only the owner can do: 'Only the organisation's owner can {only}.' */
  only: string;
  children(organisation: OrganisationDto): ReactNode;
}) {
  const t = useT(partnerMessages);
  return (
    <OrganisationGate title={title}>
      {(organisation) =>
        organisation.role === 'owner' ? (
          children(organisation)
        ) : (
          <PartnerPage nav="partner" title={title}>
            <StyledNotice>
              <p>{t('gate.ownerOnly', { only })}</p>
              <Button as={Link} to="/partner/settings" variant="outline">
                {t('gate.backToSettings')}
              </Button>
            </StyledNotice>
          </PartnerPage>
        )
      }
    </OrganisationGate>
  );
}
