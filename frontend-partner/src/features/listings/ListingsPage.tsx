import { useState } from 'react';
import styled from 'styled-components';
import {
  useListOwnListingsQuery,
  type ListOwnListingsApiArg,
  type OrganisationDto,
} from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import { Link } from '@salone/router';
import { QueryState, Badge, Select, Skeleton, useSeo, theme } from '@salone/ui';
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
  useSeo({
    title: 'Listings',
    description: 'Your hotels, events, tours, cars and properties on Salone.',
    canonicalPath: '/partner/listings',
  });
  return (
    <OrganisationGate title="Listings">
      {(organisation) => <Listings organisation={organisation} />}
    </OrganisationGate>
  );
}

function Listings({ organisation }: { organisation: OrganisationDto }) {
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
    <PartnerPage nav="partner" title="Listings" lead={organisation.name}>
      <NewListingMenu kinds={organisation.serviceKinds} />
      <StyledFilters aria-label="Filter listings">
        <Select
          label="Kind"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as ListingKind | '');
            pages.reset();
          }}
          options={[
            { value: '', label: 'All kinds' },
            ...LISTING_KINDS.map((value) => ({ value, label: KIND_LABEL[value] })),
          ]}
        />
        <Select
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ListingStatus | '');
            pages.reset();
          }}
          options={[
            { value: '', label: 'Any status' },
            ...LISTING_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] })),
          ]}
        />
      </StyledFilters>
      <QueryState
        query={listings}
        loadingLabel="Loading listings"
        loading={<Skeleton height={160} />}
        errorText="Your listings could not be loaded."
        isEmpty={(page) => page.items.length === 0}
        empty={
          <StyledNotice>
            <p>
              {filtered
                ? 'No listings match these filters.'
                : 'No listings yet. Choose New listing to add your first.'}
            </p>
          </StyledNotice>
        }
      >
        {(page) => (
          <>
            <StyledList aria-label="Listings" aria-busy={listings.isFetching}>
              {page.items.map((listing) => (
                <li key={`${listing.kind}-${listing.id}`}>
                  <Link to={editorPath(listing)}>
                    <strong>{listing.name}</strong>
                    <small>
                      {KIND_LABEL[listing.kind]} · changed {formatDate(listing.updatedAt)}
                    </small>
                  </Link>
                  <Badge tone={STATUS_TONE[listing.status]}>{STATUS_LABEL[listing.status]}</Badge>
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
