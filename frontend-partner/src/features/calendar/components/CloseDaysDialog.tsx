import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { Button, Dialog, TextArea, TextField, theme } from '@salone/ui';

/** The longest reason the backend keeps for a closure (CreateClosureDto). */
const REASON_MAX = 200;

export interface CloseDaysValues {
  reason: string;
  /** Hotels: how many units; all of them when left out. */
  units?: number;
}

/** Asks why the days close (and, for a room type, how many units), then closes them. */
export function CloseDaysDialog({
  open,
  days,
  units,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  /** The selected days in words ('12 Dec 2026 – 15 Dec 2026'). */
  days: string;
  /** A room type's units; undefined for a car or a tour (closed whole). */
  units?: number;
  busy: boolean;
  /** Closes the days; true when the dialog is done (closes), false to keep it open. */
  onSubmit(values: CloseDaysValues): Promise<boolean>;
  onClose(): void;
}) {
  const schema = z.object({
    reason: z
      .string()
      .trim()
      .min(1, 'Please give a reason for the closure')
      .max(REASON_MAX, `Reason must be at most ${REASON_MAX} characters`),
    units: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= (units ?? 1)),
        `Enter a number from 1 to ${units ?? 1}, or leave it empty`,
      ),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string; units: string }>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', units: '' },
  });

  useEffect(() => {
    if (open) reset({ reason: '', units: '' });
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    const count = units !== undefined && values.units.trim() ? Number(values.units) : undefined;
    if (await onSubmit({ reason: values.reason.trim(), ...(count ? { units: count } : {}) })) {
      onClose();
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Close these days"
      description={`${days}. Travellers cannot book what is closed.`}
      size="sm"
    >
      <StyledForm onSubmit={submit} noValidate>
        {units !== undefined ? (
          <TextField
            label="Units to close"
            inputMode="numeric"
            hint={`Leave empty to close all ${units}.`}
            {...register('units')}
            error={errors.units?.message}
          />
        ) : null}
        <TextArea
          label="Reason"
          hint="For your team; travellers do not see it."
          rows={3}
          maxLength={REASON_MAX}
          required
          {...register('reason')}
          error={errors.reason?.message}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Closing...' : 'Close these days'}
        </Button>
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
`;
