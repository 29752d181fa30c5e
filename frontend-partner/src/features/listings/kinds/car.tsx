import { z } from 'zod';
import {
  useCreateCarMutation,
  useUpdateCarMutation,
  type CarDto,
  type CarInputDto,
} from '@salone/api-client/partner';
import { Checkbox, Select, TextArea, TextField } from '@salone/ui';
import { dollars, dollarsOrZero, fromLines, lines, text, toLines, whole } from './fieldRules';
import { StyledFields, StyledGroup, StyledRow } from './layout';
import type { KindEditor } from './types';

const TYPES = ['SUV', 'Sedan', 'Hatchback', 'Pickup'] as const;

const carSchema = z.object({
  make: text('Make', 60),
  model: text('Model', 60),
  year: whole('Year', 1990, 2100),
  type: z.enum(TYPES, { error: 'Type must be one of: SUV, Sedan, Hatchback, Pickup' }),
  dailyRate: dollars('Daily rate', 10_000),
  location: text('Location', 120),
  seats: whole('Seats', 1, 60),
  transmission: text('Transmission', 20),
  fuelType: text('Fuel type', 20),
  features: lines('Features'),
  pickupLocations: lines('Pickup locations', 20, 120),
  isAvailable: z.boolean(),
  terms: z.object({
    minimumAge: whole('Minimum age', 18, 99),
    deposit: dollarsOrZero('Deposit', 100_000),
    lateReturnFeePerHour: dollarsOrZero('Late return fee', 10_000),
    fuelPolicy: text('Fuel policy', 200),
    mileage: text('Mileage', 200),
    insurance: text('Insurance', 300),
    cancellation: text('Cancellation', 300),
  }),
});

export type CarValues = z.infer<typeof carSchema>;

function toCarInput(values: CarValues): CarInputDto {
  const { terms } = values;
  return {
    make: values.make.trim(),
    model: values.model.trim(),
    year: Number(values.year),
    type: values.type,
    dailyRate: Number(values.dailyRate),
    location: values.location.trim(),
    seats: Number(values.seats),
    transmission: values.transmission.trim(),
    fuelType: values.fuelType.trim(),
    features: toLines(values.features),
    pickupLocations: toLines(values.pickupLocations),
    isAvailable: values.isAvailable,
    terms: {
      minimumAge: Number(terms.minimumAge),
      deposit: Number(terms.deposit),
      lateReturnFeePerHour: Number(terms.lateReturnFeePerHour),
      fuelPolicy: terms.fuelPolicy.trim(),
      mileage: terms.mileage.trim(),
      insurance: terms.insurance.trim(),
      cancellation: terms.cancellation.trim(),
    },
  };
}

export const carEditor: KindEditor<CarValues> = {
  kind: 'car',
  createLabel: 'Create car',
  schema: carSchema,
  empty: () => ({
    make: '',
    model: '',
    year: '',
    type: 'SUV',
    dailyRate: '',
    location: '',
    seats: '5',
    transmission: 'Automatic',
    fuelType: 'Petrol',
    features: '',
    pickupLocations: '',
    isAvailable: true,
    terms: {
      minimumAge: '23',
      deposit: '0',
      lateReturnFeePerHour: '0',
      fuelPolicy: 'Full to full',
      mileage: 'Unlimited mileage within Sierra Leone',
      insurance: '',
      cancellation: 'Free cancellation up to 12 hours before pickup',
    },
  }),
  fromListing: (listing) => {
    const car = listing.details as CarDto;
    return {
      make: car.make,
      model: car.model,
      year: String(car.year),
      type: car.type,
      dailyRate: String(car.dailyRate),
      location: car.location,
      seats: String(car.seats),
      transmission: car.transmission,
      fuelType: car.fuelType,
      features: fromLines(car.features),
      pickupLocations: fromLines(car.pickupLocations),
      isAvailable: car.isAvailable,
      terms: {
        minimumAge: String(car.terms.minimumAge),
        deposit: String(car.terms.deposit),
        lateReturnFeePerHour: String(car.terms.lateReturnFeePerHour),
        fuelPolicy: car.terms.fuelPolicy,
        mileage: car.terms.mileage,
        insurance: car.terms.insurance,
        cancellation: car.terms.cancellation,
      },
    };
  },
  Fields: function CarFields({ form }) {
    const {
      register,
      formState: { errors },
    } = form;
    const terms = errors.terms;
    return (
      <StyledFields>
        <StyledRow>
          <TextField
            label="Make"
            required
            maxLength={60}
            hint="e.g. Toyota"
            {...register('make')}
            error={errors.make?.message}
          />
          <TextField
            label="Model"
            required
            maxLength={60}
            hint="e.g. RAV4"
            {...register('model')}
            error={errors.model?.message}
          />
          <TextField
            label="Year"
            inputMode="numeric"
            required
            {...register('year')}
            error={errors.year?.message}
          />
        </StyledRow>
        <StyledRow>
          <Select
            label="Type"
            required
            options={TYPES.map((type) => ({ value: type, label: type }))}
            {...register('type')}
            error={errors.type?.message}
          />
          <TextField
            label="Seats"
            inputMode="numeric"
            required
            {...register('seats')}
            error={errors.seats?.message}
          />
          <TextField
            label="Daily rate (US$)"
            inputMode="decimal"
            required
            {...register('dailyRate')}
            error={errors.dailyRate?.message}
          />
        </StyledRow>
        <StyledRow>
          <Select
            label="Transmission"
            required
            options={[
              { value: 'Automatic', label: 'Automatic' },
              { value: 'Manual', label: 'Manual' },
            ]}
            {...register('transmission')}
            error={errors.transmission?.message}
          />
          <TextField
            label="Fuel type"
            required
            maxLength={20}
            {...register('fuelType')}
            error={errors.fuelType?.message}
          />
        </StyledRow>
        <TextField
          label="Location"
          required
          maxLength={120}
          hint="Where the car is based"
          {...register('location')}
          error={errors.location?.message}
        />
        <TextArea
          label="Pickup locations"
          rows={3}
          hint="One a line, e.g. Freetown International Airport"
          {...register('pickupLocations')}
          error={errors.pickupLocations?.message}
        />
        <TextArea
          label="Features"
          rows={3}
          hint="One a line, e.g. Air conditioning"
          {...register('features')}
          error={errors.features?.message}
        />
        <Checkbox
          label="Offered for rent"
          hint="When off, travellers see the car as unavailable."
          {...register('isAvailable')}
        />
        <StyledGroup>
          <legend>Rental terms</legend>
          <StyledRow>
            <TextField
              label="Minimum age"
              inputMode="numeric"
              required
              {...register('terms.minimumAge')}
              error={terms?.minimumAge?.message}
            />
            <TextField
              label="Deposit (US$)"
              inputMode="decimal"
              required
              {...register('terms.deposit')}
              error={terms?.deposit?.message}
            />
            <TextField
              label="Late return fee an hour (US$)"
              inputMode="decimal"
              required
              {...register('terms.lateReturnFeePerHour')}
              error={terms?.lateReturnFeePerHour?.message}
            />
          </StyledRow>
          <TextField
            label="Fuel policy"
            required
            maxLength={200}
            {...register('terms.fuelPolicy')}
            error={terms?.fuelPolicy?.message}
          />
          <TextField
            label="Mileage"
            required
            maxLength={200}
            {...register('terms.mileage')}
            error={terms?.mileage?.message}
          />
          <TextField
            label="Insurance"
            required
            maxLength={300}
            hint="e.g. Comprehensive insurance with a $500 excess"
            {...register('terms.insurance')}
            error={terms?.insurance?.message}
          />
          <TextField
            label="Cancellation"
            required
            maxLength={300}
            {...register('terms.cancellation')}
            error={terms?.cancellation?.message}
          />
        </StyledGroup>
      </StyledFields>
    );
  },
  useSaver: function useCarSaver() {
    const [create] = useCreateCarMutation();
    const [update] = useUpdateCarMutation();
    return {
      create: (orgId, values) => create({ orgId, carInputDto: toCarInput(values) }).unwrap(),
      update: (orgId, id, values) =>
        update({ orgId, id, updateCarDto: toCarInput(values) }).unwrap(),
    };
  },
};
