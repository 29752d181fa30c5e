import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useAuth, type PropertyDto } from '@salone/api-client';
import {
  paymentDescriptions,
  quoteViewing,
  VIEWING_TIME_SLOTS,
  type ViewingPurpose,
} from '@salone/booking-rules';
import { ClockIcon, Dialog, RadioGroup, Select, TextArea, TextField, toast } from '@salone/ui';
import { formatUsd, todayIso } from '@salone/format';
import {
  BookingForm,
  ContactFields,
  contactDefaults,
  DialogActions,
  FieldRow,
  TotalBox,
} from '../../shared/bookingForm';
import { BOOKING_TEXTS } from '../../shared/bookingTexts';
import { contactShape } from '../../shared/contactSchema';
import { useBookingFlow } from '../../shared/useBookingFlow';
import { purposeOptions, VIEWING_MESSAGES, viewingProblem } from './propertyRules';

/** The viewing form (docs/product.md: entities, validation). */
export const viewingSchema = z.object({
  ...contactShape,
  viewingDate: z.string().min(1, VIEWING_MESSAGES.viewingDate),
  viewingTime: z.string().min(1, VIEWING_MESSAGES.viewingTime),
  purpose: z
    .string()
    .refine((value) => value === 'buy' || value === 'rent', VIEWING_MESSAGES.purpose),
  specialRequests: z
    .string()
    .trim()
    .max(1000, 'Please keep special requests under 1000 characters'),
});

type ViewingFormInput = z.input<typeof viewingSchema>;
type ViewingFormOutput = z.output<typeof viewingSchema>;

interface ViewingDialogProps {
  /** The listing to view; null keeps the dialog closed. */
  property: PropertyDto | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Books a viewing of a property; the flat viewing fee is the only amount charged. */
export function ViewingDialog({ property, open, onOpenChange }: ViewingDialogProps) {
  return (
    <Dialog
      open={open && property !== null}
      onOpenChange={onOpenChange}
      title="Book a Property Viewing"
      description={property?.title}
    >
      {property ? <ViewingForm property={property} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ViewingForm({ property, onClose }: { property: PropertyDto; onClose(): void }) {
  const { user } = useAuth();
  const { run, submitting } = useBookingFlow();
  const purposes = purposeOptions(property);

  const {
    register,
    control,
    getValues,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<ViewingFormInput, unknown, ViewingFormOutput>({
    resolver: zodResolver(viewingSchema),
    defaultValues: {
      ...contactDefaults(user),
      viewingDate: '',
      viewingTime: '',
      // A listing with one purpose has nothing to choose.
      purpose: purposes.length === 1 ? purposes[0].value : '',
      specialRequests: '',
    },
  });

  useEffect(() => {
    if (!user) return;
    if (!getValues('fullName') && !getValues('email')) {
      setValue('fullName', `${user.firstName} ${user.lastName}`.trim());
      setValue('email', user.email);
    }
  }, [user, getValues, setValue]);

  const book = async (values: ViewingFormOutput) => {
    const problem = viewingProblem(values, property);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    const purpose = values.purpose as ViewingPurpose;
    const result = await run({
      booking: {
        serviceType: 'real_estate',
        serviceId: property.id,
        customerName: values.fullName,
        customerEmail: values.email,
        customerPhone: values.phone,
        guests: 1,
        startDate: values.viewingDate,
        totalAmount: quoteViewing(),
        metadata: {
          viewingTime: values.viewingTime,
          purpose,
          ...(values.specialRequests ? { specialRequests: values.specialRequests } : {}),
          propertyTitle: property.title,
        },
      },
      paymentDescription: paymentDescriptions.real_estate(property.title, purpose),
      texts: BOOKING_TEXTS.real_estate,
    });
    if (result) onClose();
  };

  return (
    <BookingForm
      onSubmit={handleSubmit(book)}
      noValidate
      aria-label={`Viewing of ${property.title}`}
    >
      <ContactFields register={register} errors={errors} paired />
      <FieldRow>
        <TextField
          label="Viewing Date"
          type="date"
          min={todayIso()}
          required
          error={errors.viewingDate?.message}
          {...register('viewingDate')}
        />
        <Select
          label="Viewing Time"
          required
          placeholder="Select a time"
          options={VIEWING_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))}
          error={errors.viewingTime?.message}
          {...register('viewingTime')}
        />
      </FieldRow>
      <Controller
        control={control}
        name="purpose"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend="Purpose"
            name={field.name}
            direction="row"
            required
            options={purposes}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextArea
        label="Special Requests"
        rows={3}
        error={errors.specialRequests?.message}
        {...register('specialRequests')}
      />

      <StyledFee>
        <p>
          Service fee: <strong>{formatUsd(property.viewingFee)}</strong>
        </p>
        <p>This viewing fee is the only amount charged now.</p>
        <StyledGuidance>
          <ClockIcon size={16} />
          Please arrive 5 minutes early; a viewing takes 30-45 minutes.
        </StyledGuidance>
      </StyledFee>

      <DialogActions onCancel={onClose} submitting={submitting} confirmLabel="Confirm Viewing" />
    </BookingForm>
  );
}

const StyledFee = styled(TotalBox)`
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const StyledGuidance = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
