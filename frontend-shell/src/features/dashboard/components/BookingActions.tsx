import { useState } from 'react';
import { errorText } from '@salone/api-client';
import {
  useCancelBookingMutation,
  useCreateMonimePaymentMutation,
  useListMyReviewableBookingsQuery,
  type BookingDto,
} from '@salone/api-client/bookings';
import { Link, useSearchParams } from '@salone/router';
import styled from 'styled-components';
import { Button, Dialog, toast, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { accountMessages, shellMessages } from '../../../i18n';
import { canCancel, needsPaymentCode, paymentDescription, type TripGroup } from '../bookingText';
import { bookAgainPath } from '../../booking/bookingPageState';
import { ReviewForm } from './ReviewForm';
import { StyledActions } from './shared';

/** The trip's next step: pay it, show its voucher, or book again. */
function NextAction({ booking, group }: { booking: BookingDto; group: TripGroup }) {
  const t = useT(accountMessages);
  const page = `/bookings/${encodeURIComponent(booking.reference)}`;
  if (group === 'ended') {
    return (
      <Button as={Link} to={bookAgainPath(booking)} size="sm" variant="outline">
        {t('booking.bookAgain')}
      </Button>
    );
  }
  if (booking.status === 'pending_payment') {
    return (
      <Button as={Link} to={page} size="sm" variant="outline">
        {t('card.openPayment')}
      </Button>
    );
  }
  return (
    <Button as={Link} to={page} size="sm" variant={group === 'upcoming' ? 'primary' : 'outline'}>
      {group === 'upcoming' ? t('card.showVoucher') : t('card.viewBooking')}
    </Button>
  );
}

/**
 * The trip's next action, Pay Now (a new USSD code) and Cancel Booking (after a
 * confirmation), when they apply.
 */
export function BookingActions({ booking, group }: { booking: BookingDto; group: TripGroup }) {
  const t = useT(accountMessages);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { requestCode, requesting } = useRequestPaymentCode(booking);
  return (
    <>
      <StyledActions>
        <NextAction booking={booking} group={group} />
        {needsPaymentCode(booking) && (
          <Button type="button" size="sm" onClick={requestCode} disabled={requesting}>
            {requesting ? t('booking.requestingCode') : t('card.payNow')}
          </Button>
        )}
        <ReviewAction booking={booking} />
        {canCancel(booking) && (
          <Button type="button" size="sm" variant="outline" onClick={() => setConfirmOpen(true)}>
            {t('booking.cancelBooking')}
          </Button>
        )}
      </StyledActions>
      <CancelBookingDialog booking={booking} open={confirmOpen} onOpenChange={setConfirmOpen} />
    </>
  );
}

/**
 * 'Leave a review' on a booking its traveller may review now (checked in, or paid and over,
 * for 30 days), opened at once from the review request's link (`/dashboard?review=<id>`);
 * 'Reviewed' once it is done.
 */
function ReviewAction({ booking }: { booking: BookingDto }) {
  const t = useT(accountMessages);
  const [params] = useSearchParams();
  // One request for the whole dashboard (the cache shares it); only paid bookings can be reviewed.
  const reviewable = useListMyReviewableBookingsQuery(undefined, {
    skip: booking.status !== 'confirmed',
  }).data?.find((entry) => entry.bookingId === booking.id);
  const [open, setOpen] = useState(params.get('review') === booking.id);
  if (!reviewable) return null;
  if (reviewable.review) {
    return (
      <StyledReviewed>{t('review.done', { overall: reviewable.review.overall })}</StyledReviewed>
    );
  }
  return (
    <>
      <Button type="button" size="sm" onClick={() => setOpen(true)}>
        {t('review.leave')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('review.title', { name: reviewable.serviceName })}
        description={t('review.description')}
      >
        <ReviewForm reviewable={reviewable} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

const StyledReviewed = styled.span`
  align-self: center;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export function useRequestPaymentCode(booking: BookingDto) {
  const t = useT(accountMessages);
  const tShell = useT(shellMessages);
  const [pay, { isLoading: requesting }] = useCreateMonimePaymentMutation();
  const requestCode = async () => {
    try {
      const result = await pay({
        createMonimePaymentDto: {
          bookingId: booking.id,
          amount: booking.totalAmount,
          customerName: booking.customerName,
          customerPhone: booking.customerPhone,
          description: paymentDescription(booking),
        },
      }).unwrap();
      toast({
        title: t('payment.codeReady'),
        description: t('payment.useCode', { code: result.ussdCode }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('payment.requestFailed'),
        description: errorText(
          error,
          t('payment.requestFailedText'),
          tShell('common.noConnection'),
        ),
      });
    }
  };
  return { requestCode, requesting };
}

export interface CancelBookingDialogProps {
  booking: BookingDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Cancel this booking?': what cancelling means for this booking, then yes or keep it. */
export function CancelBookingDialog({ booking, open, onOpenChange }: CancelBookingDialogProps) {
  const t = useT(accountMessages);
  const [cancel, { isLoading: cancelling }] = useCancelBookingMutation();
  const confirmCancel = async () => {
    try {
      await cancel({ id: booking.id }).unwrap();
      onOpenChange(false);
      toast({
        title: t('cancel.done'),
        description: t('cancel.doneText', { reference: booking.reference }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('cancel.failed'),
        description: errorText(error, t('cancel.failedText')),
      });
    }
  };
  const what = { service: booking.serviceName, reference: booking.reference };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cancel.title')}
      description={
        booking.status === 'confirmed'
          ? t('cancel.confirmedText', what)
          : t('cancel.pendingText', what)
      }
      size="sm"
    >
      <StyledActions>
        <Button type="button" variant="danger" onClick={confirmCancel} disabled={cancelling}>
          {cancelling ? t('cancel.cancelling') : t('cancel.yes')}
        </Button>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          {t('cancel.keep')}
        </Button>
      </StyledActions>
    </Dialog>
  );
}
