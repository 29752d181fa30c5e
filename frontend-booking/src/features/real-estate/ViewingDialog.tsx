import { usePrices } from '@salone/host';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import type { PropertyDto } from '@salone/api-client/catalogue';
import { VIEWING_TIME_SLOTS } from '@salone/booking-rules';
import { todayIso } from '@salone/format';
import { ClockIcon, Dialog, RadioGroup, Select, TextArea, TextField, theme } from '@salone/ui';
import {
  BookingForm,
  ContactFields,
  DialogActions,
  FieldRow,
  TotalBox,
} from '../../shared/bookingForm';
import { useViewingForm } from './hooks/useViewingForm';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';
import { useProblemText } from '../../shared/problems';

interface ViewingDialogProps {
  /** The listing to view; null keeps the dialog closed. */
  property: PropertyDto | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A day to start from (the home search's, YYYY-MM-DD). */
  day?: string;
}

/** Books a viewing of a property; the flat viewing fee is the only amount charged. */
export function ViewingDialog({ property, open, onOpenChange, day }: ViewingDialogProps) {
  const t = useT(bookingMessages);
  return (
    <Dialog
      open={open && property !== null}
      onOpenChange={onOpenChange}
      title={t('viewing.title')}
      description={property?.title}
    >
      {property ? (
        <ViewingForm property={property} day={day} onClose={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

const SLOT_OPTIONS = VIEWING_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));

function ViewingForm({
  property,
  day,
  onClose,
}: {
  property: PropertyDto;
  day?: string;
  onClose(): void;
}) {
  const { form, purposes, submit, submitting } = useViewingForm(property, onClose, day);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const t = useT(bookingMessages);
  const problem = useProblemText();
  return (
    <BookingForm
      onSubmit={submit}
      noValidate
      aria-label={t('viewing.form', { title: property.title })}
    >
      <ContactFields register={register} errors={errors} paired />
      <FieldRow>
        <TextField
          label={t('viewing.date')}
          type="date"
          min={todayIso()}
          required
          error={problem(errors.viewingDate?.message)}
          {...register('viewingDate')}
        />
        <Select
          label={t('viewing.time')}
          required
          placeholder={t('viewing.selectTime')}
          options={SLOT_OPTIONS}
          error={problem(errors.viewingTime?.message)}
          {...register('viewingTime')}
        />
      </FieldRow>
      <Controller
        control={control}
        name="purpose"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('properties.purpose')}
            name={field.name}
            direction="row"
            required
            options={purposes}
            value={field.value}
            onChange={field.onChange}
            error={problem(fieldState.error?.message)}
          />
        )}
      />
      <TextArea
        label={t('viewing.requests')}
        rows={3}
        error={problem(errors.specialRequests?.message)}
        {...register('specialRequests')}
      />
      <ViewingFee fee={property.viewingFee} />
      <DialogActions
        onCancel={onClose}
        submitting={submitting}
        confirmLabel={t('viewing.confirm')}
      />
    </BookingForm>
  );
}

/** The flat fee, the only amount charged, and what to expect on the day. */
function ViewingFee({ fee }: { fee: number }) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  return (
    <StyledFee>
      <p>
        {t('viewing.serviceFee')} <strong>{prices.price(fee)}</strong>
      </p>
      <p>{t('viewing.onlyCharge')}</p>
      <StyledGuidance>
        <ClockIcon size={16} />
        {t('viewing.arrive')}
      </StyledGuidance>
    </StyledFee>
  );
}

const StyledFee = styled(TotalBox)`
  flex-direction: column;
  gap: ${theme.space[1]}px;
`;

const StyledGuidance = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]}px;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
