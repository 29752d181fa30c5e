import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@salone/ui';
import { StyledActions } from '../../../shared/layout';
import { StyledFields, StyledRow } from '../kinds/layout';
import { ticketCategorySchema, type TicketCategoryValues } from '../kinds/ticketCategory';
import { reportRefusal, StyledForm } from './DetailsForm';

/** A ticket category's fields: added with 'Add ticket category', changed with 'Save'. */
export function TicketCategoryForm({
  name,
  initial,
  sold,
  action,
  pending,
  refusal,
  onSubmit,
  onCancel,
}: {
  name: string;
  initial: TicketCategoryValues;
  /** Tickets sold or held: the quantity cannot go below. */
  sold: number;
  action: string;
  pending: string;
  refusal: string;
  onSubmit(values: TicketCategoryValues): Promise<unknown>;
  onCancel?(): void;
}) {
  const form = useForm<TicketCategoryValues>({
    resolver: zodResolver(ticketCategorySchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const {
    register,
    formState: { errors },
  } = form;
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    if (busy) return;
    if (Number(values.quantity) < sold) {
      form.setError(
        'quantity',
        { message: `Quantity cannot be below the ${sold} tickets already sold or held` },
        { shouldFocus: true },
      );
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values);
      form.reset(initial);
    } catch (error) {
      placeConflict(error, form.setError);
      reportRefusal(error, form, refusal);
    } finally {
      setBusy(false);
    }
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={name}>
      <StyledFields>
        <StyledRow>
          <TextField
            label="Ticket name"
            hint="e.g. Standard, VIP"
            required
            maxLength={40}
            {...register('name')}
            error={errors.name?.message}
          />
          <TextField
            label="Ticket price (US$)"
            inputMode="decimal"
            required
            {...register('price')}
            error={errors.price?.message}
          />
          <TextField
            label="Tickets on offer"
            inputMode="numeric"
            required
            hint={sold > 0 ? `${sold} sold or held` : undefined}
            {...register('quantity')}
            error={errors.quantity?.message}
          />
        </StyledRow>
        <TextField
          label="What the ticket includes"
          required
          maxLength={200}
          {...register('description')}
          error={errors.description?.message}
        />
      </StyledFields>
      <StyledActions>
        <Button type="submit" disabled={busy}>
          {busy ? pending : action}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}

/** The server's conflicts name no field; these two belong to the quantity and the name. */
function placeConflict(
  error: unknown,
  setError: (name: 'quantity' | 'name', error: { message: string }) => void,
): void {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  if (typeof message !== 'string') return;
  if (message.startsWith('Quantity cannot be below')) setError('quantity', { message });
  if (message.includes('ticket category with this name')) setError('name', { message });
}
