import { useState } from 'react';
import { errorText } from '@salone/api-client';
import {
  useListListingHoldsQuery,
  useReinstateListingMutation,
  useRefuseListingReviewMutation,
  type AdminListingHoldDto,
} from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import { useT } from '@salone/i18n';
import { Badge, Button, QueryState, Select, Skeleton, toast, useSeo } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { StyledCardHead, StyledCards, StyledFilters } from '../../shared/listStyles';

type StateFilter = AdminListingHoldDto['state'] | 'all';

const FILTERS: { value: StateFilter; label: PartnerKey }[] = [
  { value: 'review_requested', label: 'heldListings.filter.requested' },
  { value: 'held', label: 'heldListings.filter.held' },
  { value: 'all', label: 'heldListings.filter.all' },
];

const KIND_LABEL: Record<AdminListingHoldDto['kind'], PartnerKey> = {
  hotel: 'kind.hotel',
  event: 'kind.event',
  car: 'kind.car',
  tour: 'kind.tour',
  property: 'kind.property',
};

const STATE_LABEL: Record<AdminListingHoldDto['state'], PartnerKey> = {
  held: 'heldListings.state.held',
  review_requested: 'heldListings.state.review_requested',
};

const PAGE_SIZE = 20;

/**
 * `/admin/held-listings`: listings an admin unpublished (or whose organisation was suspended), the
 * reviews operators asked for first; reinstate one, or refuse its review with a reason.
 */
export default function ListingHoldsPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('heldListings.title'),
    description: t('heldListings.description'),
    canonicalPath: '/admin/held-listings',
  });
  const [filter, setFilter] = useState<StateFilter>('review_requested');
  const pages = useCursorPages();
  const { cursor } = pages;
  const query = useListListingHoldsQuery({
    limit: PAGE_SIZE,
    ...(filter === 'all' ? {} : { state: filter }),
    ...(cursor ? { cursor } : {}),
  });
  const [refusing, setRefusing] = useState<AdminListingHoldDto | null>(null);
  const [refuse, refuseState] = useRefuseListingReviewMutation();

  return (
    <PartnerPage nav="admin" title={t('heldListings.title')} lead={t('heldListings.lead')}>
      <StyledFilters
        aria-label={t('heldListings.show')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label={t('heldListings.show')}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as StateFilter);
            pages.reset();
          }}
          options={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
      </StyledFilters>
      <QueryState
        query={query}
        loadingLabel={t('heldListings.loading')}
        loading={(busy) => (
          <StyledCards {...busy}>
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton height={120} radius="lg" />
              </li>
            ))}
          </StyledCards>
        )}
        errorText={t('heldListings.error')}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <StyledNotice>
            <p>{t('heldListings.none')}</p>
          </StyledNotice>
        }
      >
        {(page) => (
          <>
            <StyledCards aria-label={t('heldListings.list')}>
              {page.items.map((hold) => (
                <HoldCard
                  key={`${hold.kind}-${hold.listingId}`}
                  hold={hold}
                  onRefuse={() => setRefusing(hold)}
                />
              ))}
            </StyledCards>
            <CursorPager pages={pages} nextCursor={page.nextCursor} />
          </>
        )}
      </QueryState>
      <ReasonDialog
        open={refusing !== null}
        title={t('heldListings.refuseName', { name: refusing?.name ?? '' })}
        description={t('heldListings.refuseText')}
        missing={t('heldListings.refuseMissing')}
        minLength={3}
        action={t('heldListings.refuse')}
        pending={t('heldListings.refusing')}
        busy={refuseState.isLoading}
        onClose={() => setRefusing(null)}
        onSubmit={async (reason) => {
          if (!refusing) return false;
          try {
            await refuse({
              kind: refusing.kind,
              id: refusing.listingId,
              reasonDto: { reason },
            }).unwrap();
          } catch (error) {
            toast({
              variant: 'destructive',
              title: t('heldListings.notRefused'),
              description: errorText(error, t('common.tryAgain'), t('common.offline')),
            });
            return false;
          }
          toast({
            title: t('heldListings.refused'),
            description: t('heldListings.refusedText', { name: refusing.name }),
          });
          return true;
        }}
      />
    </PartnerPage>
  );
}

function HoldCard({ hold, onRefuse }: { hold: AdminListingHoldDto; onRefuse(): void }) {
  const t = useT(partnerMessages);
  const [reinstate, { isLoading }] = useReinstateListingMutation();
  const titleId = `hold-${hold.kind}-${hold.listingId}`;
  const requested = hold.state === 'review_requested';

  const reinstateIt = async () => {
    try {
      await reinstate({ kind: hold.kind, id: hold.listingId }).unwrap();
      toast({
        title: t('heldListings.reinstated'),
        description: t('heldListings.reinstatedText', { name: hold.name }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('heldListings.notReinstated'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
    }
  };

  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{hold.name}</h2>
        <Badge tone={requested ? 'warning' : 'neutral'}>{t(STATE_LABEL[hold.state])}</Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>{t('heldListings.kind')}</dt>
          <dd>{t(KIND_LABEL[hold.kind])}</dd>
        </div>
        <div>
          <dt>{t('heldListings.operator')}</dt>
          <dd>{hold.organisationName}</dd>
        </div>
        <div>
          <dt>{t('heldListings.reason')}</dt>
          <dd>{hold.reason}</dd>
        </div>
        {requested && hold.reviewNote ? (
          <div>
            <dt>{t('heldListings.note')}</dt>
            <dd>{hold.reviewNote}</dd>
          </div>
        ) : null}
        {requested && hold.reviewRequestedAt ? (
          <div>
            <dt>{t('heldListings.requestedAt')}</dt>
            <dd>{formatDate(hold.reviewRequestedAt)}</dd>
          </div>
        ) : null}
        {hold.refusalReason ? (
          <div>
            <dt>{t('heldListings.refusal')}</dt>
            <dd>{hold.refusalReason}</dd>
          </div>
        ) : null}
      </StyledFacts>
      <StyledActions>
        <Button
          type="button"
          onClick={reinstateIt}
          disabled={isLoading}
          aria-label={t('heldListings.reinstateName', { name: hold.name })}
        >
          {isLoading ? t('heldListings.reinstating') : t('heldListings.reinstate')}
        </Button>
        {requested ? (
          <Button
            type="button"
            variant="outline"
            onClick={onRefuse}
            aria-label={t('heldListings.refuseName', { name: hold.name })}
          >
            {t('heldListings.refuse')}
          </Button>
        ) : null}
      </StyledActions>
    </li>
  );
}
