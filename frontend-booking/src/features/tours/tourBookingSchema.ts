import { z } from 'zod';
import {
  CUSTOMER_MESSAGES,
  MAX_TOUR_PARTICIPANTS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from '@salone/booking-rules';
import { todayIso } from '@salone/format';
import { contactShape } from '../../shared/contactSchema';
import { TOUR_MESSAGES } from './tourRules';

/** One participant's details: the bounds and words of @salone/booking-rules. */
const participantSchema = z.object({
  name: z
    .string()
    .trim()
    .min(NAME_MIN_LENGTH, CUSTOMER_MESSAGES.name)
    .max(NAME_MAX_LENGTH, CUSTOMER_MESSAGES.nameTooLong),
  phone: contactShape.phone,
  email: contactShape.email,
});

/** The tour form (docs/product.md: entities, validation). */
export const tourBookingSchema = z.object({
  tourType: z
    .string()
    .refine((value) => value === 'private' || value === 'shared', TOUR_MESSAGES.tourType),
  tourDate: z
    .string()
    .min(1, TOUR_MESSAGES.tourDate)
    .refine((value) => value === '' || value >= todayIso(), TOUR_MESSAGES.tourDatePast),
  numberOfParticipants: z
    .number(TOUR_MESSAGES.participantsCount)
    .int(TOUR_MESSAGES.participantsCount)
    .min(1, TOUR_MESSAGES.participantsCount)
    .max(MAX_TOUR_PARTICIPANTS, TOUR_MESSAGES.participantsCount),
  preferredLanguage: z.string().min(1, TOUR_MESSAGES.language),
  participants: z.array(participantSchema).min(1, TOUR_MESSAGES.atLeastOne),
});

export type TourFormInput = z.input<typeof tourBookingSchema>;
export type TourFormOutput = z.output<typeof tourBookingSchema>;
