import { z } from 'zod';
import { FIELD_MESSAGES } from './bookingTexts';

/** Rules of the contact fields (spec section 5), spread into each booking form's schema. */
export const contactShape = {
  fullName: z
    .string()
    .trim()
    .min(2, FIELD_MESSAGES.fullName)
    .max(120, FIELD_MESSAGES.fullNameTooLong),
  email: z.string().trim().max(254, FIELD_MESSAGES.email).pipe(z.email(FIELD_MESSAGES.email)),
  phone: z.string().trim().min(10, FIELD_MESSAGES.phone).max(40, FIELD_MESSAGES.phoneTooLong),
};
