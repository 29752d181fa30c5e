import { z } from 'zod';
import type { ApplyOperatorDto } from '@salone/api-client/partner';
import { isValidPhone, PHONE_INPUT_MAX_LENGTH, PHONE_MESSAGE } from '@salone/booking-rules';
import type { PartnerKey } from '../../i18n';

/** The service kinds an organisation may offer, as the backend names them, and their messages. */
export const SERVICE_KIND_OPTIONS: {
  value: ApplyOperatorDto['serviceKinds'][number];
  label: PartnerKey;
}[] = [
  { value: 'hotel', label: 'apply.kind.hotel' },
  { value: 'event', label: 'apply.kind.event' },
  { value: 'car', label: 'apply.kind.car' },
  { value: 'tour', label: 'apply.kind.tour' },
  { value: 'property', label: 'apply.kind.property' },
];

/** The backend's limits and messages (ApplyOperatorDto), so the form says what the server would. */
export const APPLY_MAX_LENGTH = {
  name: 160,
  contactPhone: PHONE_INPUT_MAX_LENGTH,
  contactEmail: 254,
  registrationNumber: 60,
  payoutNumber: PHONE_INPUT_MAX_LENGTH,
} as const;

/** The server's phone rule (it stores E.164). */
const phone = () => z.string().trim().refine(isValidPhone, PHONE_MESSAGE);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const applySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(APPLY_MAX_LENGTH.name, 'Name must be at most 160 characters'),
  serviceKinds: z
    .array(z.enum(['hotel', 'event', 'car', 'tour', 'property']))
    .min(1, 'Choose at least one service kind'),
  contactPhone: phone(),
  contactEmail: z
    .string()
    .trim()
    .max(APPLY_MAX_LENGTH.contactEmail, 'Contact email must be at most 254 characters')
    .regex(EMAIL_PATTERN, 'Contact email must be a valid email address'),
  registrationNumber: z
    .string()
    .trim()
    .min(1, 'Registration number is required')
    .max(APPLY_MAX_LENGTH.registrationNumber, 'Registration number must be at most 60 characters'),
  payoutNumber: phone(),
});

export type ApplyFormValues = z.input<typeof applySchema>;
export type ApplyFormField = keyof ApplyFormValues;

export function emptyApplication(email = ''): ApplyFormValues {
  return {
    name: '',
    serviceKinds: [],
    contactPhone: '',
    contactEmail: email,
    registrationNumber: '',
    payoutNumber: '',
  };
}

/** The request body: every text trimmed. */
export function toApplication(values: ApplyFormValues): ApplyOperatorDto {
  return applySchema.parse(values);
}

/** The server's per-field refusals (`details: [{field, message}]`) for the form's own fields. */
export function serverFieldErrors(error: unknown): { field: ApplyFormField; message: string }[] {
  const data = (error as { data?: { details?: unknown } } | undefined)?.data;
  const details = Array.isArray(data?.details) ? data.details : [];
  const known = Object.keys(applySchema.shape);
  return details.flatMap((detail: { field?: unknown; message?: unknown }) =>
    typeof detail?.field === 'string' &&
    known.includes(detail.field) &&
    typeof detail.message === 'string'
      ? [{ field: detail.field as ApplyFormField, message: detail.message }]
      : [],
  );
}
