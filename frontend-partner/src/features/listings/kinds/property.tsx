import { z } from 'zod';
import {
  useCreatePropertyMutation,
  useUpdatePropertyMutation,
  type PropertyDto,
  type PropertyInputDto,
} from '@salone/api-client/partner';
import {
  dollars,
  dollarsOrZero,
  fromLines,
  lines,
  numberText,
  optionalDollars,
  optionalWhole,
  text,
  toLines,
  toNumberOrNull,
} from './fieldRules';
import { LocationPicker, locationInput, locationOf, locationSchema, NO_LOCATION } from './location';
import type { KindEditor } from './types';
import { ViewingHours } from './ViewingHours';

const TYPES = [
  { value: 'house', label: 'propertyForm.type.house' },
  { value: 'apartment', label: 'propertyForm.type.apartment' },
  { value: 'land', label: 'propertyForm.type.land' },
  { value: 'commercial', label: 'propertyForm.type.commercial' },
] as const;

const propertySchema = z
  .object({
    ...locationSchema,
    title: text('Title', 160),
    address: text('Address', 240),
    description: text('Description', 5000),
    type: z.enum(['house', 'apartment', 'land', 'commercial'], {
      error: 'Type must be one of: house, apartment, land, commercial',
    }),
    isForSale: z.boolean(),
    isForRent: z.boolean(),
    price: dollars('Price', 100_000_000),
    monthlyRent: optionalDollars('Monthly rent', 10_000_000),
    bedrooms: optionalWhole('Bedrooms', 0, 50),
    bathrooms: optionalWhole('Bathrooms', 0, 50),
    size: text('Size', 60),
    yearBuilt: optionalWhole('Year built', 1800, 2100),
    parking: text('Parking', 120),
    utilities: dollarsOrZero('Utilities', 100_000),
    maintenance: dollarsOrZero('Maintenance', 100_000),
    features: lines('Features'),
    viewingDays: z.array(z.string()),
    viewingTimes: z.array(z.string()),
    isActive: z.boolean(),
  })
  .refine((values) => values.isForSale || values.isForRent, {
    path: ['isForSale'],
    message: 'A property must be for sale, for rent, or both',
  });

export type PropertyValues = z.infer<typeof propertySchema>;

function toPropertyInput(values: PropertyValues): PropertyInputDto {
  return {
    ...locationInput(values),
    title: values.title.trim(),
    address: values.address.trim(),
    description: values.description.trim(),
    type: values.type,
    isForSale: values.isForSale,
    isForRent: values.isForRent,
    price: Number(values.price),
    monthlyRent: toNumberOrNull(values.monthlyRent),
    bedrooms: toNumberOrNull(values.bedrooms),
    bathrooms: toNumberOrNull(values.bathrooms),
    size: values.size.trim(),
    yearBuilt: toNumberOrNull(values.yearBuilt),
    parking: values.parking.trim(),
    utilities: Number(values.utilities),
    maintenance: Number(values.maintenance),
    features: toLines(values.features),
    viewingDays: values.viewingDays.map(Number).sort((a, b) => a - b),
    viewingTimes: [...values.viewingTimes].sort(),
    isActive: values.isActive,
  };
}

export const propertyEditor: KindEditor<PropertyValues> = {
  kind: 'property',
  createLabel: 'propertyForm.create',
  schema: propertySchema,
  empty: () => ({
    ...NO_LOCATION,
    title: '',
    address: '',
    description: '',
    type: 'apartment',
    isForSale: false,
    isForRent: true,
    price: '',
    monthlyRent: '',
    bedrooms: '',
    bathrooms: '',
    size: '',
    yearBuilt: '',
    parking: '',
    utilities: '0',
    maintenance: '0',
    features: '',
    viewingDays: ['1', '2', '3', '4', '5', '6'],
    viewingTimes: ['10:00', '11:00', '14:00', '15:00'],
    isActive: true,
  }),
  fromListing: (listing) => {
    const property = listing.details as PropertyDto;
    return {
      ...locationOf(property),
      title: property.title,
      address: property.address,
      description: property.description,
      type: property.type,
      isForSale: property.isForSale,
      isForRent: property.isForRent,
      price: String(property.price),
      monthlyRent: numberText(property.monthlyRent),
      bedrooms: numberText(property.bedrooms),
      bathrooms: numberText(property.bathrooms),
      size: property.size,
      yearBuilt: numberText(property.yearBuilt),
      parking: property.propertyDetails.parking,
      utilities: String(property.financials.utilities),
      maintenance: String(property.financials.maintenance),
      features: fromLines(property.features),
      viewingDays: (listing.viewingDays ?? []).map(String),
      viewingTimes: listing.viewingTimes ?? [],
      isActive: property.isActive,
    };
  },
  fields: [
    { field: 'title', label: 'propertyForm.title', required: true, maxLength: 160 },
    { field: 'address', label: 'propertyForm.address', required: true, maxLength: 240 },
    {
      row: [
        {
          field: 'type',
          label: 'propertyForm.type',
          control: 'select',
          required: true,
          options: TYPES,
        },
        {
          field: 'size',
          label: 'propertyForm.size',
          required: true,
          maxLength: 60,
          hint: 'propertyForm.sizeHint',
        },
      ],
    },
    {
      group: 'propertyForm.group.saleOrRent',
      items: [
        { field: 'isForSale', label: 'propertyForm.isForSale', control: 'checkbox' },
        { field: 'isForRent', label: 'propertyForm.isForRent', control: 'checkbox' },
        {
          row: [
            {
              field: 'price',
              label: 'propertyForm.price',
              inputMode: 'decimal',
              required: true,
              hint: 'propertyForm.priceHint',
            },
            {
              field: 'monthlyRent',
              label: 'propertyForm.monthlyRent',
              inputMode: 'decimal',
              hint: 'propertyForm.monthlyRentHint',
            },
          ],
        },
      ],
    },
    {
      field: 'description',
      label: 'propertyForm.description',
      control: 'textarea',
      required: true,
      rows: 5,
      maxLength: 5000,
    },
    {
      row: [
        { field: 'bedrooms', label: 'propertyForm.bedrooms', inputMode: 'numeric' },
        { field: 'bathrooms', label: 'propertyForm.bathrooms', inputMode: 'numeric' },
        { field: 'yearBuilt', label: 'propertyForm.yearBuilt', inputMode: 'numeric' },
      ],
    },
    {
      row: [
        { field: 'parking', label: 'propertyForm.parking', required: true, maxLength: 120 },
        {
          field: 'utilities',
          label: 'propertyForm.utilities',
          inputMode: 'decimal',
          required: true,
        },
        {
          field: 'maintenance',
          label: 'propertyForm.maintenance',
          inputMode: 'decimal',
          required: true,
        },
      ],
    },
    {
      field: 'features',
      label: 'propertyForm.features',
      control: 'textarea',
      rows: 3,
      hint: 'propertyForm.featuresHint',
    },
    { special: ViewingHours },
    { special: LocationPicker },
  ],
  useSaver: function usePropertySaver() {
    const [create] = useCreatePropertyMutation();
    const [update] = useUpdatePropertyMutation();
    return {
      create: (orgId, values) =>
        create({ orgId, propertyInputDto: toPropertyInput(values) }).unwrap(),
      update: (orgId, id, values) =>
        update({ orgId, id, updatePropertyDto: toPropertyInput(values) }).unwrap(),
    };
  },
};
