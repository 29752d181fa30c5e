import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useArchiveListingMutation,
  usePublishListingMutation,
  useRequestListingReviewMutation,
  useUnpublishListingMutation,
  type PartnerListingDto,
} from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { Badge, Button, toast, theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { StyledActions, StyledNotice } from '../../../shared/layout';
import { publicPath, STATUS_LABEL, STATUS_TONE } from '../listingText';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { ReasonDialog } from '../../../shared/ReasonDialog';

/**
 * The listing's state and what can be done with it: publish a draft or an unpublished listing,
 * unpublish a published one, archive (after a confirmation), and open the traveller's page. A
 * listing an admin holds shows the admin's reason and 'Request review' instead of Publish.
 */
export function LifecycleActions({
  orgId,
  listing,
}: {
  orgId: number;
  listing: PartnerListingDto;
}) {
  const t = useT(partnerMessages);
  const arg = { orgId, kind: listing.kind, id: listing.id };
  const [publish, publishing] = usePublishListingMutation();
  const [unpublish, unpublishing] = useUnpublishListingMutation();
  const [archive, archiving] = useArchiveListingMutation();
  const [requestReview, requesting] = useRequestListingReviewMutation();
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const busy =
    publishing.isLoading || unpublishing.isLoading || archiving.isLoading || requesting.isLoading;
  const { hold } = listing;

  const act = async (
    run: () => Promise<unknown>,
    done: { title: string; description: string },
    refusal: string,
  ): Promise<boolean> => {
    try {
      await run();
      toast(done);
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: refusal,
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
      return false;
    }
  };

  const { status } = listing;
  return (
    <StyledBar aria-label={t('lifecycle.label')}>
      <p>
        {t.rich('lifecycle.status', {
          status: t(STATUS_LABEL[status]),
          badge: (chunks) => <Badge tone={STATUS_TONE[status]}>{chunks}</Badge>,
        })}
      </p>
      {hold ? (
        <StyledNotice $tone="warning" role="status" aria-label={t('hold.label')}>
          <p>
            <strong>{t('hold.title')}</strong>
          </p>
          <p>{t('hold.reason', { reason: hold.reason })}</p>
          {hold.state === 'review_requested' && hold.reviewRequestedAt ? (
            <p>
              {t('hold.requested', { date: formatDate(hold.reviewRequestedAt) })}{' '}
              {hold.reviewNote ? t('hold.note', { note: hold.reviewNote }) : null}
            </p>
          ) : (
            <p>{t('hold.explain')}</p>
          )}
          {hold.state === 'held' && hold.refusalReason ? (
            <p>{t('hold.refused', { reason: hold.refusalReason })}</p>
          ) : null}
        </StyledNotice>
      ) : listing.moderationReason ? (
        <StyledNotice $tone="warning">
          <p>{t('lifecycle.moderated', { reason: listing.moderationReason })}</p>
        </StyledNotice>
      ) : null}
      {status === 'archived' ? (
        <p>{t('lifecycle.archivedNote')}</p>
      ) : (
        <StyledActions>
          {status === 'published' ? (
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() =>
                void act(
                  () => unpublish(arg).unwrap(),
                  {
                    title: t('lifecycle.unpublished'),
                    description: t('lifecycle.unpublishedText'),
                  },
                  t('lifecycle.notUnpublished'),
                )
              }
            >
              {unpublishing.isLoading ? t('lifecycle.unpublishing') : t('lifecycle.unpublish')}
            </Button>
          ) : hold ? (
            <Button
              type="button"
              disabled={busy || hold.state === 'review_requested'}
              onClick={() => setAsking(true)}
            >
              {hold.state === 'review_requested' ? t('hold.waiting') : t('hold.request')}
            </Button>
          ) : (
            <Button
              type="button"
              disabled={busy}
              onClick={() =>
                void act(
                  () => publish(arg).unwrap(),
                  { title: t('lifecycle.published'), description: t('lifecycle.publishedText') },
                  t('lifecycle.notPublished'),
                )
              }
            >
              {publishing.isLoading ? t('lifecycle.publishing') : t('lifecycle.publish')}
            </Button>
          )}
          <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            {t('lifecycle.archive')}
          </Button>
        </StyledActions>
      )}
      {status === 'published' ? (
        <p>
          <Link to={publicPath(listing)}>{t('lifecycle.viewPublic')}</Link>
        </p>
      ) : null}
      <ReasonDialog
        open={asking}
        title={t('hold.dialogTitle', { name: listing.name })}
        description={t('hold.dialogText')}
        label={t('hold.noteLabel')}
        missing={t('hold.noteMissing')}
        minLength={3}
        maxLength={1000}
        tone="primary"
        action={t('hold.send')}
        pending={t('hold.sending')}
        busy={requesting.isLoading}
        onClose={() => setAsking(false)}
        onSubmit={(note) =>
          act(
            () => requestReview({ ...arg, reviewRequestDto: { note } }).unwrap(),
            { title: t('hold.sent'), description: t('hold.sentText') },
            t('hold.notSent'),
          )
        }
      />
      <ConfirmDialog
        open={confirming}
        title={t('lifecycle.confirmTitle')}
        description={t('lifecycle.confirmText')}
        action={t('lifecycle.confirmAction')}
        pending={t('lifecycle.archiving')}
        busy={archiving.isLoading}
        onConfirm={() =>
          act(
            () => archive(arg).unwrap(),
            {
              title: t('lifecycle.archived'),
              description: t('lifecycle.archivedText', { name: listing.name }),
            },
            t('lifecycle.notArchived'),
          )
        }
        onClose={() => setConfirming(false)}
      />
    </StyledBar>
  );
}

const StyledBar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  > p {
    margin: 0;
  }
`;
