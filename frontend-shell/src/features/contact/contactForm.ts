import type { ContactMessage } from './useSendContactMessage';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** The server's limits (backend contact DTO); the inputs stop typing at them too. */
export const CONTACT_MAX_LENGTH: Record<keyof ContactFormValues, number> = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 150,
  message: 5000,
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field messages for what is wrong, empty when the form can be sent. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Valid email is required';
  if (!values.subject.trim()) errors.subject = 'Subject is required';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}

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
