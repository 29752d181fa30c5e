import { z } from 'zod';
import { FIELD_MESSAGES } from '../../shared/bookingTexts';
import { todayIso } from '../../shared/format';

/** Guests per hotel booking (spec section 9). */
export const MAX_GUESTS = 10;
/** A room's capacity when it states none (spec section 9). */
export const DEFAULT_ROOM_CAPACITY = 2;

const guestsMessage = `Guests must be between 1 and ${MAX_GUESTS}`;

/**
 * Field rules of the hotel booking form (spec section 5). The room choice, the room's
 * capacity and the order of the dates are checked at submit and answered with a toast
 * (spec section 8), so they are not here.
 */
export const hotelBookingSchema = z.object({
  roomId: z.string(),
  checkIn: z
    .string()
    .min(1, 'Check-in date is required')
    // Same words as the server's refusal, said before the round trip.
    .refine((day) => day >= todayIso(), 'Check-in date cannot be in the past'),
  checkOut: z.string().min(1, 'Check-out date is required'),
  fullName: z
    .string()
    .trim()
    .min(2, FIELD_MESSAGES.fullName)
    .max(120, FIELD_MESSAGES.fullNameTooLong),
  email: z.email(FIELD_MESSAGES.email),
  phone: z.string().trim().min(10, FIELD_MESSAGES.phone).max(40, FIELD_MESSAGES.phoneTooLong),
  guests: z.number().int().min(1, guestsMessage).max(MAX_GUESTS, guestsMessage),
  specialRequests: z.string().max(1000, 'Please keep this under 1000 characters'),
});

export type HotelBookingValues = z.infer<typeof hotelBookingSchema>;
