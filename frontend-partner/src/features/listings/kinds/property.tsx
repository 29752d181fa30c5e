import { z } from 'zod';
import {
  useCreatePropertyMutation,
  useUpdatePropertyMutation,
  type PropertyDto,
  type PropertyInputDto,
} from '@salone/api-client/partner';
import { Checkbox, Select, TextArea, TextField } from '@salone/ui';
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
import { StyledFields, StyledGroup, StyledRow } from './layout';
import type { KindEditor } from './types';
import { ViewingHours } from './ViewingHours';

const TYPES = [
  { value: 'house', label: 'House' },
  { value: 'apartment', label: 'Apartment' },
  { value: 'land', label: 'Land' },
  { value: 'commercial', label: 'Commercial' },
] as const;

const propertySchema = z
  .object({
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
  createLabel: 'Create property',
  schema: propertySchema,
  empty: () => ({
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
  Fields: function PropertyFields({ form }) {
    const {
      register,
      formState: { errors },
    } = form;
    return (
      <StyledFields>
        <TextField
          label="Title"
          required
          maxLength={160}
          {...register('title')}
          error={errors.title?.message}
        />
        <TextField
          label="Address"
          required
          maxLength={240}
          {...register('address')}
          error={errors.address?.message}
        />
        <StyledRow>
          <Select
            label="Type"
            required
            options={[...TYPES]}
            {...register('type')}
            error={errors.type?.message}
          />
          <TextField
            label="Size"
            required
            maxLength={60}
            hint="e.g. 1,100 sq ft"
            {...register('size')}
            error={errors.size?.message}
          />
        </StyledRow>
        <StyledGroup>
          <legend>Sale or rent</legend>
          <Checkbox label="For sale" {...register('isForSale')} error={errors.isForSale?.message} />
          <Checkbox label="For rent" {...register('isForRent')} />
          <StyledRow>
            <TextField
              label="Price (US$)"
              inputMode="decimal"
              required
              hint="The sale price, or the monthly rent when only for rent"
              {...register('price')}
              error={errors.price?.message}
            />
            <TextField
              label="Monthly rent (US$)"
              inputMode="decimal"
              hint="When it is for sale and for rent"
              {...register('monthlyRent')}
              error={errors.monthlyRent?.message}
            />
          </StyledRow>
        </StyledGroup>
        <TextArea
          label="Description"
          required
          rows={5}
          maxLength={5000}
          {...register('description')}
          error={errors.description?.message}
        />
        <StyledRow>
          <TextField
            label="Bedrooms"
            inputMode="numeric"
            {...register('bedrooms')}
            error={errors.bedrooms?.message}
          />
          <TextField
            label="Bathrooms"
            inputMode="numeric"
            {...register('bathrooms')}
            error={errors.bathrooms?.message}
          />
          <TextField
            label="Year built"
            inputMode="numeric"
            {...register('yearBuilt')}
            error={errors.yearBuilt?.message}
          />
        </StyledRow>
        <StyledRow>
          <TextField
            label="Parking"
            required
            maxLength={120}
            {...register('parking')}
            error={errors.parking?.message}
          />
          <TextField
            label="Utilities a month (US$)"
            inputMode="decimal"
            required
            {...register('utilities')}
            error={errors.utilities?.message}
          />
          <TextField
            label="Maintenance a month (US$)"
            inputMode="decimal"
            required
            {...register('maintenance')}
            error={errors.maintenance?.message}
          />
        </StyledRow>
        <TextArea
          label="Features"
          rows={3}
          hint="One a line, e.g. Balcony"
          {...register('features')}
          error={errors.features?.message}
        />
        <ViewingHours form={form} />
      </StyledFields>
    );
  },
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
