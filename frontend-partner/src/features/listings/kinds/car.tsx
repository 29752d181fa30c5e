import { z } from 'zod';
import {
  useCreateCarMutation,
  useUpdateCarMutation,
  type CarDto,
  type CarInputDto,
} from '@salone/api-client/partner';
import { dollars, dollarsOrZero, fromLines, lines, text, toLines, whole } from './fieldRules';
import { LocationPicker, locationInput, locationOf, locationSchema, NO_LOCATION } from './location';
import type { KindEditor } from './types';

const TYPES = ['SUV', 'Sedan', 'Hatchback', 'Pickup'] as const;
const TYPE_OPTIONS = TYPES.map((type) => ({ value: type, label: `carForm.type.${type}` as const }));
const TRANSMISSION_OPTIONS = [
  { value: 'Automatic', label: 'carForm.transmission.Automatic' },
  { value: 'Manual', label: 'carForm.transmission.Manual' },
] as const;

const carSchema = z.object({
  ...locationSchema,
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
    ...locationInput(values),
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
  createLabel: 'carForm.create',
  schema: carSchema,
  empty: () => ({
    ...NO_LOCATION,
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
      ...locationOf(car),
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
  fields: [
    {
      row: [
        {
          field: 'make',
          label: 'carForm.make',
          required: true,
          maxLength: 60,
          hint: 'carForm.makeHint',
        },
        {
          field: 'model',
          label: 'carForm.model',
          required: true,
          maxLength: 60,
          hint: 'carForm.modelHint',
        },
        { field: 'year', label: 'carForm.year', inputMode: 'numeric', required: true },
      ],
    },
    {
      row: [
        {
          field: 'type',
          label: 'carForm.type',
          control: 'select',
          required: true,
          options: TYPE_OPTIONS,
        },
        { field: 'seats', label: 'carForm.seats', inputMode: 'numeric', required: true },
        { field: 'dailyRate', label: 'carForm.dailyRate', inputMode: 'decimal', required: true },
      ],
    },
    {
      row: [
        {
          field: 'transmission',
          label: 'carForm.transmission',
          control: 'select',
          required: true,
          options: TRANSMISSION_OPTIONS,
        },
        { field: 'fuelType', label: 'carForm.fuelType', required: true, maxLength: 20 },
      ],
    },
    {
      field: 'location',
      label: 'carForm.location',
      required: true,
      maxLength: 120,
      hint: 'carForm.locationHint',
    },
    {
      field: 'pickupLocations',
      label: 'carForm.pickupLocations',
      control: 'textarea',
      rows: 3,
      hint: 'carForm.pickupLocationsHint',
    },
    {
      field: 'features',
      label: 'carForm.features',
      control: 'textarea',
      rows: 3,
      hint: 'carForm.featuresHint',
    },
    {
      field: 'isAvailable',
      label: 'carForm.isAvailable',
      control: 'checkbox',
      hint: 'carForm.isAvailableHint',
    },
    {
      group: 'carForm.group.rentalTerms',
      items: [
        {
          row: [
            {
              field: 'terms.minimumAge',
              label: 'carForm.terms.minimumAge',
              inputMode: 'numeric',
              required: true,
            },
            {
              field: 'terms.deposit',
              label: 'carForm.terms.deposit',
              inputMode: 'decimal',
              required: true,
            },
            {
              field: 'terms.lateReturnFeePerHour',
              label: 'carForm.terms.lateReturnFeePerHour',
              inputMode: 'decimal',
              required: true,
            },
          ],
        },
        {
          field: 'terms.fuelPolicy',
          label: 'carForm.terms.fuelPolicy',
          required: true,
          maxLength: 200,
        },
        { field: 'terms.mileage', label: 'carForm.terms.mileage', required: true, maxLength: 200 },
        {
          field: 'terms.insurance',
          label: 'carForm.terms.insurance',
          required: true,
          maxLength: 300,
          hint: 'carForm.terms.insuranceHint',
        },
        {
          field: 'terms.cancellation',
          label: 'carForm.terms.cancellation',
          required: true,
          maxLength: 300,
        },
      ],
    },
    { special: LocationPicker },
  ],
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
