import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorText, skipToken } from '@salone/api-client';
import {
  useCreateClosureMutation,
  useCreateRoomRatesMutation,
  useDeleteRoomRateMutation,
  useListRoomRatesQuery,
  useDeleteClosureMutation,
  useListClosuresQuery,
  useListOperatorBookingsQuery,
  useListOwnListingsQuery,
  type ClosureDto,
  type OperatorBookingDto,
  type OrganisationDto,
  type RoomRateDto,
} from '@salone/api-client/partner';
import { formatDate, formatDateRange, formatUsd, todayIso } from '@salone/format';
import { useT, type Translate } from '@salone/i18n';
import { Link, useSearchParams } from '@salone/router';
import {
  QueryError,
  Badge,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  Select,
  Skeleton,
  toast,
  useSeo,
  theme,
} from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { PartnerPage, StyledActions, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { STAGE } from '../bookings/bookingText';
import { addMonths, currentMonth, isMonth, monthName } from '../money/months';
import { CloseDaysDialog, type CloseDaysValues } from './components/CloseDaysDialog';
import { ClosureRefusal, refusalOf, type Refusal } from './components/ClosureRefusal';
import { MonthGrid, type Selection } from './components/MonthGrid';
import { RoomRatesTable } from './components/RoomRatesTable';
import { SetPricesDialog, type SetPricesValues } from './components/SetPricesDialog';
import { addDays, dayOf, daysBetween, monthBounds } from './days';
import {
  BOOKING_SERVICE_TYPE,
  isClosable,
  listingKey,
  parseListing,
  type ListingRef,
} from './listing';
import { useCalendarDays, type CalendarDays } from './useCalendarDays';

/** `/partner/calendar?listing=kind:id&month=YYYY-MM`: a listing's month, day by day. */
export default function CalendarPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('calendar.title'),
    description: t('calendar.description'),
    canonicalPath: '/partner/calendar',
  });
  return (
    <OrganisationGate title={t('calendar.title')}>
      {(organisation) => <Calendar organisation={organisation} />}
    </OrganisationGate>
  );
}

/** Listings the picker offers (the organisation's listings, archived ones left out). */
const LISTINGS_LIMIT = 100;

function Calendar({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const [params, setParams] = useSearchParams();
  const listing = parseListing(params.get('listing'));
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : currentMonth();
  const room = Number(params.get('room')) || null;
  const listings = useListOwnListingsQuery({ orgId: organisation.id, limit: LISTINGS_LIMIT });

  const change = (values: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value === null) copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );

  const options = (listings.data?.items ?? [])
    .filter((item) => item.status !== 'archived')
    .map((item) => ({
      value: listingKey(item),
      label: t('calendar.listingOption', { name: item.name, kind: item.kind }),
    }));

  return (
    <PartnerPage nav="partner" title={t('calendar.title')} lead={organisation.name}>
      {listings.isLoading ? (
        <div aria-busy="true" aria-label={t('calendar.loadingListings')}>
          <Skeleton height={64} />
        </div>
      ) : listings.isError ? (
        <QueryError text={t('calendar.listingsError')} onRetry={() => listings.refetch()} />
      ) : options.length === 0 ? (
        <StyledNotice>
          <p>{t('calendar.noListings')}</p>
          <Button as={Link} to="/partner/listings" variant="outline">
            {t('calendar.toListings')}
          </Button>
        </StyledNotice>
      ) : (
        <>
          <StyledPickers>
            <Select
              label={t('calendar.listing')}
              placeholder={t('calendar.chooseListing')}
              value={listing ? listingKey(listing) : ''}
              onChange={(event) => change({ listing: event.target.value || null, room: null })}
              options={options}
            />
          </StyledPickers>
          {listing ? (
            <ListingCalendar
              key={listingKey(listing)}
              orgId={organisation.id}
              listing={listing}
              month={month}
              roomId={room}
              onMonth={(next) => change({ month: next })}
              onRoom={(next) => change({ room: String(next) })}
            />
          ) : (
            <StyledNotice>
              <p>{t('calendar.chooseListingText')}</p>
            </StyledNotice>
          )}
        </>
      )}
    </PartnerPage>
  );
}

function ListingCalendar({
  orgId,
  listing,
  month,
  roomId,
  onMonth,
  onRoom,
}: {
  orgId: number;
  listing: ListingRef;
  month: string;
  roomId: number | null;
  onMonth(month: string): void;
  onRoom(roomId: number): void;
}) {
  const t = useT(partnerMessages);
  const days = useCalendarDays(orgId, listing, month, roomId);
  const shownRoom = days.state === 'ready' ? days.roomId : undefined;
  return (
    <>
      <StyledMonthBar>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onMonth(addMonths(month, -1))}
        >
          <ChevronLeftIcon size={18} />
          {t('calendar.previousMonth')}
        </Button>
        <h2>{monthName(month)}</h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onMonth(addMonths(month, 1))}
        >
          {t('calendar.nextMonth')}
          <ChevronRightIcon size={18} />
        </Button>
      </StyledMonthBar>
      {days.state === 'ready' && days.rooms ? (
        days.rooms.length > 0 ? (
          <StyledPickers>
            <Select
              label={t('calendar.roomType')}
              value={String(shownRoom ?? '')}
              onChange={(event) => onRoom(Number(event.target.value))}
              options={days.rooms.map((entry) => ({
                value: String(entry.id),
                label: t('calendar.roomOption', { name: entry.name, units: entry.units }),
              }))}
            />
          </StyledPickers>
        ) : (
          <StyledNotice>
            <p>{t('calendar.noRooms')}</p>
          </StyledNotice>
        )
      ) : null}
      {days.state === 'loading' ? (
        <div aria-busy="true" aria-label={t('calendar.loading')}>
          <Skeleton height={320} radius="lg" />
        </div>
      ) : days.state === 'error' ? (
        <QueryError text={t('calendar.error')} onRetry={days.retry} />
      ) : days.rooms && days.rooms.length === 0 ? null : (
        <MonthDays
          // A new month or room type starts with nothing selected.
          key={`${month}|${shownRoom ?? ''}`}
          orgId={orgId}
          listing={listing}
          month={month}
          days={days}
          roomId={shownRoom}
        />
      )}
      {days.state === 'ready' && days.hotel ? (
        <RoomRatesTable
          hotel={days.hotel}
          title={t('rates.table.title', { month: monthName(month) })}
        />
      ) : null}
    </>
  );
}

type Ready = Extract<CalendarDays, { state: 'ready' }>;

/** Bookings that hold inventory: awaiting payment (held), or paid. */
const LIVE_STAGES = new Set<OperatorBookingDto['stage']>([
  'pending_payment',
  'confirmed',
  'checked_in',
  'no_show',
]);

/** A booking's days: a stay's nights up to check-out, a rental's days up to the return. */
function covers(booking: OperatorBookingDto, day: string): boolean {
  const start = dayOf(booking.startDate);
  if (!booking.endDate) return start === day;
  return (
    start === day || (start <= day && Date.parse(booking.endDate) > Date.parse(`${day}T00:00:00Z`))
  );
}

function MonthDays({
  orgId,
  listing,
  month,
  days,
  roomId,
}: {
  orgId: number;
  listing: ListingRef;
  month: string;
  days: Ready;
  roomId?: number;
}) {
  const t = useT(partnerMessages);
  const today = todayIso();
  const closable = isClosable(listing.kind);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [closing, setClosing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [createClosure, creating] = useCreateClosureMutation();
  const [deleteClosure, deleting] = useDeleteClosureMutation();
  const [reopening, setReopening] = useState(false);
  const [pricing, setPricing] = useState(false);
  const [createRates, savingRates] = useCreateRoomRatesMutation();
  const [deleteRate, deletingRate] = useDeleteRoomRateMutation();
  const rates = useListRoomRatesQuery(
    listing.kind === 'hotel' ? { orgId, id: listing.id } : skipToken,
  );
  const failure = (error: unknown) => errorText(error, t('common.tryAgain'), t('common.offline'));

  const { first, next } = monthBounds(month);
  const bookings = useListOperatorBookingsQuery({
    orgId,
    serviceType: BOOKING_SERVICE_TYPE[listing.kind],
    serviceId: listing.id,
    ...(roomId ? { roomId } : {}),
    // Stays that began in the month before and run into this one count too.
    from: addDays(first, -31),
    to: addDays(next, -1),
    limit: 100,
  });
  const closures = useListClosuresQuery(
    isClosable(listing.kind)
      ? { orgId, serviceType: listing.kind, serviceId: listing.id }
      : skipToken,
  );
  const liveBookings = useMemo(
    () => (bookings.data?.items ?? []).filter((booking) => LIVE_STAGES.has(booking.stage)),
    [bookings.data],
  );
  const known = useMemo(
    () => new Map(liveBookings.map((booking) => [booking.reference, booking.id])),
    [liveBookings],
  );
  const ownClosures = (closures.data ?? []).filter(
    (closure) => listing.kind !== 'hotel' || closure.roomId === roomId,
  );

  const [low, high] = selection
    ? selection.anchor <= selection.focus
      ? [selection.anchor, selection.focus]
      : [selection.focus, selection.anchor]
    : [null, null];
  const selectedDays = low && high ? daysBetween(low, high) : [];
  const inPast = low !== null && low < today;
  const overlapping =
    low && high
      ? ownClosures.filter((closure) => closure.startDate <= high && closure.endDate >= low)
      : [];
  const canClose = closable && !inPast && selectedDays.some((day) => !days.days.get(day)?.closed);
  const canReopen = closable && !inPast && overlapping.length > 0;
  const busy = creating.isLoading || deleting.isLoading || reopening;
  const rangeText = low && high ? formatDateRange(low, high) : '';
  const units =
    listing.kind === 'hotel' ? days.rooms?.find((room) => room.id === roomId)?.units : undefined;

  const close = async (values: CloseDaysValues): Promise<boolean> => {
    if (!low || !high || !isClosable(listing.kind)) return true;
    try {
      await createClosure({
        orgId,
        createClosureDto: {
          serviceType: listing.kind,
          serviceId: listing.id,
          ...(listing.kind === 'hotel' && roomId ? { roomId } : {}),
          ...(values.units ? { units: values.units } : {}),
          startDate: low,
          endDate: high,
          reason: values.reason,
        },
      }).unwrap();
      setRefusal(null);
      toast({
        title: t('calendar.closedTitle'),
        description: t('calendar.closedText', { range: rangeText }),
      });
      return true;
    } catch (error) {
      const refused = refusalOf(error, t('calendar.refusal.fallback'));
      toast({
        variant: 'destructive',
        title: t('calendar.notClosedTitle'),
        description: refused ? refused.message : failure(error),
      });
      if (refused) setRefusal(refused);
      // A refusal is shown on the page, with its bookings; anything else keeps the form open.
      return refused !== null;
    }
  };

  const setPrices = async (values: SetPricesValues): Promise<boolean> => {
    if (!low || !high || listing.kind !== 'hotel') return true;
    try {
      await createRates({
        orgId,
        id: listing.id,
        createRoomRateDto: { ...values, startDate: low, endDate: high },
      }).unwrap();
      toast({
        title: t('rates.savedTitle'),
        description: t('rates.savedText', { range: rangeText }),
      });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('rates.notSavedTitle'),
        description: failure(error),
      });
      return false;
    }
  };

  const removeRate = async (rate: RoomRateDto) => {
    try {
      await deleteRate({ orgId, id: listing.id, rateId: rate.id }).unwrap();
      toast({
        title: t('rates.removedTitle'),
        description: t('rates.removedText', {
          range: formatDateRange(rate.startDate, rate.endDate),
        }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('rates.notRemovedTitle'),
        description: failure(error),
      });
    }
  };

  const reopen = async () => {
    if (!low || !high || !isClosable(listing.kind) || busy) return;
    setReopening(true);
    try {
      for (const closure of overlapping) {
        await deleteClosure({ orgId, closureId: closure.id }).unwrap();
        // The closure's days outside the selection stay closed.
        for (const [start, end] of remainders(closure, low, high, today)) {
          await createClosure({
            orgId,
            createClosureDto: {
              serviceType: listing.kind,
              serviceId: listing.id,
              ...(closure.roomId ? { roomId: closure.roomId } : {}),
              ...(closure.units ? { units: closure.units } : {}),
              startDate: start,
              endDate: end,
              reason: closure.reason,
            },
          }).unwrap();
        }
      }
      setRefusal(null);
      toast({
        title: t('calendar.reopenedTitle'),
        description: t('calendar.reopenedText', { range: rangeText }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('calendar.notReopenedTitle'),
        description: failure(error),
      });
    } finally {
      setReopening(false);
    }
  };

  const act = () => {
    if (busy) return;
    if (canClose) setClosing(true);
    else if (canReopen) void reopen();
  };

  const focusDay = selection?.focus ?? null;
  const detail = focusDay && low === high ? days.days.get(focusDay) : undefined;
  const dayBookings =
    focusDay && low === high ? liveBookings.filter((b) => covers(b, focusDay)) : [];
  // The price ranges of the shown room type over the chosen night, newest (the one that wins) first.
  const dayRates =
    focusDay && low === high && listing.kind === 'hotel'
      ? (rates.data ?? [])
          .filter(
            (rate) =>
              rate.roomId === roomId && rate.startDate <= focusDay && rate.endDate >= focusDay,
          )
          .reverse()
      : [];
  const dayClosures =
    focusDay && low === high
      ? ownClosures.filter((c) => c.startDate <= focusDay && c.endDate >= focusDay)
      : [];

  return (
    <>
      {days.note ? <StyledLine>{days.note}</StyledLine> : null}
      <Legend />
      <StyledHelp id="calendar-help">
        {closable ? t('calendar.helpClosable') : t('calendar.help')}
      </StyledHelp>
      <MonthGrid
        month={month}
        title={t('calendar.gridTitle', { month: monthName(month) })}
        days={days.days}
        today={today}
        selection={selection}
        onSelect={setSelection}
        onActivate={act}
        dragToSelect={closable}
      />
      {refusal ? (
        <ClosureRefusal
          refusal={refusal}
          orgId={orgId}
          known={known}
          onDismiss={() => setRefusal(null)}
        />
      ) : null}
      <StyledPanel aria-labelledby="selected-days">
        <h2 id="selected-days">
          {!low || !high
            ? t('calendar.noDay')
            : low === high
              ? formatDate(low, { weekday: true })
              : t('calendar.range', { range: rangeText, count: selectedDays.length })}
        </h2>
        {!low ? (
          <p>{t('calendar.chooseDay')}</p>
        ) : detail ? (
          <>
            <p>{detail.summary}</p>
            {detail.facts.length > 0 ? (
              <StyledFacts>
                {detail.facts.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </StyledFacts>
            ) : null}
          </>
        ) : null}
        {dayClosures.map((closure) => (
          <p key={closure.id}>
            {closure.units
              ? t('calendar.closureUnits', {
                  range: formatDateRange(closure.startDate, closure.endDate),
                  units: closure.units,
                  reason: closure.reason,
                })
              : t('calendar.closure', {
                  range: formatDateRange(closure.startDate, closure.endDate),
                  reason: closure.reason,
                })}
          </p>
        ))}
        {dayRates.length > 0 ? (
          <StyledBookings aria-label={t('rates.dayRanges')}>
            {dayRates.map((rate) => (
              <li key={rate.id}>
                {rateText(t, rate)}{' '}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => void removeRate(rate)}
                  disabled={deletingRate.isLoading}
                >
                  {t('rates.remove')}
                </Button>
              </li>
            ))}
          </StyledBookings>
        ) : null}
        {low && low === high ? (
          bookings.isLoading ? (
            <Skeleton height={40} />
          ) : bookings.isError ? (
            <QueryError text={t('calendar.bookingsError')} onRetry={() => bookings.refetch()} />
          ) : dayBookings.length > 0 ? (
            <StyledBookings aria-label={t('calendar.dayBookings')}>
              {dayBookings.map((booking) => (
                <li key={booking.id}>
                  <Link to={`/partner/bookings/${booking.id}`}>{booking.reference}</Link>{' '}
                  {booking.customerName}
                  {booking.item ? ` · ${booking.item}` : ''}{' '}
                  <Badge tone={STAGE[booking.stage].tone}>
                    {booking.stage === 'pending_payment'
                      ? t('calendar.held')
                      : t(STAGE[booking.stage].label)}
                  </Badge>
                </li>
              ))}
            </StyledBookings>
          ) : (
            <p>{t('calendar.noBookings')}</p>
          )
        ) : null}
        {closable && low ? (
          <>
            {inPast ? <p>{t('calendar.past')}</p> : null}
            <StyledActions>
              <Button type="button" onClick={() => setClosing(true)} disabled={!canClose || busy}>
                {creating.isLoading && !reopening ? t('calendar.closing') : t('calendar.close')}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => void reopen()}
                disabled={!canReopen || busy}
              >
                {reopening ? t('calendar.reopening') : t('calendar.reopen')}
              </Button>
              {listing.kind === 'hotel' ? (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setPricing(true)}
                  disabled={inPast || savingRates.isLoading}
                >
                  {t('rates.open')}
                </Button>
              ) : null}
            </StyledActions>
          </>
        ) : null}
        {!closable ? (
          <p>
            {listing.kind === 'event'
              ? t('calendar.eventNotClosable')
              : t('calendar.propertyNotClosable')}{' '}
            <Link to={`/partner/listings/${listing.kind}/${listing.id}`}>
              {t('calendar.editListing')}
            </Link>
          </p>
        ) : null}
      </StyledPanel>
      {listing.kind === 'hotel' ? (
        <SetPricesDialog
          open={pricing}
          days={rangeText}
          rooms={days.rooms ?? []}
          roomId={roomId}
          busy={savingRates.isLoading}
          onSubmit={setPrices}
          onClose={() => setPricing(false)}
        />
      ) : null}
      <CloseDaysDialog
        open={closing}
        days={rangeText}
        units={units}
        busy={creating.isLoading}
        onSubmit={close}
        onClose={() => setClosing(false)}
      />
    </>
  );
}

/** A price range in words: its nights, its name, and what it sets. */
function rateText(t: Translate<PartnerKey>, rate: RoomRateDto): string {
  const parts: string[] = [];
  if (rate.price !== null) parts.push(t('rates.part.price', { price: formatUsd(rate.price) }));
  if (rate.weekendPrice !== null)
    parts.push(t('rates.part.weekend', { price: formatUsd(rate.weekendPrice) }));
  if (rate.minNights !== null) parts.push(t('rates.part.minNights', { count: rate.minNights }));
  if (rate.closedToArrival !== null)
    parts.push(rate.closedToArrival ? t('rates.part.closed') : t('rates.part.open'));
  const range = formatDateRange(rate.startDate, rate.endDate);
  const what = parts.join(', ');
  return rate.label
    ? t('rates.rangeNamed', { label: rate.label, range, what })
    : t('rates.rangeUnnamed', { range, what });
}

/**
 * The days of `closure` outside [low, high] that stay closed when the selection reopens:
 * before it (from today on: a closure cannot start in the past) and after it.
 */
export function remainders(
  closure: Pick<ClosureDto, 'startDate' | 'endDate'>,
  low: string,
  high: string,
  today: string,
): [string, string][] {
  const parts: [string, string][] = [];
  const headStart = closure.startDate > today ? closure.startDate : today;
  const headEnd = addDays(low, -1);
  if (headStart <= headEnd) parts.push([headStart, headEnd]);
  const tailStart = addDays(high, 1);
  if (tailStart <= closure.endDate) parts.push([tailStart, closure.endDate]);
  return parts;
}

const KEY_TONES = ['open', 'some', 'full', 'closed'] as const;

function Legend() {
  const t = useT(partnerMessages);
  return (
    <StyledLegend aria-label={t('calendar.key')}>
      {KEY_TONES.map((tone) => (
        <li key={tone}>
          <span className={`swatch ${tone}`} aria-hidden="true" /> {t(`calendar.key.${tone}`)}
        </li>
      ))}
    </StyledLegend>
  );
}

const StyledPickers = styled.div`
  max-width: 32rem;
`;

/** On a phone the month's name takes its own line, the two buttons share the next one. */
const StyledMonthBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]}px;

  h2 {
    order: -1;
    flex-basis: 100%;
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  button {
    white-space: nowrap;
  }

  ${theme.media.sm} {
    flex-wrap: nowrap;

    h2 {
      order: 0;
      flex-basis: auto;
      text-align: center;
    }
  }
`;

const StyledLine = styled.p`
  margin: 0;
`;

const StyledHelp = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const StyledLegend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px ${theme.space[4]}px;
  font-size: ${theme.fontSizes.sm};

  .swatch {
    display: inline-block;
    width: 14px;
    height: 14px;
    vertical-align: middle;
    border: 1px solid ${theme.colors.border};
    border-radius: 2px;
  }

  .open {
    background: ${theme.colors.surface};
  }

  .some {
    background: ${theme.colors.infoSoft};
  }

  .full {
    background: ${theme.colors.warningSoft};
  }

  .closed {
    background: repeating-linear-gradient(
      135deg,
      ${theme.colors.surfaceMuted} 0 4px,
      ${theme.colors.surface} 4px 6px
    );
  }
`;

const StyledPanel = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  padding: ${theme.space[4]}px;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

const StyledFacts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[2]}px;

  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const StyledBookings = styled.ul`
  margin: 0;
  padding-left: ${theme.space[5]}px;

  li + li {
    margin-top: ${theme.space[2]}px;
  }
`;
