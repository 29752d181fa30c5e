import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useT } from '@salone/i18n';
import { Button } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { StyledActions } from '../../../shared/layout';
import { FormFields, type FormLayout } from '../kinds/formLayout';
import { reportRefusal, StyledForm } from './DetailsForm';

/** What every form of a listing's part (a room type, a ticket category) is told. */
export interface PartFormProps<V extends FieldValues> {
  /** The form's accessible name. */
  name: string;
  initial: V;
  action: string;
  pending: string;
  /** The toast's title when the server refuses. */
  refusal: string;
  /** Sends the part; throws the server's refusal. */
  onSubmit(values: V): Promise<unknown>;
  onCancel?(): void;
}

/**
 * A listing's part, added or changed: its fields as data, checked by its schema, sent with
 * `action`, the server's refusal placed on the fields it names. `check` may refuse before
 * sending; `placeRefusal` places what the server says without naming a field.
 */
export function PartForm<V extends FieldValues>({
  name,
  initial,
  action,
  pending,
  refusal,
  onSubmit,
  onCancel,
  schema,
  layout,
  check,
  placeRefusal,
}: PartFormProps<V> & {
  schema: z.ZodType<V, V>;
  layout: FormLayout<V>;
  check?(values: V, form: UseFormReturn<V>): boolean;
  placeRefusal?(error: unknown, form: UseFormReturn<V>): void;
}) {
  const form = useForm<V>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<V>,
    mode: 'onTouched',
  });
  const t = useT(partnerMessages);
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    if (busy) return;
    if (check && !check(values, form)) return;
    setBusy(true);
    try {
      await onSubmit(values);
      form.reset(initial);
    } catch (error) {
      placeRefusal?.(error, form);
      reportRefusal(error, form, refusal, t);
    } finally {
      setBusy(false);
    }
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={name}>
      <FormFields layout={layout} form={form} />
      <StyledActions>
        <Button type="submit" disabled={busy}>
          {busy ? pending : action}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}
