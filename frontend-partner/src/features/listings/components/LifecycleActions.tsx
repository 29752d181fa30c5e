import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useArchiveListingMutation,
  usePublishListingMutation,
  useUnpublishListingMutation,
  type PartnerListingDto,
} from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { Badge, Button, toast, theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { StyledActions, StyledNotice } from '../../../shared/layout';
import { publicPath, STATUS_LABEL, STATUS_TONE } from '../listingText';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';

/**
 * The listing's state and what can be done with it: publish a draft or an unpublished listing,
 * unpublish a published one, archive (after a confirmation), and open the traveller's page.
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
  const [confirming, setConfirming] = useState(false);
  const busy = publishing.isLoading || unpublishing.isLoading || archiving.isLoading;

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
      {listing.moderationReason ? (
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
