import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { CarDto } from '@salone/api-client/catalogue';
import {
  CAR_TIME_SLOTS,
  DRIVER_CENTS_PER_DAY,
  quoteExtras,
  quoteRental,
  selectableExtras,
  toDollars,
} from '@salone/booking-rules';
import { Checkbox, CheckboxGroup, Select, TextField, theme } from '@salone/ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TotalBox } from '../../../shared/bookingForm';
import { DocumentUpload } from '../../../shared/DocumentUpload';
import type { Licence } from '../hooks/useRentalForm';
import type { RentalFormValues } from '../rentalBookingSchema';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { useProblemText } from '../../../shared/problems';

type Form = UseFormReturn<RentalFormValues>;

const TIME_OPTIONS = CAR_TIME_SLOTS.map((time) => ({ value: time, label: time }));

/** The driver service's price per day. */
const DRIVER_PER_DAY = toDollars(DRIVER_CENTS_PER_DAY);

interface ScheduleProps {
  form: Form;
  /** The pickup day limits the return day; today limits both. */
  pickupDate: string;
  today: string;
}

/** Pickup and return: days and times, every 30 minutes. */
export function RentalScheduleFields({ form, pickupDate, today }: ScheduleProps) {
  const t = useT(bookingMessages);
  const problem = useProblemText();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <StyledGrid>
      <TextField
        label={t('rental.pickupDate')}
        type="date"
        min={today}
        required
        {...register('pickupDate')}
        error={problem(errors.pickupDate?.message)}
      />
      <Select
        label={t('rental.pickupTime')}
        placeholder={t('rental.selectTime')}
        options={TIME_OPTIONS}
        required
        {...register('pickupTime')}
        error={problem(errors.pickupTime?.message)}
      />
      <TextField
        label={t('rental.returnDate')}
        type="date"
        min={pickupDate || today}
        required
        {...register('returnDate')}
        error={problem(errors.returnDate?.message)}
      />
      <Select
        label={t('rental.returnTime')}
        placeholder={t('rental.selectTime')}
        options={TIME_OPTIONS}
        required
        {...register('returnTime')}
        error={problem(errors.returnTime?.message)}
      />
    </StyledGrid>
  );
}

/** Where the car is picked up and left, among the car's own places. */
export function RentalPlaceFields({ form, car }: { form: Form; car: CarDto }) {
  const t = useT(bookingMessages);
  const problem = useProblemText();
  const {
    register,
    formState: { errors },
  } = form;
  const locationOptions = car.pickupLocations.map((place) => ({ value: place, label: place }));
  return (
    <>
      <Select
        label={t('rental.pickupLocation')}
        placeholder={t('rental.selectLocation')}
        options={locationOptions}
        required
        {...register('pickupLocation')}
        error={problem(errors.pickupLocation?.message)}
      />
      <Select
        label={t('rental.returnLocation')}
        placeholder={t('rental.sameAsPickup')}
        options={locationOptions}
        {...register('returnLocation')}
      />
    </>
  );
}

interface DriverProps {
  form: Form;
  driverRequired: boolean;
  licence: Licence;
}

/** A professional driver, or the traveller's own licence (uploaded) when they drive. */
export function DriverOrLicenceFields({ form, driverRequired, licence }: DriverProps) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  return (
    <>
      <Checkbox
        label={t('rental.needDriver', { price: prices.price(DRIVER_PER_DAY) })}
        hint={t('rental.driverHint')}
        {...form.register('driverRequired')}
      />
      {!driverRequired && (
        <DocumentUpload
          label={t('rental.licence')}
          purpose="drivers_license"
          value={licence.licence}
          onChange={licence.change}
          error={licence.error}
          onUploadingChange={licence.setUploading}
          hint={t('rental.licenceHint')}
        />
      )}
    </>
  );
}

/** The car's extras the traveller can add (GPS, child seat, an additional driver...). */
export function RentalExtrasField({ form, car }: { form: Form; car: CarDto }) {
  const prices = usePrices();
  const offered = selectableExtras(car.extras);
  const t = useT(bookingMessages);
  if (offered.length === 0) return null;
  return (
    <Controller
      control={form.control}
      name="extras"
      render={({ field }) => (
        <CheckboxGroup
          legend={t('car.extras')}
          name="extras"
          options={offered.map((extra) => ({
            value: extra.name,
            label: t('rental.extraOption', {
              name: extra.name,
              price: t(`car.unit.${extra.unit}`, { price: prices.price(extra.price) }),
            }),
          }))}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}

interface TotalProps {
  car: CarDto;
  days: number;
  driverRequired: boolean;
  /** Names of the chosen extras. */
  extras: string[];
  /** Whether all four of the pickup and return days and times are chosen. */
  scheduleComplete: boolean;
}

/** Days times the daily rate, the driver's days, and the total; or what is missing. */
export function RentalTotal({ car, days, driverRequired, extras, scheduleComplete }: TotalProps) {
  const prices = usePrices();
  const price = quoteRental(car.dailyRate, days, driverRequired);
  const added = quoteExtras(car.extras, extras, days);
  const total = Math.round((price.total + added.total) * 100) / 100;
  const t = useT(bookingMessages);
  const dayCount = t('rental.days', { count: days });
  return (
    <TotalBox aria-live="polite">
      {days > 0 ? (
        <StyledLines>
          <div>
            <dt>{t('rental.times', { days: dayCount, price: prices.price(car.dailyRate) })}</dt>
            <dd>{prices.price(price.rental)}</dd>
          </div>
          {driverRequired && (
            <div>
              <dt>
                {t('rental.driverLine', { days: dayCount, price: prices.price(DRIVER_PER_DAY) })}
              </dt>
              <dd>{prices.price(price.driver)}</dd>
            </div>
          )}
          {added.lines.map((line) => (
            <div key={line.name}>
              <dt>
                {line.name}
                {line.unit === 'day'
                  ? `: ${t('rental.times', { days: dayCount, price: prices.price(line.price) })}`
                  : ''}
              </dt>
              <dd>{prices.price(line.cost)}</dd>
            </div>
          ))}
          <StyledTotal>
            <dt>{t('common.total')}</dt>
            <dd>{prices.price(total)}</dd>
          </StyledTotal>
          <StyledDeposit>
            <dt>{t('rental.deposit')}</dt>
            <dd>{prices.price(car.terms.deposit)}</dd>
          </StyledDeposit>
        </StyledLines>
      ) : (
        <StyledHint>
          {days < 0 || scheduleComplete ? t('problem.returnAfterPickup') : t('rental.chooseDates')}
        </StyledHint>
      )}
    </TotalBox>
  );
}

const StyledGrid = styled.div`
  display: grid;
  gap: ${theme.space[4]}px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const StyledLines = styled.dl`
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]}px;
  margin: 0;

  > div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[3]}px;
  }

  dd {
    margin: 0;
  }
`;

const StyledTotal = styled.div`
  padding-top: ${theme.space[1]}px;
  border-top: 1px solid ${theme.colors.border};
  font-weight: ${theme.fontWeights.bold};

  dd {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primary};
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const StyledDeposit = styled.div`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
