import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useCancelOperatorBookingMutation,
  type OperatorBookingDetailDto,
} from '@salone/api-client/partner';
import { Button, Dialog, TextArea, toast } from '@salone/ui';

/** The backend's OperatorCancelDto: a reason the traveller sees, at most 500 characters. */
const cancelSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Please give a reason for the cancellation')
    .max(500, 'Reason must be at most 500 characters'),
});
type CancelValues = z.input<typeof cancelSchema>;

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CancelValues>({ resolver: zodResolver(cancelSchema), defaultValues: { reason: '' } });

  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    if (isLoading) return;
    try {
      await cancel({
        orgId,
        bookingId: booking.id,
        operatorCancelDto: { reason: reason.trim() },
      }).unwrap();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not cancelled',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
      return;
    }
    toast({ title: 'Booking cancelled', description: `${booking.reference} is cancelled.` });
    onClose();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={`Cancel booking ${booking.reference}`}
      description={
        booking.paid
          ? 'The traveller sees your reason, and a refund of what they paid is recorded as due.'
          : 'The traveller sees your reason.'
      }
      size="sm"
    >
      <StyledForm onSubmit={submit} noValidate>
        <TextArea
          label="Reason"
          rows={4}
          maxLength={500}
          required
          {...register('reason')}
          error={errors.reason?.message}
        />
        <Button type="submit" variant="danger" disabled={isLoading}>
          {isLoading ? 'Cancelling...' : 'Cancel booking'}
        </Button>
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;
