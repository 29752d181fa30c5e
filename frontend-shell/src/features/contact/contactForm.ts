import { z } from 'zod';
import { isValidPhone, PHONE_INPUT_MAX_LENGTH, PHONE_MESSAGE } from '@salone/booking-rules';
import type { ContactMessage } from './useSendContactMessage';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's limits (backend contact DTO); the inputs stop typing at them too. */
export const CONTACT_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: PHONE_INPUT_MAX_LENGTH,
  subject: 150,
  message: 5000,
} as const;

const text = (field: keyof typeof CONTACT_MAX_LENGTH, label: string) =>
  z
    .string()
    .trim()
    .max(
      CONTACT_MAX_LENGTH[field],
      `${label} must be at most ${CONTACT_MAX_LENGTH[field]} characters`,
    );

/**
 * The contact form's rules (docs/product.md, validation): name, a valid e-mail, subject and
 * message required, phone optional; blank text counts as missing.
 */
export const contactSchema = z.object({
  name: text('name', 'Name').min(1, 'Name is required'),
  email: text('email', 'Email').regex(EMAIL_PATTERN, 'Valid email is required'),
  // Optional; when given, the server's phone rule (it stores E.164).
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || isValidPhone(phone), PHONE_MESSAGE),
  subject: text('subject', 'Subject').min(1, 'Subject is required'),
  message: text('message', 'Message').min(1, 'Message is required'),
});

export type ContactFormValues = z.input<typeof contactSchema>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** The request body: trimmed, with a blank phone left out (it is optional). */
export function toContactMessage(values: ContactFormValues): ContactMessage {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
