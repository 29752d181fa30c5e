import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, TextArea, TextField } from '@salone/ui';
import { StyledActions } from '../../../shared/layout';
import { StyledFields, StyledRow } from '../kinds/layout';
import { roomSchema, type RoomValues } from '../kinds/room';
import { reportRefusal, StyledForm } from './DetailsForm';

/** A room type's fields: added with 'Add room type', changed with 'Save room type'. */
export function RoomTypeForm({
  name,
  initial,
  action,
  pending,
  refusal,
  onSubmit,
  onCancel,
}: {
  /** The form's accessible name. */
  name: string;
  initial: RoomValues;
  action: string;
  pending: string;
  /** The toast's title when the server refuses. */
  refusal: string;
  /** Sends the room type; throws the server's refusal. */
  onSubmit(values: RoomValues): Promise<unknown>;
  onCancel?(): void;
}) {
  const form = useForm<RoomValues>({
    resolver: zodResolver(roomSchema),
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
    setBusy(true);
    try {
      await onSubmit(values);
      form.reset(initial);
    } catch (error) {
      reportRefusal(error, form, refusal);
    } finally {
      setBusy(false);
    }
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={name}>
      <StyledFields>
        <TextField
          label="Room type name"
          hint="e.g. Standard Double"
          required
          maxLength={120}
          {...register('roomType')}
          error={errors.roomType?.message}
        />
        <StyledRow>
          <TextField
            label="Price a night (US$)"
            inputMode="decimal"
            required
            {...register('price')}
            error={errors.price?.message}
          />
          <TextField
            label="Guests it sleeps"
            inputMode="numeric"
            required
            {...register('capacity')}
            error={errors.capacity?.message}
          />
          <TextField
            label="Units"
            hint="Identical rooms of this type"
            inputMode="numeric"
            required
            {...register('units')}
            error={errors.units?.message}
          />
        </StyledRow>
        <TextArea
          label="Room description"
          rows={3}
          required
          maxLength={2000}
          {...register('description')}
          error={errors.description?.message}
        />
        <TextArea
          label="Room amenities"
          rows={3}
          hint="One a line, e.g. Air conditioning"
          {...register('amenities')}
          error={errors.amenities?.message}
        />
        <Checkbox
          label="Offered for booking"
          hint="When off, travellers see the room type as unavailable."
          {...register('isAvailable')}
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
