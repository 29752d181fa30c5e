import { z } from 'zod';
import {
  CUSTOMER_MESSAGES as MESSAGES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
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
  phone: z
    .string()
    .trim()
    .min(PHONE_MIN_LENGTH, MESSAGES.phone)
    .max(PHONE_MAX_LENGTH, MESSAGES.phoneTooLong),
};
