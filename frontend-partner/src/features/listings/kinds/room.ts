import { z } from 'zod';
import type { PartnerRoomDto, RoomInputDto } from '@salone/api-client/partner';
import { dollars, fromLines, lines, text, toLines, whole } from './fieldRules';

export const roomSchema = z.object({
  roomType: text('Room type', 120),
  price: dollars('Price', 100_000),
  capacity: whole('Capacity', 1, 10),
  units: whole('Units', 1, 1000),
  description: text('Description', 2000),
  amenities: lines('Amenities'),
  isAvailable: z.boolean(),
});

export type RoomValues = z.infer<typeof roomSchema>;

export const emptyRoom = (): RoomValues => ({
  roomType: '',
  price: '',
  capacity: '2',
  units: '1',
  description: '',
  amenities: '',
  isAvailable: true,
});

export const roomValues = (room: PartnerRoomDto): RoomValues => ({
  roomType: room.roomType,
  price: String(room.price),
  capacity: String(room.capacity),
  units: String(room.units),
  description: room.description,
  amenities: fromLines(room.amenities),
  isAvailable: room.isAvailable,
});

export const toRoomInput = (values: RoomValues): RoomInputDto => ({
  roomType: values.roomType.trim(),
  price: Number(values.price),
  capacity: Number(values.capacity),
  units: Number(values.units),
  description: values.description.trim(),
  amenities: toLines(values.amenities),
  isAvailable: values.isAvailable,
});
