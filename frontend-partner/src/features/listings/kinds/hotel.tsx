import { z } from 'zod';
import {
  useCreateHotelMutation,
  useUpdateHotelMutation,
  type HotelDto,
  type HotelInputDto,
} from '@salone/api-client/partner';
import { Select, TextArea, TextField } from '@salone/ui';
import { fromLines, lines, text, toLines, whole } from './fieldRules';
import { StyledFields, StyledRow } from './layout';
import type { KindEditor } from './types';

const hotelSchema = z.object({
  name: text('Name', 160),
  address: text('Address', 240),
  city: text('City', 80),
  description: text('Description', 5000),
  starRating: whole('Star rating', 1, 5),
  amenities: lines('Amenities'),
});

export type HotelValues = z.infer<typeof hotelSchema>;

const STAR_OPTIONS = [1, 2, 3, 4, 5].map((stars) => ({
  value: String(stars),
  label: stars === 1 ? '1 star' : `${stars} stars`,
}));

function toHotelInput(values: HotelValues): HotelInputDto {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    description: values.description.trim(),
    starRating: Number(values.starRating),
    amenities: toLines(values.amenities),
  };
}

export const hotelEditor: KindEditor<HotelValues> = {
  kind: 'hotel',
  createLabel: 'Create hotel',
  schema: hotelSchema,
  empty: () => ({
    name: '',
    address: '',
    city: '',
    description: '',
    starRating: '3',
    amenities: '',
  }),
  fromListing: (listing) => {
    const hotel = listing.details as HotelDto;
    return {
      name: hotel.name,
      address: hotel.address,
      city: hotel.city,
      description: hotel.description,
      starRating: String(hotel.starRating),
      amenities: fromLines(hotel.amenities),
    };
  },
  Fields: function HotelFields({ form }) {
    const {
      register,
      formState: { errors },
    } = form;
    return (
      <StyledFields>
        <TextField
          label="Name"
          required
          maxLength={160}
          {...register('name')}
          error={errors.name?.message}
        />
        <TextField
          label="Address"
          required
          maxLength={240}
          autoComplete="street-address"
          {...register('address')}
          error={errors.address?.message}
        />
        <StyledRow>
          <TextField
            label="City"
            required
            maxLength={80}
            hint="Town or area, e.g. Freetown"
            {...register('city')}
            error={errors.city?.message}
          />
          <Select
            label="Star rating"
            required
            options={STAR_OPTIONS}
            {...register('starRating')}
            error={errors.starRating?.message}
          />
        </StyledRow>
        <TextArea
          label="Description"
          required
          rows={5}
          maxLength={5000}
          {...register('description')}
          error={errors.description?.message}
        />
        <TextArea
          label="Amenities"
          rows={4}
          hint="One a line, e.g. Free WiFi"
          {...register('amenities')}
          error={errors.amenities?.message}
        />
      </StyledFields>
    );
  },
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
