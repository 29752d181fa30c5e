import { useState } from 'react';
import styled from 'styled-components';
import {
  useListOwnListingsQuery,
  type ListOwnListingsApiArg,
  type OrganisationDto,
} from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { QueryState, Badge, Select, Skeleton, useSeo, theme } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { NewListingMenu } from './components/NewListingMenu';
import {
  editorPath,
  KIND_LABEL,
  LISTING_KINDS,
  LISTING_STATUSES,
  STATUS_LABEL,
  STATUS_TONE,
  type ListingKind,
  type ListingStatus,
} from './listingText';

const PAGE_SIZE = 25;

/** `/partner/listings`: the organisation's listings of every kind, filtered by kind and status. */
export default function ListingsPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('listings.title'),
    description: t('listings.description'),
    canonicalPath: '/partner/listings',
  });
  return (
    <OrganisationGate title={t('listings.title')}>
      {(organisation) => <Listings organisation={organisation} />}
    </OrganisationGate>
  );
}

function Listings({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const [kind, setKind] = useState<ListingKind | ''>('');
  const [status, setStatus] = useState<ListingStatus | ''>('');
  const pages = useCursorPages();
  const arg: ListOwnListingsApiArg = {
    orgId: organisation.id,
    limit: PAGE_SIZE,
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
  };
  const listings = useListOwnListingsQuery(arg);
  const filtered = Boolean(kind || status);

  return (
    <PartnerPage nav="partner" title={t('listings.title')} lead={organisation.name}>
      <NewListingMenu kinds={organisation.serviceKinds} />
      <StyledFilters aria-label={t('listings.filters')}>
        <Select
          label={t('listings.kind')}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as ListingKind | '');
            pages.reset();
          }}
          options={[
            { value: '', label: t('listings.allKinds') },
            ...LISTING_KINDS.map((value) => ({ value, label: t(KIND_LABEL[value]) })),
          ]}
        />
        <Select
          label={t('listings.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ListingStatus | '');
            pages.reset();
          }}
          options={[
            { value: '', label: t('listings.anyStatus') },
            ...LISTING_STATUSES.map((value) => ({ value, label: t(STATUS_LABEL[value]) })),
          ]}
        />
      </StyledFilters>
      <QueryState
        query={listings}
        loadingLabel={t('listings.loading')}
        loading={<Skeleton height={160} />}
        errorText={t('listings.error')}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <StyledNotice>
            <p>{filtered ? t('listings.noMatch') : t('listings.none')}</p>
          </StyledNotice>
        }
      >
        {(page) => (
          <>
            <StyledList aria-label={t('listings.title')} aria-busy={listings.isFetching}>
              {page.items.map((listing) => (
                <li key={`${listing.kind}-${listing.id}`}>
                  <Link to={editorPath(listing)}>
                    <strong>{listing.name}</strong>
                    <small>
                      {t('listings.item', {
                        kind: t(KIND_LABEL[listing.kind]),
                        date: formatDate(listing.updatedAt),
                      })}
                    </small>
                  </Link>
                  <Badge tone={STATUS_TONE[listing.status]}>
                    {t(STATUS_LABEL[listing.status])}
                  </Badge>
                </li>
              ))}
            </StyledList>
            <CursorPager pages={pages} nextCursor={page.nextCursor} />
          </>
        )}
      </QueryState>
    </PartnerPage>
  );
}

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]}px;
  max-width: 480px;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]}px;
    padding: ${theme.space[3]}px ${theme.space[4]}px;
  }

  li + li {
    border-top: 1px solid ${theme.colors.border};
  }

  a {
    display: flex;
    flex-direction: column;
    min-height: 44px;
    justify-content: center;
    color: inherit;
    text-decoration: none;
    min-width: 0;
  }

  a strong {
    color: ${theme.colors.primary};
    text-decoration: underline;
    overflow-wrap: anywhere;
  }

  small {
    color: ${theme.colors.textMuted};
  }
`;
