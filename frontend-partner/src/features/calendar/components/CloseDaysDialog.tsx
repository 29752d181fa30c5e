import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { Button, Dialog, TextArea, TextField, theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';

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
  const t = useT(partnerMessages);
  const schema = z.object({
    reason: z
      .string()
      .trim()
      .min(1, t('calendar.dialog.reasonRequired'))
      .max(REASON_MAX, t('calendar.dialog.reasonMax', { max: REASON_MAX })),
    units: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= (units ?? 1)),
        t('calendar.dialog.unitsRange', { max: units ?? 1 }),
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
      title={t('calendar.close')}
      description={t('calendar.dialog.text', { days })}
      size="sm"
    >
      <StyledForm onSubmit={submit} noValidate>
        {units !== undefined ? (
          <TextField
            label={t('calendar.dialog.units')}
            inputMode="numeric"
            hint={t('calendar.dialog.unitsHint', { units })}
            {...register('units')}
            error={errors.units?.message}
          />
        ) : null}
        <TextArea
          label={t('calendar.dialog.reason')}
          hint={t('calendar.dialog.reasonHint')}
          rows={3}
          maxLength={REASON_MAX}
          required
          {...register('reason')}
          error={errors.reason?.message}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('calendar.closing') : t('calendar.close')}
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
