import { z } from 'zod';
import {
  CUSTOMER_MESSAGES,
  LIMIT_MESSAGES,
  MAX_HOTEL_GUESTS,
  MAX_NIGHTS,
  SPECIAL_REQUESTS_MAX_LENGTH,
  stayNights,
} from '@salone/booking-rules';
import { todayIso } from '@salone/format';
import { contactShape } from '../../shared/contactSchema';

const guestsMessage = `Guests must be between 1 and ${MAX_HOTEL_GUESTS}`;

/**
 * Field rules of the hotel booking form (docs/product.md, validation). The room choice, the room's
 * capacity and the order of the dates are checked at submit and answered with a toast
 * (docs/product.md, errors), so they are not here.
 */
export const hotelBookingSchema = z
  .object({
    roomId: z.string(),
    checkIn: z
      .string()
      .min(1, 'Check-in date is required')
      // Same words as the server's refusal, said before the round trip.
      .refine((day) => day >= todayIso(), LIMIT_MESSAGES.checkInPast),
    checkOut: z.string().min(1, 'Check-out date is required'),
    fullName: contactShape.fullName,
    email: z.email(CUSTOMER_MESSAGES.email),
    phone: contactShape.phone,
    guests: z.number().int().min(1, guestsMessage).max(MAX_HOTEL_GUESTS, guestsMessage),
    specialRequests: z
      .string()
      .max(
        SPECIAL_REQUESTS_MAX_LENGTH,
        `Please keep this under ${SPECIAL_REQUESTS_MAX_LENGTH} characters`,
      ),
  })
  // The limits the server enforces, said on the field before the round trip.
  .superRefine((values, ctx) => {
    if (stayNights(values.checkIn, values.checkOut) > MAX_NIGHTS) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: LIMIT_MESSAGES.stayTooLong });
    }
  });

export type HotelBookingValues = z.infer<typeof hotelBookingSchema>;
