import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { Button, Dialog, TextArea, theme } from '@salone/ui';
import { partnerMessages } from '../i18n';

/** The longest reason the backend keeps (ReasonDto, OperatorCancelDto). */
const REASON_MAX = 500;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The message when the reason is missing or too short, as the backend words it. */
  missing: string;
  /** Fewest characters the backend accepts. */
  minLength: number;
  /** The submit button, and its text while the request runs. */
  action: string;
  pending: string;
  busy: boolean;
  /** The field's label ('Reason' unless given), its longest text, and the button's look. */
  label?: string;
  maxLength?: number;
  tone?: 'danger' | 'primary';
  /** Sends the reason; true when done (the dialog closes), false to keep it open. */
  onSubmit(reason: string): Promise<boolean>;
  onClose(): void;
}

/** Asks for a reason someone else will read (a suspension, a cancellation), then acts. */
export function ReasonDialog({
  open,
  title,
  description,
  missing,
  minLength,
  action,
  pending,
  busy,
  label,
  maxLength = REASON_MAX,
  tone = 'danger',
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const t = useT(partnerMessages);
  const schema = z.object({
    reason: z
      .string()
      .trim()
      .min(minLength, missing)
      .max(maxLength, t('reason.tooLong', { max: maxLength })),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    if (busy) return;
    if (await onSubmit(reason.trim())) onClose();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={description}
      size="sm"
    >
      <StyledForm onSubmit={submit} noValidate>
        <TextArea
          label={label ?? t('reason.label')}
          rows={4}
          maxLength={maxLength}
          required
          {...register('reason')}
          error={errors.reason?.message}
        />
        <Button type="submit" variant={tone === 'danger' ? 'danger' : undefined} disabled={busy}>
          {busy ? pending : action}
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
