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
import { useT } from '@salone/i18n';
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
import { partnerMessages, type PartnerKey } from '../../i18n';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { StyledCards, StyledCardHead, StyledFilters } from '../../shared/listStyles';

type Status = ListingSummaryDto['status'];
type Kind = ListingSummaryDto['kind'];

const STATUS: Record<Status, { label: PartnerKey; tone: BadgeTone }> = {
  published: { label: 'status.published', tone: 'success' },
  unpublished: { label: 'status.unpublished', tone: 'warning' },
  draft: { label: 'status.draft', tone: 'neutral' },
  archived: { label: 'status.archived', tone: 'neutral' },
};

const STATUS_FILTERS: { value: Status | ''; label: PartnerKey }[] = [
  { value: 'published', label: 'status.published' },
  { value: 'unpublished', label: 'status.unpublished' },
  { value: 'draft', label: 'moderation.filter.drafts' },
  { value: 'archived', label: 'status.archived' },
  { value: '', label: 'moderation.filter.allStatuses' },
];

const KIND_LABEL: Record<Kind, PartnerKey> = {
  hotel: 'kind.hotel',
  event: 'kind.event',
  car: 'kind.car',
  tour: 'kind.tour',
  property: 'kind.property',
};

const KIND_FILTERS: { value: Kind | ''; label: PartnerKey }[] = [
  { value: '', label: 'moderation.filter.allKinds' },
  { value: 'hotel', label: 'moderation.filter.hotel' },
  { value: 'event', label: 'moderation.filter.event' },
  { value: 'car', label: 'moderation.filter.car' },
  { value: 'tour', label: 'moderation.filter.tour' },
  { value: 'property', label: 'moderation.filter.property' },
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
  const t = useT(partnerMessages);
  useSeo({
    title: t('moderation.title'),
    description: t('moderation.description'),
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
    <PartnerPage nav="admin" title={t('moderation.title')} lead={t('moderation.lead')}>
      <StyledFilters
        aria-label={t('moderation.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label={t('moderation.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Status | '');
            pages.reset();
          }}
          options={STATUS_FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
        <Select
          label={t('moderation.kind')}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as Kind | '');
            pages.reset();
          }}
          options={KIND_FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
      </StyledFilters>
      {listings.isLoading ? (
        <StyledCards aria-busy="true" aria-label={t('moderation.loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height={96} radius="lg" />
            </li>
          ))}
        </StyledCards>
      ) : listings.isError ? (
        <QueryError text={t('moderation.error')} onRetry={() => listings.refetch()} />
      ) : listings.data && listings.data.items.length > 0 ? (
        <>
          <StyledCards aria-label={t('moderation.listings')} aria-busy={listings.isFetching}>
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
          <p>{status || kind ? t('moderation.noMatch') : t('moderation.none')}</p>
        </StyledNotice>
      )}
      <ReasonDialog
        open={unpublishing !== null}
        title={
          unpublishing
            ? t('moderation.unpublishName', { name: unpublishing.name })
            : t('moderation.unpublish')
        }
        description={t('moderation.unpublishText')}
        missing={t('moderation.missing')}
        minLength={3}
        action={t('moderation.unpublish')}
        pending={t('moderation.unpublishing')}
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
              title: t('moderation.notUnpublished'),
              description: errorText(error, t('common.tryAgain'), t('common.offline')),
            });
            return false;
          }
          toast({
            title: t('moderation.unpublished'),
            description: t('moderation.unpublishedText', { name: unpublishing.name }),
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
  const t = useT(partnerMessages);
  const status = STATUS[listing.status];
  const titleId = `listing-${listing.kind}-${listing.id}`;
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{listing.name}</h2>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>{t('moderation.kind')}</dt>
          <dd>{t(KIND_LABEL[listing.kind])}</dd>
        </div>
        <div>
          <dt>{t('moderation.operator')}</dt>
          <dd>{listing.organisationName}</dd>
        </div>
        <div>
          <dt>{t('moderation.lastChanged')}</dt>
          <dd>{formatDate(listing.updatedAt)}</dd>
        </div>
        {listing.moderationReason ? (
          <div>
            <dt>{t('moderation.reason')}</dt>
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
              {t.rich('moderation.view', {
                hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
              })}
            </StyledLink>
            <Button
              type="button"
              variant="outline"
              onClick={onUnpublish}
              aria-label={t('moderation.unpublishName', { name: listing.name })}
            >
              {t('moderation.unpublish')}
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
