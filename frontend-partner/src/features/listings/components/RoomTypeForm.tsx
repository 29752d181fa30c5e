import type { FormLayout } from '../kinds/formLayout';
import { roomSchema, type RoomValues } from '../kinds/room';
import { PartForm, type PartFormProps } from './PartForm';

const ROOM_LAYOUT: FormLayout<RoomValues> = [
  {
    field: 'roomType',
    label: 'Room type name',
    hint: 'e.g. Standard Double',
    required: true,
    maxLength: 120,
  },
  {
    row: [
      { field: 'price', label: 'Price a night (US$)', inputMode: 'decimal', required: true },
      { field: 'capacity', label: 'Guests it sleeps', inputMode: 'numeric', required: true },
      {
        field: 'units',
        label: 'Units',
        hint: 'Identical rooms of this type',
        inputMode: 'numeric',
        required: true,
      },
    ],
  },
  {
    field: 'description',
    label: 'Room description',
    control: 'textarea',
    rows: 3,
    required: true,
    maxLength: 2000,
  },
  {
    field: 'amenities',
    label: 'Room amenities',
    control: 'textarea',
    rows: 3,
    hint: 'One a line, e.g. Air conditioning',
  },
  {
    field: 'isAvailable',
    label: 'Offered for booking',
    control: 'checkbox',
    hint: 'When off, travellers see the room type as unavailable.',
  },
];

/** A room type's fields: added with 'Add room type', changed with 'Save room type'. */
export function RoomTypeForm(props: PartFormProps<RoomValues>) {
  return <PartForm {...props} schema={roomSchema} layout={ROOM_LAYOUT} />;
}
