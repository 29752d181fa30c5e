import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorText, isApiError } from '@salone/api-client';
import {
  useCheckInOperatorBookingMutation,
  useGetOperatorBookingQuery,
  useMarkOperatorBookingNoShowMutation,
  type OperatorBookingDetailDto,
  type OrganisationDto,
} from '@salone/api-client/partner';
import { formatPhone } from '@salone/booking-rules';
import { formatDateRange, formatDateTime, formatUsd } from '@salone/format';
import { Link, useParams } from '@salone/router';
import { ArrowLeftIcon, Badge, Button, Skeleton, toast, useSeo, theme } from '@salone/ui';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { SERVICE_LABEL, STAGE } from './bookingText';
import { CancelBookingDialog } from './components/CancelBookingDialog';

/** `/partner/bookings/:bookingId`: one booking, and check in, no-show or cancel. */
export default function BookingDetailPage() {
  useSeo({
    title: 'Booking',
    description: 'A booking and what you can do with it.',
    canonicalPath: '/partner/bookings',
  });
  return (
    <OrganisationGate title="Booking">
      {(organisation) => <BookingDetail organisation={organisation} />}
    </OrganisationGate>
  );
}

const failure = (error: unknown) =>
  errorText(error, 'Please try again.', 'Unable to connect to server');

function BookingDetail({ organisation }: { organisation: OrganisationDto }) {
  const { bookingId = '' } = useParams();
  const orgId = organisation.id;
  const query = useGetOperatorBookingQuery({ orgId, bookingId });
  const back = (
    <Button as={Link} to="/partner/bookings" variant="ghost" size="sm">
      <ArrowLeftIcon size={18} />
      All bookings
    </Button>
  );

  if (query.isLoading) {
    return (
      <PartnerPage nav="partner" title="Booking">
        <Skeleton height={200} radius="lg" />
      </PartnerPage>
    );
  }
  if (query.isError || !query.data) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <PartnerPage nav="partner" title={notFound ? 'Booking Not Found' : 'Booking'}>
        <StyledNotice $tone={notFound ? 'neutral' : 'danger'} role="alert">
          <p>
            {notFound
              ? 'This booking does not exist or is not one of yours.'
              : 'The booking could not be loaded.'}
          </p>
          {notFound ? null : (
            <Button type="button" variant="outline" onClick={() => query.refetch()}>
              Try Again
            </Button>
          )}
        </StyledNotice>
        <div>{back}</div>
      </PartnerPage>
    );
  }
  return <Detail booking={query.data} orgId={orgId} back={back} />;
}

function Detail({
  booking,
  orgId,
  back,
}: {
  booking: OperatorBookingDetailDto;
  orgId: number;
  back: ReactNode;
}) {
  const [checkIn, checkingIn] = useCheckInOperatorBookingMutation();
  const [noShow, markingNoShow] = useMarkOperatorBookingNoShowMutation();
  const [cancelling, setCancelling] = useState(false);
  const stage = STAGE[booking.stage];
  const busy = checkingIn.isLoading || markingNoShow.isLoading;

  const checkInNow = async () => {
    try {
      await checkIn({ orgId, checkInDto: { reference: booking.reference } }).unwrap();
      toast({ title: 'Checked in', description: `${booking.customerName} is checked in.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not checked in', description: failure(error) });
    }
  };
  const markNoShow = async () => {
    try {
      await noShow({ orgId, bookingId: booking.id }).unwrap();
      toast({ title: 'Marked as no-show', description: booking.reference });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not marked', description: failure(error) });
    }
  };

  const canAct = booking.stage === 'confirmed';
  const canCancel = booking.stage === 'confirmed' || booking.stage === 'pending_payment';

  return (
    <PartnerPage nav="partner" title={booking.customerName} lead={`Booking ${booking.reference}`}>
      <div>{back}</div>
      <StyledCard>
        <StyledHead>
          <Badge tone={stage.tone}>{stage.label}</Badge>
          {booking.paid ? <Badge tone="success">Paid</Badge> : <Badge>Not paid</Badge>}
        </StyledHead>
        <StyledFacts>
          {facts(booking).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </StyledFacts>
        {canAct || canCancel ? (
          <StyledActions>
            {canAct ? (
              <>
                <Button type="button" size="lg" onClick={checkInNow} disabled={busy}>
                  {checkingIn.isLoading ? 'Checking in...' : 'Check in'}
                </Button>
                <Button type="button" variant="outline" onClick={markNoShow} disabled={busy}>
                  {markingNoShow.isLoading ? 'Saving...' : 'No-show'}
                </Button>
              </>
            ) : null}
            {canCancel ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => setCancelling(true)}
                disabled={busy}
              >
                Cancel booking
              </Button>
            ) : null}
          </StyledActions>
        ) : null}
      </StyledCard>
      <CancelBookingDialog
        open={cancelling}
        booking={booking}
        orgId={orgId}
        onClose={() => setCancelling(false)}
      />
    </PartnerPage>
  );
}

/** What the detail lists, in order; what does not apply is left out. */
function facts(booking: OperatorBookingDetailDto): [string, ReactNode][] {
  const rows: [string, ReactNode | null][] = [
    [
      SERVICE_LABEL[booking.serviceType],
      `${booking.serviceName}${booking.item ? ` · ${booking.item}` : ''}`,
    ],
    ['Dates', formatDateRange(booking.startDate, booking.endDate)],
    ['Guests', booking.guests],
    ['Total', formatUsd(booking.totalAmount)],
    [
      'Phone',
      <a href={`tel:${booking.customerPhone.replace(/[^+\d]/g, '')}`}>
        {formatPhone(booking.customerPhone)}
      </a>,
    ],
    ['Email', <a href={`mailto:${booking.customerEmail}`}>{booking.customerEmail}</a>],
    ['Checked in', booking.checkedInAt ? formatDateTime(booking.checkedInAt) : null],
    ['Marked as no-show', booking.noShowAt ? formatDateTime(booking.noShowAt) : null],
    ['Reason for cancellation', booking.cancellationReason],
    ['Refund due', booking.refundDue ? formatUsd(booking.refundDue) : null],
  ];
  return rows.filter((row): row is [string, ReactNode] => row[1] !== null);
}

const StyledCard = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  padding: ${theme.space[4]}px;
`;

const StyledHead = styled.div`
  display: flex;
  gap: ${theme.space[2]}px;
`;
