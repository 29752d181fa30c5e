import type { ReactNode } from 'react';
import type { OrganisationDto } from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { Badge, Button } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { PartnerPage, StyledNotice } from '../../../shared/layout';

/** An organisation that is not approved: its application waits, or it was suspended. */
export function ApplicationState({
  organisation,
  picker,
}: {
  organisation: OrganisationDto;
  picker: ReactNode;
}) {
  const t = useT(partnerMessages);
  const suspended = organisation.status === 'suspended';
  return (
    <PartnerPage title={organisation.name} lead={picker}>
      {suspended ? (
        <StyledNotice $tone="danger">
          <h2>
            {t.rich('application.suspended', {
              badge: (chunks) => <Badge tone="danger">{chunks}</Badge>,
            })}
          </h2>
          <p>{t('application.suspendedText')}</p>
          {organisation.statusReason ? (
            <p>{t('application.reason', { reason: organisation.statusReason })}</p>
          ) : null}
          <p>
            {t.rich('application.questions', {
              link: (chunks) => <Link to="/contact">{chunks}</Link>,
            })}
          </p>
        </StyledNotice>
      ) : (
        <StyledNotice $tone="warning">
          <h2>
            {t.rich('application.pending', {
              badge: (chunks) => <Badge tone="warning">{chunks}</Badge>,
            })}
          </h2>
          <p>{t('application.received', { date: formatDate(organisation.createdAt) })}</p>
          <p>{t('application.onceApproved')}</p>
        </StyledNotice>
      )}
      <div>
        <Button as={Link} to="/" variant="outline">
          {t('role.backHome')}
        </Button>
      </div>
    </PartnerPage>
  );
}
