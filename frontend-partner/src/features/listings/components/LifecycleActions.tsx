import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useArchiveListingMutation,
  usePublishListingMutation,
  useUnpublishListingMutation,
  type PartnerListingDto,
} from '@salone/api-client/partner';
import { Link } from '@salone/router';
import { Badge, Button, toast, theme } from '@salone/ui';
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
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
      return false;
    }
  };

  const { status } = listing;
  return (
    <StyledBar aria-label="Listing status">
      <p>
        Status: <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>
      </p>
      {listing.moderationReason ? (
        <StyledNotice $tone="warning">
          <p>Unpublished by Salone: {listing.moderationReason}</p>
        </StyledNotice>
      ) : null}
      {status === 'archived' ? (
        <p>Archived listings cannot be changed. Their bookings stand.</p>
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
                  { title: 'Unpublished', description: 'Travellers no longer see this listing.' },
                  'Not unpublished',
                )
              }
            >
              {unpublishing.isLoading ? 'Unpublishing…' : 'Unpublish'}
            </Button>
          ) : (
            <Button
              type="button"
              disabled={busy}
              onClick={() =>
                void act(
                  () => publish(arg).unwrap(),
                  { title: 'Published', description: 'Travellers can find and book it now.' },
                  'Not published',
                )
              }
            >
              {publishing.isLoading ? 'Publishing…' : 'Publish'}
            </Button>
          )}
          <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            Archive
          </Button>
        </StyledActions>
      )}
      {status === 'published' ? (
        <p>
          <Link to={publicPath(listing)}>View public page</Link>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Archive this listing?"
        description="It leaves every list for good and cannot be published again. Bookings already made stand."
        action="Archive listing"
        pending="Archiving…"
        busy={archiving.isLoading}
        onConfirm={() =>
          act(
            () => archive(arg).unwrap(),
            { title: 'Archived', description: `${listing.name} is archived.` },
            'Not archived',
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
