import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  useSearchAllBookingsQuery,
  type AdminBookingDto,
  type SearchAllBookingsApiArg,
} from '@salone/api-client/partner';
import { formatDate, formatDateRange, formatUsd } from '@salone/format';
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
import { CursorPager, useCursorPages } from '../../shared/CursorPager';
import { PartnerPage, StyledFacts, StyledNotice } from '../../shared/layout';
import { StyledCards, StyledCardHead, StyledFilters } from '../../shared/listStyles';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  pending_payment: { label: 'Awaiting payment', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  cancelled: { label: 'Cancelled by the traveller', tone: 'neutral' },
  cancelled_by_operator: { label: 'Cancelled by the operator', tone: 'danger' },
};

/** The statuses the search filters on (the server's list). */
const STATUS_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending_payment', label: 'Awaiting payment' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
];

const SERVICE_LABEL: Record<string, string> = {
  hotel: 'Hotel',
  event: 'Event',
  car: 'Car',
  tour: 'Tour',
  real_estate: 'Viewing',
};

const SERVICE_FILTERS = [
  { value: '', label: 'All services' },
  { value: 'hotel', label: 'Hotels' },
  { value: 'event', label: 'Events' },
  { value: 'car', label: 'Cars' },
  { value: 'tour', label: 'Tours' },
  { value: 'real_estate', label: 'Property viewings' },
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
  useSeo({
    title: 'Booking search',
    description: 'Find any booking on Salone.',
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
    <PartnerPage nav="admin" title="Booking search" lead="Every booking on Salone, newest first.">
      <StyledFilters onSubmit={submit} aria-label="Search bookings" role="search">
        <TextField
          label="Reference, e-mail or name"
          type="search"
          maxLength={100}
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <Select
          label="Status"
          value={draft.status}
          onChange={(event) => {
            const next = { ...draft, status: event.target.value };
            setDraft(next);
            apply({ ...filters, status: next.status });
          }}
          options={STATUS_FILTERS}
        />
        <Select
          label="Service"
          value={draft.serviceType}
          onChange={(event) => {
            const next = { ...draft, serviceType: event.target.value };
            setDraft(next);
            apply({ ...filters, serviceType: next.serviceType });
          }}
          options={SERVICE_FILTERS}
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </StyledFilters>
      {bookings.isLoading ? (
        <StyledCards aria-busy="true" aria-label="Loading bookings">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height={96} radius="lg" />
            </li>
          ))}
        </StyledCards>
      ) : bookings.isError ? (
        <QueryError text="The bookings could not be loaded." onRetry={() => bookings.refetch()} />
      ) : bookings.data && bookings.data.items.length > 0 ? (
        <>
          <StyledCards aria-label="Bookings" aria-busy={bookings.isFetching}>
            {bookings.data.items.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </StyledCards>
          <CursorPager pages={pages} nextCursor={bookings.data.nextCursor} />
        </>
      ) : (
        <StyledNotice>
          <p>{filtered ? 'No bookings match this search.' : 'No bookings yet.'}</p>
        </StyledNotice>
      )}
    </PartnerPage>
  );
}

function BookingCard({ booking }: { booking: AdminBookingDto }) {
  const status = STATUS[booking.status] ?? { label: booking.status, tone: 'neutral' as const };
  const titleId = `booking-${booking.id}`;
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h2 id={titleId}>{booking.reference}</h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledCardHead>
      <StyledWhat>
        {SERVICE_LABEL[booking.serviceType] ?? booking.serviceType} · {booking.serviceName}
        {booking.organisationName ? ` · ${booking.organisationName}` : ''}
      </StyledWhat>
      <StyledFacts>
        <div>
          <dt>Traveller</dt>
          <dd>
            {booking.customerName} · {booking.customerEmail} · {booking.customerPhone}
          </dd>
        </div>
        <div>
          <dt>Booked by the account</dt>
          <dd>{booking.accountEmail}</dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>
            {formatDateRange(booking.startDate, booking.endDate)} · {booking.guests}{' '}
            {booking.guests === 1 ? 'guest' : 'guests'}
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatUsd(booking.totalAmount)}</dd>
        </div>
        <div>
          <dt>Made</dt>
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
