import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  useSearchAllBookingsQuery,
  type AdminBookingDto,
  type SearchAllBookingsApiArg,
} from '@salone/api-client/partner';
import { formatDate, formatDateRange, formatUsd } from '@salone/format';
import { useT } from '@salone/i18n';
import {
  QueryError,
  Badge,
  Button,
  Select,
  Skeleton,
  TextField,
  useSeo,
  type BadgeTone,
  theme,
} from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledFacts, StyledNotice } from '../../shared/layout';
import { StyledCards, StyledCardHead, StyledFilters } from '../../shared/listStyles';

const STATUS: Record<string, { label: PartnerKey; tone: BadgeTone }> = {
  pending_payment: { label: 'search.status.pending_payment', tone: 'warning' },
  confirmed: { label: 'search.status.confirmed', tone: 'success' },
  expired: { label: 'search.status.expired', tone: 'neutral' },
  cancelled: { label: 'search.status.cancelled', tone: 'neutral' },
  cancelled_by_operator: { label: 'search.status.cancelled_by_operator', tone: 'danger' },
};

/** The statuses the search filters on (the server's list). */
const STATUS_FILTERS: { value: string; label: PartnerKey }[] = [
  { value: '', label: 'search.filter.allStatuses' },
  { value: 'confirmed', label: 'search.status.confirmed' },
  { value: 'pending_payment', label: 'search.status.pending_payment' },
  { value: 'cancelled', label: 'search.filter.cancelled' },
  { value: 'expired', label: 'search.status.expired' },
];

const SERVICE_LABEL: Record<string, PartnerKey> = {
  hotel: 'service.hotel',
  event: 'service.event',
  car: 'service.car',
  tour: 'service.tour',
  real_estate: 'service.real_estate',
};

const SERVICE_FILTERS: { value: string; label: PartnerKey }[] = [
  { value: '', label: 'search.filter.allServices' },
  { value: 'hotel', label: 'search.filter.hotel' },
  { value: 'event', label: 'search.filter.event' },
  { value: 'car', label: 'search.filter.car' },
  { value: 'tour', label: 'search.filter.tour' },
  { value: 'real_estate', label: 'search.filter.real_estate' },
];

const PAGE_SIZE = 20;

interface Filters {
  q: string;
  status: string;
  serviceType: string;
}

const NO_FILTERS: Filters = { q: '', status: '', serviceType: '' };

/** `/admin/bookings`: every booking on the platform, newest first, by reference, person or status. */
export default function BookingSearchPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('search.title'),
    description: t('search.description'),
    canonicalPath: '/admin/bookings',
  });
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [draft, setDraft] = useState(filters);
  const pages = useCursorPages();
  const { cursor } = pages;

  const apply = (next: Filters) => {
    setFilters(next);
    pages.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, q: draft.q.trim() });
  };

  const arg: SearchAllBookingsApiArg = {
    limit: PAGE_SIZE,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.serviceType ? { serviceType: filters.serviceType } : {}),
    ...(cursor ? { cursor } : {}),
  };
  const bookings = useSearchAllBookingsQuery(arg);
  const filtered = Boolean(filters.q || filters.status || filters.serviceType);

  return (
    <PartnerPage nav="admin" title={t('search.title')} lead={t('search.lead')}>
      <StyledFilters onSubmit={submit} aria-label={t('search.form')} role="search">
        <TextField
          label={t('search.query')}
          type="search"
          maxLength={100}
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <Select
          label={t('search.status')}
          value={draft.status}
          onChange={(event) => {
            const next = { ...draft, status: event.target.value };
            setDraft(next);
            apply({ ...filters, status: next.status });
          }}
          options={STATUS_FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
        <Select
          label={t('search.service')}
          value={draft.serviceType}
          onChange={(event) => {
            const next = { ...draft, serviceType: event.target.value };
            setDraft(next);
            apply({ ...filters, serviceType: next.serviceType });
          }}
          options={SERVICE_FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
        <Button type="submit" variant="outline">
          {t('search.submit')}
        </Button>
      </StyledFilters>
      {bookings.isLoading ? (
        <StyledCards aria-busy="true" aria-label={t('search.loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height={96} radius="lg" />
            </li>
          ))}
        </StyledCards>
      ) : bookings.isError ? (
        <QueryError text={t('search.error')} onRetry={() => bookings.refetch()} />
      ) : bookings.data && bookings.data.items.length > 0 ? (
        <>
          <StyledCards aria-label={t('search.bookings')} aria-busy={bookings.isFetching}>
            {bookings.data.items.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </StyledCards>
          <CursorPager pages={pages} nextCursor={bookings.data.nextCursor} />
        </>
      ) : (
        <StyledNotice>
          <p>{filtered ? t('search.noMatch') : t('search.none')}</p>
        </StyledNotice>
      )}
    </PartnerPage>
  );
}

function BookingCard({ booking }: { booking: AdminBookingDto }) {
  const t = useT(partnerMessages);
  const known = STATUS[booking.status];
  const status = known
    ? { label: t(known.label), tone: known.tone }
    : { label: booking.status, tone: 'neutral' as const };
  const service = SERVICE_LABEL[booking.serviceType];
  const titleId = `booking-${booking.id}`;
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{booking.reference}</h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledCardHead>
      <StyledWhat>
        {service ? t(service) : booking.serviceType} · {booking.serviceName}
        {booking.organisationName ? ` · ${booking.organisationName}` : ''}
      </StyledWhat>
      <StyledFacts>
        <div>
          <dt>{t('search.traveller')}</dt>
          <dd>
            {booking.customerName} · {booking.customerEmail} · {booking.customerPhone}
          </dd>
        </div>
        <div>
          <dt>{t('search.account')}</dt>
          <dd>{booking.accountEmail}</dd>
        </div>
        <div>
          <dt>{t('search.dates')}</dt>
          <dd>
            {formatDateRange(booking.startDate, booking.endDate)} ·{' '}
            {t('bookings.guests', { count: booking.guests })}
          </dd>
        </div>
        <div>
          <dt>{t('search.total')}</dt>
          <dd>{formatUsd(booking.totalAmount)}</dd>
        </div>
        <div>
          <dt>{t('search.made')}</dt>
          <dd>{formatDate(booking.createdAt)}</dd>
        </div>
      </StyledFacts>
    </li>
  );
}

const StyledWhat = styled.p`
  margin: ${theme.space[2]}px 0 0;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
