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
import { useT, type Translate } from '@salone/i18n';
import { Link, useParams } from '@salone/router';
import { ArrowLeftIcon, Badge, Button, Skeleton, toast, useSeo, theme } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { SERVICE_LABEL, STAGE } from './bookingText';
import { CancelBookingDialog } from './components/CancelBookingDialog';

/** `/partner/bookings/:bookingId`: one booking, and check in, no-show or cancel. */
export default function BookingDetailPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('booking.title'),
    description: t('booking.description'),
    canonicalPath: '/partner/bookings',
  });
  return (
    <OrganisationGate title={t('booking.title')}>
      {(organisation) => <BookingDetail organisation={organisation} />}
    </OrganisationGate>
  );
}

const failure = (t: Translate<PartnerKey>, error: unknown) =>
  errorText(error, t('common.tryAgain'), t('common.offline'));

function BookingDetail({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const { bookingId = '' } = useParams();
  const orgId = organisation.id;
  const query = useGetOperatorBookingQuery({ orgId, bookingId });
  const back = (
    <Button as={Link} to="/partner/bookings" variant="ghost" size="sm">
      <ArrowLeftIcon size={18} />
      {t('booking.back')}
    </Button>
  );

  if (query.isLoading) {
    return (
      <PartnerPage nav="partner" title={t('booking.title')}>
        <Skeleton height={200} radius="lg" />
      </PartnerPage>
    );
  }
  if (query.isError || !query.data) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <PartnerPage nav="partner" title={notFound ? t('booking.notFoundTitle') : t('booking.title')}>
        <StyledNotice $tone={notFound ? 'neutral' : 'danger'} role="alert">
          <p>{notFound ? t('booking.notFound') : t('booking.error')}</p>
          {notFound ? null : (
            <Button type="button" variant="outline" onClick={() => query.refetch()}>
              {t('booking.retry')}
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
  const t = useT(partnerMessages);
  const [checkIn, checkingIn] = useCheckInOperatorBookingMutation();
  const [noShow, markingNoShow] = useMarkOperatorBookingNoShowMutation();
  const [cancelling, setCancelling] = useState(false);
  const stage = STAGE[booking.stage];
  const busy = checkingIn.isLoading || markingNoShow.isLoading;

  const checkInNow = async () => {
    try {
      await checkIn({ orgId, checkInDto: { reference: booking.reference } }).unwrap();
      toast({
        title: t('booking.checkedIn'),
        description: t('booking.checkedInText', { name: booking.customerName }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('booking.notCheckedIn'),
        description: failure(t, error),
      });
    }
  };
  const markNoShow = async () => {
    try {
      await noShow({ orgId, bookingId: booking.id }).unwrap();
      toast({ title: t('booking.markedNoShow'), description: booking.reference });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('booking.notMarked'),
        description: failure(t, error),
      });
    }
  };

  const canAct = booking.stage === 'confirmed';
  const canCancel = booking.stage === 'confirmed' || booking.stage === 'pending_payment';

  return (
    <PartnerPage
      nav="partner"
      title={booking.customerName}
      lead={t('booking.lead', { reference: booking.reference })}
    >
      <div>{back}</div>
      <StyledCard>
        <StyledHead>
          <Badge tone={stage.tone}>{t(stage.label)}</Badge>
          {booking.paid ? (
            <Badge tone="success">{t('booking.paid')}</Badge>
          ) : (
            <Badge>{t('booking.notPaid')}</Badge>
          )}
        </StyledHead>
        <StyledFacts>
          {facts(t, booking).map(([term, value]) => (
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
                  {checkingIn.isLoading ? t('booking.checkingIn') : t('booking.checkIn')}
                </Button>
                <Button type="button" variant="outline" onClick={markNoShow} disabled={busy}>
                  {markingNoShow.isLoading ? t('booking.saving') : t('booking.noShow')}
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
                {t('booking.cancel')}
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
function facts(t: Translate<PartnerKey>, booking: OperatorBookingDetailDto): [string, ReactNode][] {
  const rows: [string, ReactNode | null][] = [
    [
      t(SERVICE_LABEL[booking.serviceType]),
      `${booking.serviceName}${booking.item ? ` · ${booking.item}` : ''}`,
    ],
    [t('booking.dates'), formatDateRange(booking.startDate, booking.endDate)],
    [t('booking.guests'), booking.guests],
    [t('booking.specialRequests'), booking.specialRequests],
    [t('booking.total'), formatUsd(booking.totalAmount)],
    [
      t('booking.phone'),
      <a href={`tel:${booking.customerPhone.replace(/[^+\d]/g, '')}`}>
        {formatPhone(booking.customerPhone)}
      </a>,
    ],
    [t('booking.email'), <a href={`mailto:${booking.customerEmail}`}>{booking.customerEmail}</a>],
    [t('booking.checkedInAt'), booking.checkedInAt ? formatDateTime(booking.checkedInAt) : null],
    [t('booking.noShowAt'), booking.noShowAt ? formatDateTime(booking.noShowAt) : null],
    [t('booking.reason'), booking.cancellationReason],
    [t('booking.refundDue'), booking.refundDue ? formatUsd(booking.refundDue) : null],
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
