import { z } from 'zod';
import {
  useCreateHotelMutation,
  useUpdateHotelMutation,
  type HotelDto,
  type HotelInputDto,
} from '@salone/api-client/partner';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME } from '@salone/booking-rules';
import { fromLines, HALF_HOURS, lines, serviceTime, text, toLines, whole } from './fieldRules';
import { LocationPicker, locationInput, locationOf, locationSchema, NO_LOCATION } from './location';
import type { KindEditor } from './types';

const hotelSchema = z.object({
  ...locationSchema,
  name: text('Name', 160),
  address: text('Address', 240),
  city: text('City', 80),
  description: text('Description', 5000),
  starRating: whole('Star rating', 1, 5),
  amenities: lines('Amenities'),
  checkInTime: serviceTime('Check-in time'),
  checkOutTime: serviceTime('Check-out time'),
});

export type HotelValues = z.infer<typeof hotelSchema>;

const STAR_OPTIONS = [1, 2, 3, 4, 5].map((stars) => ({
  value: String(stars),
  label: 'hotelForm.starRating.option' as const,
  values: { stars },
}));

function toHotelInput(values: HotelValues): HotelInputDto {
  return {
    ...locationInput(values),
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    description: values.description.trim(),
    starRating: Number(values.starRating),
    amenities: toLines(values.amenities),
    checkInTime: values.checkInTime,
    checkOutTime: values.checkOutTime,
  };
}

export const hotelEditor: KindEditor<HotelValues> = {
  kind: 'hotel',
  createLabel: 'hotelForm.create',
  schema: hotelSchema,
  empty: () => ({
    ...NO_LOCATION,
    name: '',
    address: '',
    city: '',
    description: '',
    starRating: '3',
    amenities: '',
    checkInTime: DEFAULT_CHECK_IN_TIME,
    checkOutTime: DEFAULT_CHECK_OUT_TIME,
  }),
  fromListing: (listing) => {
    const hotel = listing.details as HotelDto;
    return {
      ...locationOf(hotel),
      name: hotel.name,
      address: hotel.address,
      city: hotel.city,
      description: hotel.description,
      starRating: String(hotel.starRating),
      amenities: fromLines(hotel.amenities),
      checkInTime: hotel.checkInTime ?? DEFAULT_CHECK_IN_TIME,
      checkOutTime: hotel.checkOutTime ?? DEFAULT_CHECK_OUT_TIME,
    };
  },
  fields: [
    { field: 'name', label: 'hotelForm.name', required: true, maxLength: 160 },
    {
      field: 'address',
      label: 'hotelForm.address',
      required: true,
      maxLength: 240,
      autoComplete: 'street-address',
    },
    {
      row: [
        {
          field: 'city',
          label: 'hotelForm.city',
          required: true,
          maxLength: 80,
          hint: 'hotelForm.cityHint',
        },
        {
          field: 'starRating',
          label: 'hotelForm.starRating',
          control: 'select',
          required: true,
          options: STAR_OPTIONS,
        },
      ],
    },
    {
      field: 'description',
      label: 'hotelForm.description',
      control: 'textarea',
      required: true,
      rows: 5,
      maxLength: 5000,
    },
    {
      field: 'amenities',
      label: 'hotelForm.amenities',
      control: 'textarea',
      rows: 4,
      hint: 'hotelForm.amenitiesHint',
    },
    {
      row: [
        {
          field: 'checkInTime',
          label: 'hotelForm.checkInTime',
          control: 'select',
          required: true,
          options: HALF_HOURS,
          hint: 'hotelForm.timesHint',
        },
        {
          field: 'checkOutTime',
          label: 'hotelForm.checkOutTime',
          control: 'select',
          required: true,
          options: HALF_HOURS,
        },
      ],
    },
    { special: LocationPicker },
  ],
  useSaver: function useHotelSaver() {
    const [create] = useCreateHotelMutation();
    const [update] = useUpdateHotelMutation();
    return {
      create: (orgId, values) => create({ orgId, hotelInputDto: toHotelInput(values) }).unwrap(),
      update: (orgId, id, values) =>
        update({ orgId, id, updateHotelDto: toHotelInput(values) }).unwrap(),
    };
  },
};
