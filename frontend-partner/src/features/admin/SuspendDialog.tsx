import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useSuspendOrganisationMutation,
  type AdminOrganisationDto,
} from '@salone/api-client/partner';
import { Button, Dialog, TextArea, toast } from '@salone/ui';

/** The backend's ReasonDto: 3-500 characters, shown to the operator. */
export const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Please give a reason')
    .max(500, 'Reason must be at most 500 characters'),
});
type ReasonValues = z.input<typeof reasonSchema>;

/** Asks why, then suspends the organisation: its listings leave the catalogue. */
export function SuspendDialog({
  organisation,
  onClose,
}: {
  organisation: AdminOrganisationDto | null;
  onClose(): void;
}) {
  const [suspend, { isLoading }] = useSuspendOrganisationMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });

  useEffect(() => {
    if (organisation) reset({ reason: '' });
  }, [organisation, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    if (!organisation || isLoading) return;
    try {
      await suspend({ id: organisation.id, reasonDto: { reason: reason.trim() } }).unwrap();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not suspended',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
      return;
    }
    toast({ title: 'Suspended', description: `${organisation.name} is suspended.` });
    onClose();
  });

  return (
    <Dialog
      open={organisation !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={organisation ? `Suspend ${organisation.name}` : 'Suspend'}
      description="Its listings leave the catalogue; bookings already made stand. The operator sees your reason."
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
          {isLoading ? 'Suspending...' : 'Suspend'}
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
