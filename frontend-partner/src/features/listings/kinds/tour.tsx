import { z } from 'zod';
import {
  useCreateTourMutation,
  useUpdateTourMutation,
  type TourDto,
  type TourInputDto,
} from '@salone/api-client/partner';
import { Select, TextArea, TextField } from '@salone/ui';
import {
  dollars,
  fromLines,
  lines,
  numberText,
  optionalWhole,
  text,
  toLines,
  toNumberOrNull,
  whole,
} from './fieldRules';
import { StyledFields, StyledGroup, StyledRow } from './layout';
import type { KindEditor } from './types';

const DIFFICULTIES = ['easy', 'moderate', 'challenging', 'difficult'] as const;

const tourSchema = z.object({
  title: text('Title', 160),
  location: text('Location', 160),
  city: text('City', 80),
  description: text('Description', 5000),
  difficulty: z.enum(DIFFICULTIES, {
    error: 'Difficulty must be one of: easy, moderate, challenging, difficult',
  }),
  duration: text('Duration', 60),
  price: dollars('Price', 100_000),
  transport: text('Transport', 200),
  maxGroupSize: whole('Max group size', 1, 100),
  privateGroupsPerDay: whole('Private groups per day', 0, 50),
  privateGroupLimit: optionalWhole('Private group limit', 1, 200),
  includedActivities: lines('Included activities'),
  meals: lines('Meals', 10),
  whatToBring: lines('What to bring'),
  languages: lines('Languages', 10, 40),
});

export type TourValues = z.infer<typeof tourSchema>;

function toTourInput(values: TourValues): TourInputDto {
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    city: values.city.trim(),
    description: values.description.trim(),
    difficulty: values.difficulty,
    duration: values.duration.trim(),
    price: Number(values.price),
    transport: values.transport.trim(),
    maxGroupSize: Number(values.maxGroupSize),
    privateGroupsPerDay: Number(values.privateGroupsPerDay),
    privateGroupLimit: toNumberOrNull(values.privateGroupLimit),
    includedActivities: toLines(values.includedActivities),
    meals: toLines(values.meals),
    whatToBring: toLines(values.whatToBring),
    languages: toLines(values.languages),
  };
}

export const tourEditor: KindEditor<TourValues> = {
  kind: 'tour',
  createLabel: 'Create tour',
  schema: tourSchema,
  empty: () => ({
    title: '',
    location: '',
    city: '',
    description: '',
    difficulty: 'easy',
    duration: '',
    price: '',
    transport: '',
    maxGroupSize: '12',
    privateGroupsPerDay: '1',
    privateGroupLimit: '',
    includedActivities: '',
    meals: '',
    whatToBring: '',
    languages: 'English\nKrio',
  }),
  fromListing: (listing) => {
    const tour = listing.details as TourDto;
    return {
      title: tour.title,
      location: tour.location,
      city: tour.city,
      description: tour.description,
      difficulty: tour.difficulty,
      duration: tour.duration,
      price: String(tour.price),
      transport: tour.transport,
      maxGroupSize: String(tour.maxGroupSize),
      privateGroupsPerDay: numberText(listing.privateGroupsPerDay ?? 0),
      privateGroupLimit: numberText(listing.privateGroupLimit),
      includedActivities: fromLines(tour.includedActivities),
      meals: fromLines(tour.meals),
      whatToBring: fromLines(tour.whatToBring),
      languages: fromLines(tour.languages),
    };
  },
  Fields: function TourFields({ form }) {
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
        <StyledRow>
          <TextField
            label="Location"
            required
            maxLength={160}
            {...register('location')}
            error={errors.location?.message}
          />
          <TextField
            label="City"
            required
            maxLength={80}
            {...register('city')}
            error={errors.city?.message}
          />
        </StyledRow>
        <StyledRow>
          <Select
            label="Difficulty"
            required
            options={DIFFICULTIES.map((value) => ({
              value,
              label: value[0].toUpperCase() + value.slice(1),
            }))}
            {...register('difficulty')}
            error={errors.difficulty?.message}
          />
          <TextField
            label="Duration"
            required
            maxLength={60}
            hint="e.g. Half day (4 hours)"
            {...register('duration')}
            error={errors.duration?.message}
          />
          <TextField
            label="Price a person (US$)"
            inputMode="decimal"
            required
            hint="On a private tour each person pays 2.5 times this"
            {...register('price')}
            error={errors.price?.message}
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
        <StyledGroup>
          <legend>Departures</legend>
          <StyledRow>
            <TextField
              label="Seats a departure"
              inputMode="numeric"
              required
              hint="Travellers on one shared departure"
              {...register('maxGroupSize')}
              error={errors.maxGroupSize?.message}
            />
            <TextField
              label="Private groups a day"
              inputMode="numeric"
              required
              hint="0 when you take no private groups"
              {...register('privateGroupsPerDay')}
              error={errors.privateGroupsPerDay?.message}
            />
            <TextField
              label="Largest private group"
              inputMode="numeric"
              hint="Optional; the seats a departure when empty"
              {...register('privateGroupLimit')}
              error={errors.privateGroupLimit?.message}
            />
          </StyledRow>
        </StyledGroup>
        <TextField
          label="Transport"
          required
          maxLength={200}
          hint="e.g. Air-conditioned minibus from Freetown"
          {...register('transport')}
          error={errors.transport?.message}
        />
        <StyledRow>
          <TextArea
            label="Included activities"
            rows={3}
            hint="One a line"
            {...register('includedActivities')}
            error={errors.includedActivities?.message}
          />
          <TextArea
            label="Meals"
            rows={3}
            hint="One a line"
            {...register('meals')}
            error={errors.meals?.message}
          />
        </StyledRow>
        <StyledRow>
          <TextArea
            label="What to bring"
            rows={3}
            hint="One a line"
            {...register('whatToBring')}
            error={errors.whatToBring?.message}
          />
          <TextArea
            label="Languages"
            rows={3}
            hint="One a line"
            {...register('languages')}
            error={errors.languages?.message}
          />
        </StyledRow>
      </StyledFields>
    );
  },
  useSaver: function useTourSaver() {
    const [create] = useCreateTourMutation();
    const [update] = useUpdateTourMutation();
    return {
      create: (orgId, values) => create({ orgId, tourInputDto: toTourInput(values) }).unwrap(),
      update: (orgId, id, values) =>
        update({ orgId, id, updateTourDto: toTourInput(values) }).unwrap(),
    };
  },
};
