import { z } from 'zod';
import {
  useCreateTourMutation,
  useUpdateTourMutation,
  type TourDto,
  type TourInputDto,
} from '@salone/api-client/partner';
import {
  dollars,
  fromLines,
  HALF_HOURS,
  lines,
  numberText,
  optionalText,
  optionalWhole,
  serviceTime,
  text,
  toLines,
  toNumberOrNull,
  whole,
} from './fieldRules';
import { DEFAULT_TOUR_START_TIME } from '@salone/booking-rules';
import { LocationPicker, locationInput, locationOf, locationSchema, NO_LOCATION } from './location';
import type { KindEditor } from './types';

const DIFFICULTIES = ['easy', 'moderate', 'challenging', 'difficult'] as const;

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((value) => ({
  value,
  label: `tourForm.difficulty.${value}` as const,
}));

const tourSchema = z.object({
  ...locationSchema,
  title: text('Title', 160),
  location: text('Location', 160),
  city: text('City', 80),
  description: text('Description', 5000),
  difficulty: z.enum(DIFFICULTIES, {
    error: 'Difficulty must be one of: easy, moderate, challenging, difficult',
  }),
  duration: text('Duration', 60),
  startTime: serviceTime('Start time'),
  price: dollars('Price', 100_000),
  transport: text('Transport', 200),
  meetingPoint: optionalText('Meeting point', 200),
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
    ...locationInput(values),
    title: values.title.trim(),
    location: values.location.trim(),
    city: values.city.trim(),
    description: values.description.trim(),
    difficulty: values.difficulty,
    duration: values.duration.trim(),
    startTime: values.startTime,
    price: Number(values.price),
    transport: values.transport.trim(),
    // Left out when empty: the server takes a meeting point or none, not an empty one.
    meetingPoint: values.meetingPoint.trim() || undefined,
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
  createLabel: 'tourForm.create',
  schema: tourSchema,
  empty: () => ({
    ...NO_LOCATION,
    title: '',
    location: '',
    city: '',
    description: '',
    difficulty: 'easy',
    duration: '',
    startTime: DEFAULT_TOUR_START_TIME,
    price: '',
    transport: '',
    meetingPoint: '',
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
      ...locationOf(tour),
      title: tour.title,
      location: tour.location,
      city: tour.city,
      description: tour.description,
      difficulty: tour.difficulty,
      duration: tour.duration,
      startTime: tour.startTime ?? DEFAULT_TOUR_START_TIME,
      price: String(tour.price),
      transport: tour.transport,
      meetingPoint: tour.meetingPoint ?? '',
      maxGroupSize: String(tour.maxGroupSize),
      privateGroupsPerDay: numberText(listing.privateGroupsPerDay ?? 0),
      privateGroupLimit: numberText(listing.privateGroupLimit),
      includedActivities: fromLines(tour.includedActivities),
      meals: fromLines(tour.meals),
      whatToBring: fromLines(tour.whatToBring),
      languages: fromLines(tour.languages),
    };
  },
  fields: [
    { field: 'title', label: 'tourForm.title', required: true, maxLength: 160 },
    {
      row: [
        { field: 'location', label: 'tourForm.location', required: true, maxLength: 160 },
        { field: 'city', label: 'tourForm.city', required: true, maxLength: 80 },
      ],
    },
    {
      row: [
        {
          field: 'difficulty',
          label: 'tourForm.difficulty',
          control: 'select',
          required: true,
          options: DIFFICULTY_OPTIONS,
        },
        {
          field: 'duration',
          label: 'tourForm.duration',
          required: true,
          maxLength: 60,
          hint: 'tourForm.durationHint',
        },
        {
          field: 'startTime',
          label: 'tourForm.startTime',
          control: 'select',
          required: true,
          options: HALF_HOURS,
          hint: 'tourForm.startTimeHint',
        },
        {
          field: 'price',
          label: 'tourForm.price',
          inputMode: 'decimal',
          required: true,
          hint: 'tourForm.priceHint',
        },
      ],
    },
    {
      field: 'description',
      label: 'tourForm.description',
      control: 'textarea',
      required: true,
      rows: 5,
      maxLength: 5000,
    },
    {
      group: 'tourForm.group.departures',
      items: [
        {
          row: [
            {
              field: 'maxGroupSize',
              label: 'tourForm.maxGroupSize',
              inputMode: 'numeric',
              required: true,
              hint: 'tourForm.maxGroupSizeHint',
            },
            {
              field: 'privateGroupsPerDay',
              label: 'tourForm.privateGroupsPerDay',
              inputMode: 'numeric',
              required: true,
              hint: 'tourForm.privateGroupsPerDayHint',
            },
            {
              field: 'privateGroupLimit',
              label: 'tourForm.privateGroupLimit',
              inputMode: 'numeric',
              hint: 'tourForm.privateGroupLimitHint',
            },
          ],
        },
      ],
    },
    {
      row: [
        {
          field: 'transport',
          label: 'tourForm.transport',
          required: true,
          maxLength: 200,
          hint: 'tourForm.transportHint',
        },
        {
          field: 'meetingPoint',
          label: 'tourForm.meetingPoint',
          maxLength: 200,
          hint: 'tourForm.meetingPointHint',
        },
      ],
    },
    {
      row: [
        {
          field: 'includedActivities',
          label: 'tourForm.includedActivities',
          control: 'textarea',
          rows: 3,
          hint: 'tourForm.includedActivitiesHint',
        },
        {
          field: 'meals',
          label: 'tourForm.meals',
          control: 'textarea',
          rows: 3,
          hint: 'tourForm.mealsHint',
        },
      ],
    },
    {
      row: [
        {
          field: 'whatToBring',
          label: 'tourForm.whatToBring',
          control: 'textarea',
          rows: 3,
          hint: 'tourForm.whatToBringHint',
        },
        {
          field: 'languages',
          label: 'tourForm.languages',
          control: 'textarea',
          rows: 3,
          hint: 'tourForm.languagesHint',
        },
      ],
    },
    { special: LocationPicker },
  ],
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
