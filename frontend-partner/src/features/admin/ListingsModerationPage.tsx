import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useListAllListingsQuery,
  useModerateListingMutation,
  type ListAllListingsApiArg,
  type ListingSummaryDto,
} from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import {
  QueryError,
  Badge,
  Button,
  Select,
  Skeleton,
  toast,
  useSeo,
  VisuallyHidden,
  type BadgeTone,
  theme,
} from '@salone/ui';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { StyledCards, StyledCardHead, StyledFilters } from '../../shared/listStyles';

type Status = ListingSummaryDto['status'];
type Kind = ListingSummaryDto['kind'];

const STATUS: Record<Status, { label: string; tone: BadgeTone }> = {
  published: { label: 'Published', tone: 'success' },
  unpublished: { label: 'Unpublished', tone: 'warning' },
  draft: { label: 'Draft', tone: 'neutral' },
  archived: { label: 'Archived', tone: 'neutral' },
};

const STATUS_FILTERS: { value: Status | ''; label: string }[] = [
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
  { value: 'draft', label: 'Drafts' },
  { value: 'archived', label: 'Archived' },
  { value: '', label: 'All statuses' },
];

const KIND_LABEL: Record<Kind, string> = {
  hotel: 'Hotel',
  event: 'Event',
  car: 'Car',
  tour: 'Tour',
  property: 'Property',
};

const KIND_FILTERS: { value: Kind | ''; label: string }[] = [
  { value: '', label: 'All kinds' },
  { value: 'hotel', label: 'Hotels' },
  { value: 'event', label: 'Events' },
  { value: 'car', label: 'Cars' },
  { value: 'tour', label: 'Tours' },
  { value: 'property', label: 'Properties' },
];

/** Where travellers see a listing. */
const PUBLIC_SECTION: Record<Kind, string> = {
  hotel: 'hotels',
  event: 'events',
  car: 'cars',
  tour: 'tours',
  property: 'real-estate',
};

const PAGE_SIZE = 20;

/** `/admin/listings`: every operator's listings, newest change first; unpublish with a reason. */
export default function ListingsModerationPage() {
  useSeo({
    title: 'Listings moderation',
    description: 'Review listings and unpublish those that break the rules.',
    canonicalPath: '/admin/listings',
  });
  const [status, setStatus] = useState<Status | ''>('published');
  const [kind, setKind] = useState<Kind | ''>('');
  const pages = useCursorPages();
  const { cursor } = pages;
  const arg: ListAllListingsApiArg = {
    limit: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(cursor ? { cursor } : {}),
  };
  const listings = useListAllListingsQuery(arg);
  const [unpublishing, setUnpublishing] = useState<ListingSummaryDto | null>(null);
  const [moderate, { isLoading: moderating }] = useModerateListingMutation();

  return (
    <PartnerPage
      nav="admin"
      title="Listings moderation"
      lead="Unpublish a listing that breaks the rules: the operator sees your reason."
    >
      <StyledFilters aria-label="Filter listings" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Status | '');
            pages.reset();
          }}
          options={STATUS_FILTERS}
        />
        <Select
          label="Kind"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as Kind | '');
            pages.reset();
          }}
          options={KIND_FILTERS}
        />
      </StyledFilters>
      {listings.isLoading ? (
        <StyledCards aria-busy="true" aria-label="Loading listings">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height={96} radius="lg" />
            </li>
          ))}
        </StyledCards>
      ) : listings.isError ? (
        <QueryError text="The listings could not be loaded." onRetry={() => listings.refetch()} />
      ) : listings.data && listings.data.items.length > 0 ? (
        <>
          <StyledCards aria-label="Listings" aria-busy={listings.isFetching}>
            {listings.data.items.map((listing) => (
              <ListingCard
                key={`${listing.kind}-${listing.id}`}
                listing={listing}
                onUnpublish={() => setUnpublishing(listing)}
              />
            ))}
          </StyledCards>
          <CursorPager pages={pages} nextCursor={listings.data.nextCursor} />
        </>
      ) : (
        <StyledNotice>
          <p>{status || kind ? 'No listings match these filters.' : 'No listings yet.'}</p>
        </StyledNotice>
      )}
      <ReasonDialog
        open={unpublishing !== null}
        title={unpublishing ? `Unpublish ${unpublishing.name}` : 'Unpublish'}
        description="It leaves the catalogue at once; bookings already made stand. The operator sees your reason."
        missing="Please give a reason"
        minLength={3}
        action="Unpublish"
        pending="Unpublishing..."
        busy={moderating}
        onClose={() => setUnpublishing(null)}
        onSubmit={async (reason) => {
          if (!unpublishing) return false;
          try {
            await moderate({
              kind: unpublishing.kind,
              id: unpublishing.id,
              reasonDto: { reason },
            }).unwrap();
          } catch (error) {
            toast({
              variant: 'destructive',
              title: 'Not unpublished',
              description: errorText(error, 'Please try again.', 'Unable to connect to server'),
            });
            return false;
          }
          toast({
            title: 'Unpublished',
            description: `${unpublishing.name} is no longer in the catalogue.`,
          });
          return true;
        }}
      />
    </PartnerPage>
  );
}

function ListingCard({
  listing,
  onUnpublish,
}: {
  listing: ListingSummaryDto;
  onUnpublish(): void;
}) {
  const status = STATUS[listing.status];
  const titleId = `listing-${listing.kind}-${listing.id}`;
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{listing.name}</h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>Kind</dt>
          <dd>{KIND_LABEL[listing.kind]}</dd>
        </div>
        <div>
          <dt>Operator</dt>
          <dd>{listing.organisationName}</dd>
        </div>
        <div>
          <dt>Last changed</dt>
          <dd>{formatDate(listing.updatedAt)}</dd>
        </div>
        {listing.moderationReason ? (
          <div>
            <dt>Reason for unpublishing</dt>
            <dd>{listing.moderationReason}</dd>
          </div>
        ) : null}
      </StyledFacts>
      <StyledActions>
        {listing.status === 'published' ? (
          <>
            <StyledLink
              href={`/${PUBLIC_SECTION[listing.kind]}/${listing.id}`}
              target="_blank"
              rel="noopener"
            >
              View as travellers see it<VisuallyHidden> (opens a new tab)</VisuallyHidden>
            </StyledLink>
            <Button
              type="button"
              variant="outline"
              onClick={onUnpublish}
              aria-label={`Unpublish ${listing.name}`}
            >
              Unpublish
            </Button>
          </>
        ) : null}
      </StyledActions>
    </li>
  );
}

const StyledLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colors.primary};
`;
