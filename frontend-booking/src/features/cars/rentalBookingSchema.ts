import { z } from 'zod';
import {
  LIMIT_MESSAGES,
  MAX_RENTAL_DAYS,
  rentalDaysOf,
  SPECIAL_REQUESTS_MAX_LENGTH,
  todayIso,
} from '@salone/booking-rules';
import { contactShape } from '../../shared/contactSchema';

/** The rental form (docs/product.md, validation); the bounds are @salone/booking-rules'. */
export const rentalBookingSchema = z
  .object({
    ...contactShape,
    pickupDate: z
      .string()
      .min(1, 'Pickup date is required')
      // Same words as the server's refusal, said before the round trip.
      .refine((day) => day >= todayIso(), LIMIT_MESSAGES.pickupPast),
    pickupTime: z.string().min(1, 'Pickup time is required'),
    returnDate: z.string().min(1, 'Return date is required'),
    returnTime: z.string().min(1, 'Return time is required'),
    pickupLocation: z.string().min(1, 'Pickup location is required'),
    returnLocation: z.string(),
    driverRequired: z.boolean(),
    /** Names of the car's extras to add (priced by @salone/booking-rules' quoteExtras). */
    extras: z.array(z.string()),
    specialNotes: z
      .string()
      .trim()
      .max(
        SPECIAL_REQUESTS_MAX_LENGTH,
        `Please keep notes under ${SPECIAL_REQUESTS_MAX_LENGTH} characters`,
      ),
  })
  .refine(
    (values) =>
      rentalDaysOf(values.pickupDate, values.pickupTime, values.returnDate, values.returnTime) <=
      MAX_RENTAL_DAYS,
    { path: ['returnDate'], message: LIMIT_MESSAGES.rentalTooLong },
  );

export type RentalFormValues = z.infer<typeof rentalBookingSchema>;

/** The refusals at submit (docs/product.md, errors). */
export const RENTAL_REFUSALS = {
  invalidDates: { title: 'Invalid dates', description: 'Return date must be after pickup date' },
  licenceRequired: {
    title: "Driver's license required",
    description: "Please upload your driver's license if you don't need a driver",
  },
};
