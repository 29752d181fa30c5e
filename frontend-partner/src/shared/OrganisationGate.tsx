import type { ReactNode } from 'react';
import { requestSignIn } from '@salone/api-client';
import type { OrganisationDto } from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { QueryError, Button, CenteredSpinner } from '@salone/ui';
import { partnerMessages } from '../i18n';
import { PartnerPage, StyledNotice } from './layout';
import { useApprovedOrganisation } from './useApprovedOrganisation';

/**
 * Renders `children` with the account's approved organisation, or says why it cannot. While the
 * organisation loads, the page's heading and navigation are already shown.
 */
export function OrganisationGate({
  title,
  children,
}: {
  title: string;
  children(organisation: OrganisationDto): ReactNode;
}) {
  const t = useT(partnerMessages);
  const current = useApprovedOrganisation();
  switch (current.state) {
    case 'loading':
      // The page's heading and sections at once; only its content waits for the organisation.
      return (
        <PartnerPage nav="partner" title={title}>
          <CenteredSpinner label={t('gate.loading')} />
        </PartnerPage>
      );
    case 'anonymous':
      return (
        <PartnerPage title={title}>
          <StyledNotice>
            <p>{t('gate.signInText')}</p>
            <Button type="button" onClick={() => requestSignIn()}>
              {t('gate.signIn')}
            </Button>
          </StyledNotice>
        </PartnerPage>
      );
    case 'error':
      return (
        <PartnerPage title={title}>
          <QueryError text={t('gate.error')} onRetry={current.retry} />
        </PartnerPage>
      );
    case 'none':
      return (
        <PartnerPage title={title}>
          <StyledNotice>
            <p>{t('gate.notApproved')}</p>
            <Button as={Link} to="/partner" variant="outline">
              {t('gate.backToPartner')}
            </Button>
          </StyledNotice>
        </PartnerPage>
      );
    default:
      return children(current.organisation);
  }
}
