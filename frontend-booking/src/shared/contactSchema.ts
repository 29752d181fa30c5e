import { z } from 'zod';
import { FIELD_MESSAGES } from './bookingTexts';

/** Rules of the contact fields (spec section 5), spread into each booking form's schema. */
export const contactShape = {
  fullName: z.string().trim().min(2, FIELD_MESSAGES.fullName),
  email: z.string().trim().pipe(z.email(FIELD_MESSAGES.email)),
  phone: z.string().trim().min(10, FIELD_MESSAGES.phone),
};
