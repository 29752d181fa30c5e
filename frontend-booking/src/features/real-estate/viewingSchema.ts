import { z } from 'zod';
import { SPECIAL_REQUESTS_MAX_LENGTH } from '@salone/booking-rules';
import { contactShape } from '../../shared/contactSchema';
import { VIEWING_MESSAGES } from './propertyRules';

/** The viewing form (docs/product.md: entities, validation). */
export const viewingSchema = z.object({
  ...contactShape,
  viewingDate: z.string().min(1, VIEWING_MESSAGES.viewingDate),
  viewingTime: z.string().min(1, VIEWING_MESSAGES.viewingTime),
  purpose: z
    .string()
    .refine((value) => value === 'buy' || value === 'rent', VIEWING_MESSAGES.purpose),
  specialRequests: z
    .string()
    .trim()
    .max(
      SPECIAL_REQUESTS_MAX_LENGTH,
      `Please keep special requests under ${SPECIAL_REQUESTS_MAX_LENGTH} characters`,
    ),
});

export type ViewingFormInput = z.input<typeof viewingSchema>;
export type ViewingFormOutput = z.output<typeof viewingSchema>;
