import { useState } from 'react';
import { contactResolver } from '../../../shared/contactSchema';
import { useForm, useWatch } from 'react-hook-form';
import { useAuth } from '@salone/api-client';
import { type CarDto } from '@salone/api-client/catalogue';
import { type UploadDto } from '@salone/api-client/bookings';
import { paymentDescriptions, quoteExtras, quoteRental, rentalDaysOf } from '@salone/booking-rules';
import { todayIso } from '@salone/format';
import { toast } from '@salone/ui';
import { contactDefaults } from '../../../shared/bookingForm';
import { BOOKING_TEXTS } from '../../../shared/bookingTexts';
import { useBookingFlow } from '../../../shared/useBookingFlow';
import type { RentalDates } from '../carFormat';
import {
  RENTAL_REFUSALS,
  rentalBookingSchema,
  type RentalFormValues,
} from '../rentalBookingSchema';
import { useProblemText } from '../../../shared/problems';

/** The driver's licence a self-drive rental needs: uploaded first, then named by the booking. */
function useLicence() {
  const [licence, setLicence] = useState<UploadDto | null>(null);
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const change = (upload: UploadDto | null) => {
    setLicence(upload);
    if (upload) setError(undefined);
  };
  return { licence, error, setError, uploading, setUploading, change };
}

export type Licence = ReturnType<typeof useLicence>;

/**
 * The state of the rental form: its fields (dates the traveller searched for come filled in),
 * the days and price as they change, the licence, and sending it through the booking flow.
 */
export function useRentalForm(
  car: CarDto,
  dates: RentalDates | undefined,
  onBooked: () => void,
  withDriver = false,
) {
  const { user } = useAuth();
  const { run, submitting } = useBookingFlow();
  const problem = useProblemText();
  const refuse = (refusal: { title: string; description: string }) =>
    toast({
      variant: 'destructive',
      title: problem(refusal.title),
      description: problem(refusal.description),
    });
  const licence = useLicence();
  const today = todayIso();
  const usableDates = dates && dates.pickupDate >= today ? dates : undefined;
  const form = useForm<RentalFormValues>({
    resolver: contactResolver(rentalBookingSchema, user),
    mode: 'onTouched',
    defaultValues: {
      ...contactDefaults(user),
      pickupDate: usableDates?.pickupDate ?? '',
      pickupTime: '',
      returnDate: usableDates?.returnDate ?? '',
      returnTime: '',
      pickupLocation: '',
      returnLocation: '',
      driverRequired: withDriver,
      extras: [],
      specialNotes: '',
    },
  });
  const [pickupDate, pickupTime, returnDate, returnTime, driverRequired, extras] = useWatch({
    control: form.control,
    name: ['pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'driverRequired', 'extras'],
  });
  const days = rentalDaysOf(pickupDate, pickupTime, returnDate, returnTime);
  const schedule = { pickupDate, pickupTime, returnDate, returnTime, today };

  const send = async (values: RentalFormValues) => {
    const count = rentalDaysOf(
      values.pickupDate,
      values.pickupTime,
      values.returnDate,
      values.returnTime,
    );
    if (count <= 0) {
      refuse(RENTAL_REFUSALS.invalidDates);
      return;
    }
    // With a driver, or driving themselves with the licence uploaded (the contract's two shapes).
    const licenceId = licence.licence?.id;
    const driver = values.driverRequired
      ? ({ driverRequired: true } as const)
      : licenceId
        ? ({ driverRequired: false, driversLicenseId: licenceId } as const)
        : null;
    if (!driver) {
      licence.setError(problem("Driver's license is required when you drive yourself"));
      refuse(RENTAL_REFUSALS.licenceRequired);
      return;
    }
    const cost = quoteRental(car.dailyRate, count, values.driverRequired);
    const extrasCost = quoteExtras(car.extras, values.extras, count);
    const result = await run({
      booking: {
        serviceType: 'car',
        serviceId: car.id,
        customerName: values.fullName,
        customerEmail: values.email || undefined,
        customerPhone: values.phone,
        guests: 1,
        startDate: values.pickupDate,
        endDate: values.returnDate,
        // The same sum the server makes from the same rules (cents, then dollars).
        totalAmount: Math.round((cost.total + extrasCost.total) * 100) / 100,
        metadata: {
          pickupLocation: values.pickupLocation,
          ...(values.returnLocation ? { returnLocation: values.returnLocation } : {}),
          pickupTime: values.pickupTime,
          returnTime: values.returnTime,
          ...driver,
          ...(values.extras.length > 0 ? { extras: values.extras } : {}),
          ...(values.specialNotes ? { specialRequests: values.specialNotes } : {}),
        },
      },
      paymentDescription: paymentDescriptions.car(car.make, car.model, count),
      texts: BOOKING_TEXTS.car,
    });
    if (result) onBooked();
  };

  return {
    form,
    schedule,
    days,
    driverRequired,
    extras,
    licence,
    submit: form.handleSubmit(send),
    submitting,
  };
}
