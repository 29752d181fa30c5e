import { useState } from 'react';
import { errorText } from '@salone/api-client';
import {
  useCancelBookingMutation,
  useCreateMonimePaymentMutation,
  type BookingDto,
} from '@salone/api-client/bookings';
import { Link } from '@salone/router';
import { Button, Dialog, toast } from '@salone/ui';
import { canCancel, needsPaymentCode, paymentDescription, type TripGroup } from '../bookingText';
import { StyledActions } from './shared';

const SECTION: Record<BookingDto['serviceType'], string> = {
  hotel: 'hotels',
  event: 'events',
  car: 'cars',
  tour: 'tours',
  real_estate: 'real-estate',
};

/** The trip's next step: pay it, show its voucher, or book again. */
function NextAction({ booking, group }: { booking: BookingDto; group: TripGroup }) {
  const page = `/bookings/${encodeURIComponent(booking.reference)}`;
  if (group === 'ended') {
    return (
      <Button
        as={Link}
        to={`/${SECTION[booking.serviceType]}/${booking.serviceId}`}
        size="sm"
        variant="outline"
      >
        Book again
      </Button>
    );
  }
  if (booking.status === 'pending_payment') {
    return (
      <Button as={Link} to={page} size="sm" variant="outline">
        Open payment
      </Button>
    );
  }
  return (
    <Button as={Link} to={page} size="sm" variant={group === 'upcoming' ? 'primary' : 'outline'}>
      {group === 'upcoming' ? 'Show voucher' : 'View booking'}
    </Button>
  );
}

/**
 * The trip's next action, Pay Now (a new USSD code) and Cancel Booking (after a
 * confirmation), when they apply.
 */
export function BookingActions({ booking, group }: { booking: BookingDto; group: TripGroup }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { requestCode, requesting } = useRequestPaymentCode(booking);
  return (
    <>
      <StyledActions>
        <NextAction booking={booking} group={group} />
        {needsPaymentCode(booking) && (
          <Button type="button" size="sm" onClick={requestCode} disabled={requesting}>
            {requesting ? 'Requesting code...' : 'Pay Now'}
          </Button>
        )}
        {canCancel(booking) && (
          <Button type="button" size="sm" variant="outline" onClick={() => setConfirmOpen(true)}>
            Cancel Booking
          </Button>
        )}
      </StyledActions>
      <CancelBookingDialog booking={booking} open={confirmOpen} onOpenChange={setConfirmOpen} />
    </>
  );
}

export function useRequestPaymentCode(booking: BookingDto) {
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
        title: 'Payment code ready',
        description: `Use USSD code: ${result.ussdCode} to complete payment.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Payment request failed',
        description: errorText(
          error,
          'The payment code could not be created. Please try again.',
          'Unable to connect to server',
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
  const [cancel, { isLoading: cancelling }] = useCancelBookingMutation();
  const confirmCancel = async () => {
    try {
      await cancel({ id: booking.id }).unwrap();
      onOpenChange(false);
      toast({
        title: 'Booking cancelled',
        description: `Booking ${booking.reference} was cancelled.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Cancellation failed',
        description: errorText(error, 'The booking could not be cancelled. Please try again.'),
      });
    }
  };
  const consequence =
    booking.status === 'confirmed'
      ? 'You are inside the free-cancellation window; the refund takes 5-10 business days.'
      : 'Nothing has been paid; what it holds is released.';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this booking?"
      description={`${booking.serviceName}, reference ${booking.reference}. ${consequence}`}
      size="sm"
    >
      <StyledActions>
        <Button type="button" variant="danger" onClick={confirmCancel} disabled={cancelling}>
          {cancelling ? 'Cancelling...' : 'Yes, cancel it'}
        </Button>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Keep Booking
        </Button>
      </StyledActions>
    </Dialog>
  );
}
