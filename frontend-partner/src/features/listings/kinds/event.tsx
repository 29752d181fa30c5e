import { z } from 'zod';
import {
  useCreateEventMutation,
  useUpdateEventMutation,
  type EventDto,
  type EventInputDto,
} from '@salone/api-client/partner';
import { fromLines, lines, numberText, optionalWhole, text, toLines, whole } from './fieldRules';
import { LocationPicker, locationInput, locationOf, locationSchema, NO_LOCATION } from './location';
import type { KindEditor } from './types';

const CATEGORIES = [
  { value: 'music', label: 'eventForm.category.music' },
  { value: 'cultural', label: 'eventForm.category.cultural' },
  { value: 'festival', label: 'eventForm.category.festival' },
  { value: 'food', label: 'eventForm.category.food' },
  { value: 'sports', label: 'eventForm.category.sports' },
] as const;

/** A date and time as `datetime-local` gives it; Sierra Leone keeps UTC (ruling 15). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const toIso = (local: string) => `${local}:00.000Z`;
const fromIso = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

const eventSchema = z
  .object({
    ...locationSchema,
    title: text('Title', 160),
    category: z.enum(['music', 'cultural', 'festival', 'food', 'sports'], {
      error: 'Category must be one of: cultural, festival, music, food, sports',
    }),
    description: text('Description', 5000),
    location: text('Location', 200),
    city: text('City', 80),
    startDate: z.string().regex(DATE_TIME, 'Start date must be a date and time'),
    endDate: z.union([
      z.literal(''),
      z.string().regex(DATE_TIME, 'End date must be a date and time'),
    ]),
    capacity: optionalWhole('Capacity', 1, 1_000_000),
    included: lines('Included'),
    excluded: lines('Excluded'),
    venue: z.object({
      name: text('Venue name', 160),
      address: text('Venue address', 240),
      capacity: whole('Venue capacity', 1, 1_000_000),
      facilities: lines('Venue facilities'),
      directions: text('Directions', 1000),
    }),
  })
  .refine((values) => !values.endDate || values.endDate > values.startDate, {
    path: ['endDate'],
    message: 'End date must be after the start date',
  });

export type EventValues = z.infer<typeof eventSchema>;

function toEventInput(values: EventValues): EventInputDto {
  return {
    ...locationInput(values),
    title: values.title.trim(),
    category: values.category,
    description: values.description.trim(),
    location: values.location.trim(),
    city: values.city.trim(),
    startDate: toIso(values.startDate),
    ...(values.endDate ? { endDate: toIso(values.endDate) } : {}),
    ...(values.capacity ? { capacity: Number(values.capacity) } : {}),
    included: toLines(values.included),
    excluded: toLines(values.excluded),
    venue: {
      name: values.venue.name.trim(),
      address: values.venue.address.trim(),
      capacity: Number(values.venue.capacity),
      facilities: toLines(values.venue.facilities),
      directions: values.venue.directions.trim(),
    },
  };
}

export const eventEditor: KindEditor<EventValues> = {
  kind: 'event',
  createLabel: 'eventForm.create',
  schema: eventSchema,
  empty: () => ({
    ...NO_LOCATION,
    title: '',
    category: 'music',
    description: '',
    location: '',
    city: '',
    startDate: '',
    endDate: '',
    capacity: '',
    included: '',
    excluded: '',
    venue: { name: '', address: '', capacity: '', facilities: '', directions: '' },
  }),
  fromListing: (listing) => {
    const event = listing.details as EventDto;
    return {
      ...locationOf(event),
      title: event.title,
      category: event.category,
      description: event.description,
      location: event.location,
      city: event.city,
      startDate: fromIso(event.startDate),
      endDate: fromIso(event.endDate),
      capacity: numberText(event.capacity),
      included: fromLines(event.included),
      excluded: fromLines(event.excluded),
      venue: {
        name: event.venue.name,
        address: event.venue.address,
        capacity: numberText(event.venue.capacity),
        facilities: fromLines(event.venue.facilities),
        directions: event.venue.directions,
      },
    };
  },
  fields: [
    { field: 'title', label: 'eventForm.title', required: true, maxLength: 160 },
    {
      row: [
        {
          field: 'category',
          label: 'eventForm.category',
          control: 'select',
          required: true,
          options: CATEGORIES,
        },
        { field: 'city', label: 'eventForm.city', required: true, maxLength: 80 },
      ],
    },
    {
      field: 'location',
      label: 'eventForm.location',
      required: true,
      maxLength: 200,
      hint: 'eventForm.locationHint',
    },
    {
      row: [
        {
          field: 'startDate',
          label: 'eventForm.startDate',
          control: 'datetime',
          required: true,
          hint: 'eventForm.startDateHint',
        },
        {
          field: 'endDate',
          label: 'eventForm.endDate',
          control: 'datetime',
          hint: 'eventForm.endDateHint',
        },
        {
          field: 'capacity',
          label: 'eventForm.capacity',
          inputMode: 'numeric',
          hint: 'eventForm.capacityHint',
        },
      ],
    },
    {
      field: 'description',
      label: 'eventForm.description',
      control: 'textarea',
      required: true,
      rows: 5,
      maxLength: 5000,
    },
    {
      row: [
        {
          field: 'included',
          label: 'eventForm.included',
          control: 'textarea',
          rows: 3,
          hint: 'eventForm.includedHint',
        },
        {
          field: 'excluded',
          label: 'eventForm.excluded',
          control: 'textarea',
          rows: 3,
          hint: 'eventForm.excludedHint',
        },
      ],
    },
    {
      group: 'eventForm.group.venue',
      items: [
        {
          row: [
            { field: 'venue.name', label: 'eventForm.venue.name', required: true, maxLength: 160 },
            {
              field: 'venue.capacity',
              label: 'eventForm.venue.capacity',
              inputMode: 'numeric',
              required: true,
            },
          ],
        },
        {
          field: 'venue.address',
          label: 'eventForm.venue.address',
          required: true,
          maxLength: 240,
        },
        {
          field: 'venue.directions',
          label: 'eventForm.venue.directions',
          control: 'textarea',
          required: true,
          rows: 2,
          maxLength: 1000,
        },
        {
          field: 'venue.facilities',
          label: 'eventForm.venue.facilities',
          control: 'textarea',
          rows: 3,
          hint: 'eventForm.venue.facilitiesHint',
        },
      ],
    },
    { special: LocationPicker },
  ],
  useSaver: function useEventSaver() {
    const [create] = useCreateEventMutation();
    const [update] = useUpdateEventMutation();
    return {
      create: (orgId, values) => create({ orgId, eventInputDto: toEventInput(values) }).unwrap(),
      update: (orgId, id, values) =>
        update({ orgId, id, updateEventDto: toEventInput(values) }).unwrap(),
    };
  },
};
