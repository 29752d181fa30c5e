import { usePrices } from '@salone/host';
import type { CarDto } from '@salone/api-client/catalogue';
import { Dialog, TextArea } from '@salone/ui';
import {
  BookingForm,
  ContactFields,
  DialogActions,
  MOBILE_MONEY_PHONE,
} from '../../shared/bookingForm';
import type { RentalDates } from './carFormat';
import {
  DriverOrLicenceFields,
  RentalExtrasField,
  RentalPlaceFields,
  RentalScheduleFields,
  RentalTotal,
} from './components/RentalFields';
import { useRentalForm } from './hooks/useRentalForm';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';
import { useProblemText } from '../../shared/problems';

interface CarRentalDialogProps {
  car: CarDto;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Days the traveller already searched for (home search, list), used as the defaults. */
  dates?: RentalDates;
  /** A trip plan's car comes with its driver ticked. */
  withDriver?: boolean;
}

/**
 * Rental booking for one car (docs/product.md: entities, validation, constants). Closing it
 * clears the form.
 */
export function CarRentalDialog({
  car,
  open,
  onOpenChange,
  dates,
  withDriver = false,
}: CarRentalDialogProps) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('rental.title', { car: `${car.make} ${car.model}` })}
      description={t('rental.description', {
        price: prices.price(car.dailyRate),
        location: car.location,
      })}
      size="md"
    >
      <RentalForm
        car={car}
        dates={dates}
        withDriver={withDriver}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

interface RentalFormProps {
  car: CarDto;
  dates?: RentalDates;
  withDriver: boolean;
  onDone(): void;
}

function RentalForm({ car, dates, withDriver, onDone }: RentalFormProps) {
  const rental = useRentalForm(car, dates, onDone, withDriver);
  const { form, schedule, days, driverRequired, extras, licence } = rental;
  const {
    register,
    formState: { errors },
  } = form;
  const t = useT(bookingMessages);
  const problem = useProblemText();
  const scheduleComplete = Boolean(
    schedule.pickupDate && schedule.returnDate && schedule.pickupTime && schedule.returnTime,
  );
  return (
    <BookingForm noValidate onSubmit={rental.submit}>
      <ContactFields register={register} errors={errors} phone={MOBILE_MONEY_PHONE} />
      <RentalScheduleFields form={form} pickupDate={schedule.pickupDate} today={schedule.today} />
      <RentalPlaceFields form={form} car={car} />
      <DriverOrLicenceFields form={form} driverRequired={driverRequired} licence={licence} />
      <RentalExtrasField form={form} car={car} />
      <TextArea
        label={t('rental.notes')}
        rows={3}
        {...register('specialNotes')}
        error={problem(errors.specialNotes?.message)}
      />
      <RentalTotal
        car={car}
        days={days}
        driverRequired={driverRequired}
        extras={extras}
        scheduleComplete={scheduleComplete}
      />
      <DialogActions
        onCancel={onDone}
        submitting={rental.submitting}
        disabled={days === 0 || licence.uploading}
      />
    </BookingForm>
  );
}
