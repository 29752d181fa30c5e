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

/**
 * One participant's details: the bounds and words of @salone/booking-rules. A participant's
 * e-mail may be left empty (docs/decisions/participant-email-optional.md); the lead's is the
 * booking's own and follows the account's rule (below).
 */
const participantSchema = z.object({
  name: z
    .string()
    .trim()
    .min(NAME_MIN_LENGTH, CUSTOMER_MESSAGES.name)
    .max(NAME_MAX_LENGTH, CUSTOMER_MESSAGES.nameTooLong),
  phone: contactShape.phone,
  email: z.union([z.literal(''), contactShape.email]),
});

const tourShape = {
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
};

/**
 * The tour form (docs/product.md: entities, validation). The lead participant's e-mail is the
 * booking's: required, except for an account with a verified phone and no e-mail address.
 */
export const tourBookingSchemaFor = (leadEmailRequired: boolean) =>
  z.object(tourShape).superRefine((values, context) => {
    const lead = values.participants[0];
    if (leadEmailRequired && lead && lead.email === '') {
      context.addIssue({
        code: 'custom',
        path: ['participants', 0, 'email'],
        message: CUSTOMER_MESSAGES.email,
      });
    }
  });

/** The rule for every account with an e-mail address, and for a visitor. */
export const tourBookingSchema = tourBookingSchemaFor(true);

export type TourFormInput = z.input<typeof tourBookingSchema>;
export type TourFormOutput = z.output<typeof tourBookingSchema>;
