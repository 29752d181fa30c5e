import { errorText } from '@salone/api-client';
import {
  useCancelOperatorBookingMutation,
  type OperatorBookingDetailDto,
} from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { toast } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
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
  const t = useT(partnerMessages);
  const [cancel, { isLoading }] = useCancelOperatorBookingMutation();
  return (
    <ReasonDialog
      open={open}
      title={t('cancel.title', { reference: booking.reference })}
      description={booking.paid ? t('cancel.paidText') : t('cancel.text')}
      missing={t('cancel.missing')}
      minLength={1}
      action={t('cancel.action')}
      pending={t('cancel.pending')}
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
            title: t('cancel.failed'),
            description: errorText(error, t('common.tryAgain'), t('common.offline')),
          });
          return false;
        }
        toast({
          title: t('cancel.done'),
          description: t('cancel.doneText', { reference: booking.reference }),
        });
        return true;
      }}
    />
  );
}
