import { errorText } from '@salone/api-client';
import {
  useCancelOperatorBookingMutation,
  type OperatorBookingDetailDto,
} from '@salone/api-client/partner';
import { toast } from '@salone/ui';
import { ReasonDialog } from '../../../shared/ReasonDialog';

/** Asks why, then cancels: what the booking held is released; a paid one records a refund. */
export function CancelBookingDialog({
  open,
  booking,
  orgId,
  onClose,
}: {
  open: boolean;
  booking: OperatorBookingDetailDto;
  orgId: number;
  onClose(): void;
}) {
  const [cancel, { isLoading }] = useCancelOperatorBookingMutation();
  return (
    <ReasonDialog
      open={open}
      title={`Cancel booking ${booking.reference}`}
      description={
        booking.paid
          ? 'The traveller sees your reason, and a refund of what they paid is recorded as due.'
          : 'The traveller sees your reason.'
      }
      missing="Please give a reason for the cancellation"
      minLength={1}
      action="Cancel booking"
      pending="Cancelling..."
      busy={isLoading}
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          await cancel({
            orgId,
            bookingId: booking.id,
            operatorCancelDto: { reason },
          }).unwrap();
        } catch (error) {
          toast({
            variant: 'destructive',
            title: 'Not cancelled',
            description: errorText(error, 'Please try again.', 'Unable to connect to server'),
          });
          return false;
        }
        toast({ title: 'Booking cancelled', description: `${booking.reference} is cancelled.` });
        return true;
      }}
    />
  );
}
