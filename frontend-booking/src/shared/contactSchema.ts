import { z } from 'zod';
import {
  CUSTOMER_MESSAGES as MESSAGES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  isValidPhone,
  PHONE_MESSAGE,
} from '@salone/booking-rules';

/**
 * Rules of the contact fields (docs/product.md, validation), spread into each booking form's
 * schema.
 */
export const contactShape = {
  fullName: z
    .string()
    .trim()
    .min(NAME_MIN_LENGTH, MESSAGES.fullName)
    .max(NAME_MAX_LENGTH, MESSAGES.fullNameTooLong),
  email: z.string().trim().max(EMAIL_MAX_LENGTH, MESSAGES.email).pipe(z.email(MESSAGES.email)),
  // The server's rule (Sierra Leone by default, others with their +code); it stores E.164.
  phone: z.string().trim().refine(isValidPhone, PHONE_MESSAGE),
};
