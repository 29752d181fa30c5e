import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useAuth, type PropertyDto } from '@salone/api-client';
import {
  Button,
  ClockIcon,
  Dialog,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  toast,
} from '@salone/ui';
import { BOOKING_TEXTS, FIELD_MESSAGES, PAYMENT_DESCRIPTIONS } from '../../shared/bookingTexts';
import { formatUsd, todayIso } from '../../shared/format';
import { useBookingFlow } from '../../shared/useBookingFlow';
import {
  purposeOptions,
  VIEWING_MESSAGES,
  VIEWING_SLOTS,
  viewingProblem,
  type ViewingPurpose,
} from './propertyRules';

/** The viewing form (spec sections 3 and 5). */
export const viewingSchema = z.object({
  fullName: z.string().trim().min(2, FIELD_MESSAGES.fullName),
  email: z.string().trim().pipe(z.email(FIELD_MESSAGES.email)),
  phone: z.string().trim().min(10, FIELD_MESSAGES.phone),
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
      fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      phone: '',
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
        totalAmount: property.viewingFee,
        metadata: {
          viewingTime: values.viewingTime,
          purpose,
          ...(values.specialRequests ? { specialRequests: values.specialRequests } : {}),
          propertyTitle: property.title,
        },
      },
      paymentDescription: PAYMENT_DESCRIPTIONS.viewing(property.title, purpose),
      texts: BOOKING_TEXTS.real_estate,
    });
    if (result) onClose();
  };

  return (
    <StyledForm
      onSubmit={handleSubmit(book)}
      noValidate
      aria-label={`Viewing of ${property.title}`}
    >
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <StyledRow>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
      </StyledRow>
      <StyledRow>
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
          options={VIEWING_SLOTS.map((slot) => ({ value: slot, label: slot }))}
          error={errors.viewingTime?.message}
          {...register('viewingTime')}
        />
      </StyledRow>
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

      <StyledActions>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Booking...' : 'Confirm Viewing'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const StyledRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledFee = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};

  p {
    margin: 0;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledGuidance = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;
