import type { FormLayout } from '../kinds/formLayout';
import { roomSchema, type RoomValues } from '../kinds/room';
import { PartForm, type PartFormProps } from './PartForm';

const ROOM_LAYOUT: FormLayout<RoomValues> = [
  {
    field: 'roomType',
    label: 'roomForm.roomType',
    hint: 'roomForm.roomTypeHint',
    required: true,
    maxLength: 120,
  },
  {
    row: [
      { field: 'price', label: 'roomForm.price', inputMode: 'decimal', required: true },
      { field: 'capacity', label: 'roomForm.capacity', inputMode: 'numeric', required: true },
      {
        field: 'units',
        label: 'roomForm.units',
        hint: 'roomForm.unitsHint',
        inputMode: 'numeric',
        required: true,
      },
    ],
  },
  {
    field: 'description',
    label: 'roomForm.description',
    control: 'textarea',
    rows: 3,
    required: true,
    maxLength: 2000,
  },
  {
    field: 'amenities',
    label: 'roomForm.amenities',
    control: 'textarea',
    rows: 3,
    hint: 'roomForm.amenitiesHint',
  },
  {
    field: 'isAvailable',
    label: 'roomForm.isAvailable',
    control: 'checkbox',
    hint: 'roomForm.isAvailableHint',
  },
];

/** A room type's fields: added with 'Add room type', changed with 'Save room type'. */
export function RoomTypeForm(props: PartFormProps<RoomValues>) {
  return <PartForm {...props} schema={roomSchema} layout={ROOM_LAYOUT} />;
}
