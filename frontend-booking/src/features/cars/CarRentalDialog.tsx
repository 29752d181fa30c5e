import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useAuth, type CarDto, type UploadDto } from '@salone/api-client';
import {
  CAR_TIME_SLOTS,
  DRIVER_CENTS_PER_DAY,
  paymentDescriptions,
  quoteRental,
  rentalDaysOf,
  toDollars,
} from '@salone/booking-rules';
import { Checkbox, Dialog, Select, TextArea, TextField, toast } from '@salone/ui';
import { formatUsd, todayIso } from '@salone/format';
import {
  BookingForm,
  ContactFields,
  contactDefaults,
  DialogActions,
  MOBILE_MONEY_PHONE,
  TotalBox,
} from '../../shared/bookingForm';
import { DocumentUpload } from '../../shared/DocumentUpload';
import { BOOKING_TEXTS } from '../../shared/bookingTexts';
import { contactShape } from '../../shared/contactSchema';
import { useBookingFlow } from '../../shared/useBookingFlow';
import type { RentalDates } from './carFormat';

const schema = z.object({
  ...contactShape,
  pickupDate: z.string().min(1, 'Pickup date is required'),
  pickupTime: z.string().min(1, 'Pickup time is required'),
  returnDate: z.string().min(1, 'Return date is required'),
  returnTime: z.string().min(1, 'Return time is required'),
  pickupLocation: z.string().min(1, 'Pickup location is required'),
  returnLocation: z.string(),
  driverRequired: z.boolean(),
  specialNotes: z.string().trim().max(1000, 'Please keep notes under 1000 characters'),
});

type RentalForm = z.infer<typeof schema>;

const TIME_OPTIONS = CAR_TIME_SLOTS.map((time) => ({ value: time, label: time }));

const INVALID_DATES = {
  title: 'Invalid dates',
  description: 'Return date must be after pickup date',
};

const LICENSE_REQUIRED = {
  title: "Driver's license required",
  description: "Please upload your driver's license if you don't need a driver",
};

interface CarRentalDialogProps {
  car: CarDto;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Days the traveller already searched for (home search, list), used as the defaults. */
  dates?: RentalDates;
}

/**
 * Rental booking for one car (docs/product.md: entities, validation, constants). Closing it clears
 * the form.
 */
export function CarRentalDialog({ car, open, onOpenChange, dates }: CarRentalDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Rent ${car.make} ${car.model}`}
      description={`${formatUsd(car.dailyRate)}/day · ${car.location}`}
      size="md"
    >
      <RentalForm car={car} dates={dates} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function RentalForm({ car, dates, onDone }: { car: CarDto; dates?: RentalDates; onDone(): void }) {
  const { user } = useAuth();
  const { run, submitting } = useBookingFlow();
  const [licence, setLicence] = useState<UploadDto | null>(null);
  const [licenceError, setLicenceError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const today = todayIso();
  const usableDates = dates && dates.pickupDate >= today ? dates : undefined;
  const driverPerDay = toDollars(DRIVER_CENTS_PER_DAY);

  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RentalForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      ...contactDefaults(user),
      pickupDate: usableDates?.pickupDate ?? '',
      pickupTime: '',
      returnDate: usableDates?.returnDate ?? '',
      returnTime: '',
      pickupLocation: '',
      returnLocation: '',
      driverRequired: false,
      specialNotes: '',
    },
  });

  const [pickupDate, pickupTime, returnDate, returnTime, driverRequired] = useWatch({
    control,
    name: ['pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'driverRequired'],
  });
  const days = rentalDaysOf(pickupDate, pickupTime, returnDate, returnTime);
  const price = quoteRental(car.dailyRate, days, driverRequired);
  const locationOptions = car.pickupLocations.map((place) => ({ value: place, label: place }));

  const send = async (values: RentalForm) => {
    const count = rentalDaysOf(
      values.pickupDate,
      values.pickupTime,
      values.returnDate,
      values.returnTime,
    );
    if (count <= 0) {
      toast({ variant: 'destructive', ...INVALID_DATES });
      return;
    }
    if (!values.driverRequired && !licence) {
      setLicenceError("Driver's license is required when you drive yourself");
      toast({ variant: 'destructive', ...LICENSE_REQUIRED });
      return;
    }
    const cost = quoteRental(car.dailyRate, count, values.driverRequired);
    const result = await run({
      booking: {
        serviceType: 'car',
        serviceId: car.id,
        customerName: values.fullName,
        customerEmail: values.email,
        customerPhone: values.phone,
        guests: 1,
        startDate: values.pickupDate,
        endDate: values.returnDate,
        totalAmount: cost.total,
        metadata: {
          pickupLocation: values.pickupLocation,
          ...(values.returnLocation ? { returnLocation: values.returnLocation } : {}),
          pickupTime: values.pickupTime,
          returnTime: values.returnTime,
          driverRequired: values.driverRequired,
          driverCost: cost.driver,
          days: count,
          carMake: car.make,
          carModel: car.model,
          ...(!values.driverRequired && licence ? { driversLicenseId: licence.id } : {}),
          ...(values.specialNotes ? { specialRequests: values.specialNotes } : {}),
        },
      },
      paymentDescription: paymentDescriptions.car(car.make, car.model, count),
      texts: BOOKING_TEXTS.car,
    });
    if (result) onDone();
  };

  return (
    <BookingForm noValidate onSubmit={handleSubmit(send)}>
      <ContactFields register={register} errors={errors} phone={MOBILE_MONEY_PHONE} />
      <StyledPair>
        <TextField
          label="Pickup date"
          type="date"
          min={today}
          required
          {...register('pickupDate')}
          error={errors.pickupDate?.message}
        />
        <Select
          label="Pickup time"
          placeholder="Select time"
          options={TIME_OPTIONS}
          required
          {...register('pickupTime')}
          error={errors.pickupTime?.message}
        />
        <TextField
          label="Return date"
          type="date"
          min={pickupDate || today}
          required
          {...register('returnDate')}
          error={errors.returnDate?.message}
        />
        <Select
          label="Return time"
          placeholder="Select time"
          options={TIME_OPTIONS}
          required
          {...register('returnTime')}
          error={errors.returnTime?.message}
        />
      </StyledPair>
      <Select
        label="Pickup location"
        placeholder="Select location"
        options={locationOptions}
        required
        {...register('pickupLocation')}
        error={errors.pickupLocation?.message}
      />
      <Select
        label="Return location"
        placeholder="Same as pickup"
        options={locationOptions}
        {...register('returnLocation')}
      />
      <Checkbox
        label={`I need a professional driver (${formatUsd(driverPerDay)}/day)`}
        hint="A driver knows the roads; you then need no licence of your own."
        {...register('driverRequired')}
      />
      {!driverRequired && (
        <DocumentUpload
          label="Driver's license"
          purpose="drivers_license"
          value={licence}
          onChange={(upload) => {
            setLicence(upload);
            if (upload) setLicenceError(undefined);
          }}
          error={licenceError}
          onUploadingChange={setUploading}
          hint="Required when you drive yourself. PDF, JPG or PNG, up to 5MB"
        />
      )}
      <TextArea
        label="Special notes"
        rows={3}
        {...register('specialNotes')}
        error={errors.specialNotes?.message}
      />
      <TotalBox aria-live="polite">
        {days > 0 ? (
          <StyledLines>
            <div>
              <dt>
                {days} {days === 1 ? 'day' : 'days'} × {formatUsd(car.dailyRate)}
              </dt>
              <dd>{formatUsd(price.rental)}</dd>
            </div>
            {driverRequired && (
              <div>
                <dt>
                  Driver: {days} {days === 1 ? 'day' : 'days'} × {formatUsd(driverPerDay)}
                </dt>
                <dd>{formatUsd(price.driver)}</dd>
              </div>
            )}
            <StyledTotal>
              <dt>Total</dt>
              <dd>{formatUsd(price.total)}</dd>
            </StyledTotal>
          </StyledLines>
        ) : (
          <StyledHint>
            {days < 0 || (pickupDate && returnDate && pickupTime && returnTime)
              ? 'Return date must be after pickup date'
              : 'Choose your pickup and return dates and times to see the total.'}
          </StyledHint>
        )}
      </TotalBox>
      <DialogActions onCancel={onDone} submitting={submitting} disabled={days === 0 || uploading} />
    </BookingForm>
  );
}

const StyledPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const StyledLines = styled.dl`
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;

  > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]}px;
  }

  dd {
    margin: 0;
  }
`;

const StyledTotal = styled.div`
  padding-top: ${({ theme }) => theme.space[1]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  dd {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
