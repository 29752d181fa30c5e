import type { ReactNode } from 'react';
import { errorText } from '@salone/api-client';
import { useResubmitApplicationMutation, type OrganisationDto } from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { Badge, Button, toast } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { PartnerPage, StyledNotice } from '../../../shared/layout';

/**
 * An organisation that is not approved: its application waits, was sent back for changes (an
 * owner resubmits it), was rejected, or the organisation was suspended.
 */
export function ApplicationState({
  organisation,
  picker,
}: {
  organisation: OrganisationDto;
  picker: ReactNode;
}) {
  const t = useT(partnerMessages);
  const suspended = organisation.status === 'suspended';
  const [resubmit, resubmitting] = useResubmitApplicationMutation();
  const resubmitIt = async () => {
    try {
      await resubmit({ orgId: organisation.id }).unwrap();
      toast({ title: t('application.resubmitted'), description: t('application.resubmittedText') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('application.notResubmitted'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
    }
  };
  return (
    <PartnerPage title={organisation.name} lead={picker}>
      {organisation.status === 'changes_requested' ? (
        <StyledNotice $tone="warning">
          <h2>
            {t.rich('application.changesRequested', {
              badge: (chunks) => <Badge tone="warning">{chunks}</Badge>,
            })}
          </h2>
          {organisation.statusReason ? (
            <p>{t('application.changes', { changes: organisation.statusReason })}</p>
          ) : null}
          <p>{t('application.changesText')}</p>
          {organisation.role === 'owner' ? (
            <div>
              <Button type="button" onClick={resubmitIt} disabled={resubmitting.isLoading}>
                {resubmitting.isLoading ? t('application.resubmitting') : t('application.resubmit')}
              </Button>
            </div>
          ) : null}
        </StyledNotice>
      ) : organisation.status === 'rejected' ? (
        <StyledNotice $tone="danger">
          <h2>
            {t.rich('application.rejected', {
              badge: (chunks) => <Badge tone="danger">{chunks}</Badge>,
            })}
          </h2>
          {organisation.statusReason ? (
            <p>{t('application.reason', { reason: organisation.statusReason })}</p>
          ) : null}
          <p>
            {t.rich('application.questions', {
              link: (chunks) => <Link to="/contact">{chunks}</Link>,
            })}
          </p>
        </StyledNotice>
      ) : suspended ? (
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
