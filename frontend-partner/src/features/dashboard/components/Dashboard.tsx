import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  useListOperatorArrivalsQuery,
  useListOwnListingsQuery,
  type ListingSummaryDto,
  type OrganisationDto,
} from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { QueryError, Badge, Button, Skeleton, type BadgeTone, theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { PartnerPage, StyledNotice } from '../../../shared/layout';
import { KIND_LABEL, STATUS_LABEL } from '../../listings/listingText';

/** Listings the dashboard reads to count; more shows as "100+". */
const LISTINGS_READ = 100;

const STATUS_TONE: Record<ListingSummaryDto['status'], BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  unpublished: 'warning',
  archived: 'neutral',
};

/** An approved organisation's dashboard: its listings and today's arrivals. */
export function Dashboard({
  organisation,
  picker,
}: {
  organisation: OrganisationDto;
  picker: ReactNode;
}) {
  const t = useT(partnerMessages);
  const orgId = organisation.id;
  const listings = useListOwnListingsQuery({ orgId, limit: LISTINGS_READ });
  const arrivals = useListOperatorArrivalsQuery({ orgId });

  const listingCount = listings.data
    ? `${listings.data.items.length}${listings.data.nextCursor ? '+' : ''}`
    : null;
  const expected = arrivals.data?.arrivals;
  const checkedIn = expected?.filter((arrival) => arrival.stage === 'checked_in').length ?? 0;

  return (
    <PartnerPage nav="partner" title={organisation.name} lead={picker ?? t('dashboard.lead')}>
      <StyledFigures aria-label={t('dashboard.glance')}>
        <Figure
          label={t('dashboard.arrivals')}
          value={expected ? String(expected.length) : null}
          failed={arrivals.isError}
          note={
            expected && expected.length > 0
              ? t('dashboard.checkedIn', { count: checkedIn })
              : undefined
          }
        />
        <Figure label={t('dashboard.listings')} value={listingCount} failed={listings.isError} />
      </StyledFigures>
      <div>
        <Button as={Link} to="/partner/bookings">
          {t('dashboard.bookings')}
        </Button>
      </div>

      <section aria-labelledby="listings-title">
        <StyledHead>
          <h2 id="listings-title">{t('dashboard.yourListings')}</h2>
          <Button as={Link} to="/partner/listings" variant="ghost" size="sm">
            {t('dashboard.manage')}
          </Button>
        </StyledHead>
        {listings.isLoading ? (
          <Skeleton height={72} />
        ) : listings.isError ? (
          <QueryError text={t('dashboard.listingsError')} onRetry={() => listings.refetch()} />
        ) : listings.data && listings.data.items.length > 0 ? (
          <StyledList>
            {listings.data.items.map((listing) => (
              <li key={`${listing.kind}-${listing.id}`}>
                <Link to={`/partner/listings/${listing.kind}/${listing.id}`}>
                  <strong>{listing.name}</strong>
                  <small>{t(KIND_LABEL[listing.kind])}</small>
                </Link>
                <Badge tone={STATUS_TONE[listing.status]}>{t(STATUS_LABEL[listing.status])}</Badge>
              </li>
            ))}
          </StyledList>
        ) : (
          <StyledNotice>
            <p>{t('dashboard.noListings')}</p>
          </StyledNotice>
        )}
      </section>
    </PartnerPage>
  );
}

function Figure({
  label,
  value,
  failed,
  note,
}: {
  label: string;
  value: string | null;
  failed: boolean;
  note?: string;
}) {
  const t = useT(partnerMessages);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {failed ? (
          <StyledFailed>{t('dashboard.notAvailable')}</StyledFailed>
        ) : value === null ? (
          <Skeleton width={48} height={32} />
        ) : (
          <strong>{value}</strong>
        )}
        {note ? <small>{note}</small> : null}
      </dd>
    </div>
  );
}

const StyledFigures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]}px;

  > div {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    padding: ${theme.space[4]}px;
  }

  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  dd {
    margin: ${theme.space[1]}px 0 0;
    display: flex;
    flex-direction: column;
  }

  strong {
    font-size: ${theme.fontSizes.xxl};
  }

  small {
    color: ${theme.colors.textMuted};
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]}px;
`;

const StyledFailed = styled.span`
  color: ${theme.colors.danger};
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
    justify-content: center;
    min-height: 44px;
    min-width: 0;
    color: inherit;
    text-decoration: none;
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
