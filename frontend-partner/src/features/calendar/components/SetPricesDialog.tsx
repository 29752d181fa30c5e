import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { MAX_MIN_NIGHTS } from '@salone/booking-rules';
import { useT } from '@salone/i18n';
import { Button, CheckboxGroup, Dialog, Select, TextField, theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';

/** The most a night may cost, US dollars (CreateRoomRateDto). */
const MAX_PRICE = 100_000;
const LABEL_MAX = 80;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export interface SetPricesValues {
  roomIds: number[];
  label?: string;
  price?: number;
  weekendPrice?: number;
  minNights?: number;
  closedToArrival?: boolean;
}

type Arrivals = '' | 'closed' | 'open';

interface FormValues {
  roomIds: string[];
  price: string;
  weekendPrice: string;
  minNights: string;
  arrivals: Arrivals;
  label: string;
}

const EMPTY = (roomId: number | undefined): FormValues => ({
  roomIds: roomId ? [String(roomId)] : [],
  price: '',
  weekendPrice: '',
  minNights: '',
  arrivals: '',
  label: '',
});

/**
 * Sets a price, a weekend price, a minimum stay or arrivals on the chosen nights of one or
 * more room types, in one step. What is left empty stays as it is.
 */
export function SetPricesDialog({
  open,
  days,
  rooms,
  roomId,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  /** The selected nights in words ('1 Dec 2026 – 31 Dec 2026'). */
  days: string;
  rooms: { id: number; name: string }[];
  /** The room type shown on the calendar, chosen to begin with. */
  roomId?: number;
  busy: boolean;
  /** Saves; true when the dialog is done (closes), false to keep it open. */
  onSubmit(values: SetPricesValues): Promise<boolean>;
  onClose(): void;
}) {
  const t = useT(partnerMessages);
  const amount = (message: string) =>
    z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' || (AMOUNT.test(value) && Number(value) >= 1 && Number(value) <= MAX_PRICE),
        message,
      );
  const schema = z
    .object({
      roomIds: z.array(z.string()).min(1, t('rates.roomsRequired')),
      price: amount(t('rates.priceRange', { max: MAX_PRICE })),
      weekendPrice: amount(t('rates.priceRange', { max: MAX_PRICE })),
      minNights: z
        .string()
        .trim()
        .refine(
          (value) =>
            value === '' ||
            (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_MIN_NIGHTS),
          t('rates.minNightsRange', { max: MAX_MIN_NIGHTS }),
        ),
      arrivals: z.enum(['', 'closed', 'open']),
      label: z
        .string()
        .trim()
        .max(LABEL_MAX, t('rates.labelMax', { max: LABEL_MAX })),
    })
    .refine(
      (values) =>
        values.price !== '' ||
        values.weekendPrice !== '' ||
        values.minNights !== '' ||
        values.arrivals !== '',
      { path: ['price'], message: t('rates.nothingSet') },
    );
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY(roomId) });

  useEffect(() => {
    if (open) reset(EMPTY(roomId));
  }, [open, roomId, reset]);

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    const done = await onSubmit({
      roomIds: values.roomIds.map(Number),
      ...(values.label.trim() ? { label: values.label.trim() } : {}),
      ...(values.price ? { price: Number(values.price) } : {}),
      ...(values.weekendPrice ? { weekendPrice: Number(values.weekendPrice) } : {}),
      ...(values.minNights ? { minNights: Number(values.minNights) } : {}),
      ...(values.arrivals ? { closedToArrival: values.arrivals === 'closed' } : {}),
    });
    if (done) onClose();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('rates.title')}
      description={t('rates.text', { days })}
      size="sm"
    >
      <StyledForm onSubmit={submit} noValidate aria-label={t('rates.title')}>
        <Controller
          control={control}
          name="roomIds"
          render={({ field }) => (
            <CheckboxGroup
              legend={t('rates.rooms')}
              name={field.name}
              options={rooms.map((room) => ({ value: String(room.id), label: room.name }))}
              value={field.value}
              onChange={field.onChange}
              error={errors.roomIds?.message}
            />
          )}
        />
        <TextField
          label={t('rates.price')}
          inputMode="decimal"
          hint={t('rates.priceHint')}
          {...register('price')}
          error={errors.price?.message}
        />
        <TextField
          label={t('rates.weekendPrice')}
          inputMode="decimal"
          hint={t('rates.weekendPriceHint')}
          {...register('weekendPrice')}
          error={errors.weekendPrice?.message}
        />
        <TextField
          label={t('rates.minNights')}
          inputMode="numeric"
          hint={t('rates.minNightsHint')}
          {...register('minNights')}
          error={errors.minNights?.message}
        />
        <Select
          label={t('rates.arrivals')}
          options={[
            { value: '', label: t('rates.arrivalsUnchanged') },
            { value: 'closed', label: t('rates.arrivalsClosed') },
            { value: 'open', label: t('rates.arrivalsOpen') },
          ]}
          {...register('arrivals')}
        />
        <TextField
          label={t('rates.label')}
          hint={t('rates.labelHint')}
          maxLength={LABEL_MAX}
          {...register('label')}
          error={errors.label?.message}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('rates.saving') : t('rates.save')}
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
