import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  useListOperatorArrivalsQuery,
  useListOperatorBookingsQuery,
  type ListOperatorBookingsApiArg,
  type OrganisationDto,
} from '@salone/api-client/partner';
import { formatPhone } from '@salone/booking-rules';
import { formatDateRange, formatUsd } from '@salone/format';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { QueryError, Badge, Button, Select, Skeleton, TextField, useSeo, theme } from '@salone/ui';
import { partnerMessages } from '../../i18n';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { SERVICE_LABEL, STAGE, STATUS_FILTERS, type Stage } from './bookingText';

const PAGE_SIZE = 25;

/** `/partner/bookings`: today's arrivals and every booking, with filters. */
export default function BookingsInboxPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('bookings.title'),
    description: t('bookings.description'),
    canonicalPath: '/partner/bookings',
  });
  return (
    <OrganisationGate title={t('bookings.title')}>
      {(organisation) => <Inbox organisation={organisation} />}
    </OrganisationGate>
  );
}

interface Filters {
  status: Stage | '';
  from: string;
  search: string;
}

function Inbox({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const [filters, setFilters] = useState<Filters>({ status: '', from: '', search: '' });
  const [draft, setDraft] = useState(filters);
  const pages = useCursorPages();
  const { cursor } = pages;

  const apply = (next: Filters) => {
    setFilters(next);
    pages.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, search: draft.search.trim() });
  };

  const arg: ListOperatorBookingsApiArg = {
    orgId: organisation.id,
    limit: PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(cursor ? { cursor } : {}),
  };
  const bookings = useListOperatorBookingsQuery(arg);

  return (
    <PartnerPage nav="partner" title={t('bookings.title')} lead={organisation.name}>
      <StyledColumns>
        <ArrivalsToday orgId={organisation.id} />
        <section aria-labelledby="all-bookings">
          <StyledListHead>
            <h2 id="all-bookings">{t('bookings.all')}</h2>
            <Button
              as="a"
              href={csvAddress(organisation.id, filters)}
              download
              variant="ghost"
              size="sm"
            >
              {t('bookings.csv')}
            </Button>
          </StyledListHead>
          <StyledFilters onSubmit={submit} aria-label={t('bookings.filters')}>
            <Select
              label={t('bookings.status')}
              value={draft.status}
              onChange={(event) => {
                const next = { ...draft, status: event.target.value as Stage | '' };
                setDraft(next);
                apply({ ...filters, status: next.status });
              }}
              options={STATUS_FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
            />
            <TextField
              label={t('bookings.from')}
              type="date"
              value={draft.from}
              onChange={(event) => {
                const next = { ...draft, from: event.target.value };
                setDraft(next);
                apply({ ...filters, from: next.from });
              }}
            />
            <TextField
              label={t('bookings.search')}
              type="search"
              value={draft.search}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            />
            <Button type="submit" variant="outline">
              {t('bookings.searchButton')}
            </Button>
          </StyledFilters>
          {bookings.isLoading ? (
            <StyledRows aria-busy="true" aria-label={t('bookings.loading')}>
              {[0, 1, 2].map((index) => (
                <li key={index}>
                  <Skeleton height={56} />
                </li>
              ))}
            </StyledRows>
          ) : bookings.isError ? (
            <QueryError text={t('bookings.error')} onRetry={() => bookings.refetch()} />
          ) : bookings.data && bookings.data.items.length > 0 ? (
            <>
              <StyledRows aria-label={t('bookings.title')} aria-busy={bookings.isFetching}>
                {bookings.data.items.map((booking) => (
                  <li key={booking.id}>
                    <StyledRowLink to={`/partner/bookings/${booking.id}`}>
                      <span>
                        <strong>{booking.customerName}</strong>
                        <small>
                          {booking.reference} · {t(SERVICE_LABEL[booking.serviceType])}{' '}
                          {booking.serviceName}
                          {booking.item ? ` · ${booking.item}` : ''}
                        </small>
                        <small>
                          {formatDateRange(booking.startDate, booking.endDate)} ·{' '}
                          {formatUsd(booking.totalAmount)} · {formatPhone(booking.customerPhone)}
                        </small>
                        {booking.specialRequests ? (
                          <small>
                            {t('bookings.requests', { requests: booking.specialRequests })}
                          </small>
                        ) : null}
                      </span>
                      <Badge tone={STAGE[booking.stage].tone}>
                        {t(STAGE[booking.stage].label)}
                      </Badge>
                    </StyledRowLink>
                  </li>
                ))}
              </StyledRows>
              <CursorPager pages={pages} nextCursor={bookings.data.nextCursor} />
            </>
          ) : (
            <StyledNotice>
              <p>
                {filters.status || filters.from || filters.search
                  ? t('bookings.noMatch')
                  : t('bookings.none')}
              </p>
            </StyledNotice>
          )}
        </section>
      </StyledColumns>
    </PartnerPage>
  );
}

/** The bookings the filters show, as a CSV file (the server answers it as an attachment). */
function csvAddress(orgId: number, filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.search) params.set('search', filters.search);
  const query = params.toString();
  return `/api/partner/organisations/${orgId}/bookings.csv${query ? `?${query}` : ''}`;
}

/** Today's expected arrivals: first on a phone, beside the list on a wide screen. */
function ArrivalsToday({ orgId }: { orgId: number }) {
  const t = useT(partnerMessages);
  const arrivals = useListOperatorArrivalsQuery({ orgId });
  return (
    <StyledArrivals aria-labelledby="arrivals-today">
      <h2 id="arrivals-today">{t('bookings.arrivalsToday')}</h2>
      {arrivals.isLoading ? (
        <Skeleton height={56} />
      ) : arrivals.isError ? (
        <QueryError text={t('bookings.arrivalsError')} onRetry={() => arrivals.refetch()} />
      ) : arrivals.data && arrivals.data.arrivals.length > 0 ? (
        <StyledRows aria-label={t('bookings.arrivalsToday')}>
          {arrivals.data.arrivals.map((arrival) => (
            <li key={arrival.id}>
              <StyledRowLink to={`/partner/bookings/${arrival.id}`}>
                <span>
                  <strong>{arrival.customerName}</strong>
                  <small>
                    {arrival.reference} · {arrival.serviceName}
                    {arrival.item ? ` · ${arrival.item}` : ''} ·{' '}
                    {t('bookings.guests', { count: arrival.guests })}
                  </small>
                </span>
                <Badge tone={STAGE[arrival.stage].tone}>{t(STAGE[arrival.stage].label)}</Badge>
              </StyledRowLink>
            </li>
          ))}
        </StyledRows>
      ) : (
        <StyledNotice>
          <p>{t('bookings.noArrivals')}</p>
        </StyledNotice>
      )}
    </StyledArrivals>
  );
}

const StyledColumns = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]}px;

  h2 {
    margin: 0 0 ${theme.space[3]}px;
    font-size: ${theme.fontSizes.lg};
  }

  ${theme.media.lg} {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** On a phone, today's arrivals come first; on a wide screen they sit in the side column. */
const StyledArrivals = styled.section`
  ${theme.media.lg} {
    grid-column: 2;
    grid-row: 1;
  }
`;

const StyledListHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[3]}px;
`;

const StyledFilters = styled.form`
  display: grid;
  gap: ${theme.space[3]}px;
  margin-bottom: ${theme.space[4]}px;
  align-items: end;

  ${theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

const StyledRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  > li + li {
    border-top: 1px solid ${theme.colors.border};
  }

  > li > div {
    padding: ${theme.space[3]}px;
  }
`;

/** A booking's row: its badge beside the text, or under it where the text needs the width. */
const StyledRowLink = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]}px ${theme.space[3]}px;
  min-height: 56px;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  color: ${theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${theme.colors.surfaceMuted};
  }

  > span {
    display: flex;
    flex-direction: column;
    flex: 1 1 14rem;
    min-width: 0;
  }

  small {
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;
