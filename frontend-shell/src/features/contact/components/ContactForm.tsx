import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextArea, TextField, toast } from '@salone/ui';
import {
  CONTACT_MAX_LENGTH,
  EMPTY_CONTACT_FORM,
  toContactMessage,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from '../contactForm';
import { useSendContactMessage } from '../useSendContactMessage';

export const CONTACT_TEXT = {
  sentTitle: 'Message Sent!',
  sentText: "We'll get back to you within 24 hours.",
  failedTitle: 'Error',
  failedText: 'Failed to send message. Please try again.',
} as const;

type FieldName = keyof ContactFormValues;
const FIELD_ORDER: readonly FieldName[] = ['name', 'email', 'phone', 'subject', 'message'];

/**
 * What the failure toast says. The spec's text, except when the server refused the message
 * for a reason trying again will not fix (a field it would not accept, too many messages):
 * then its own message says what to do. Reads `status` and `serverMessage`, which both
 * the api client's `ApiError` carry.
 */
function failureText(error: unknown): string {
  const { status, serverMessage } = (error ?? {}) as { status?: unknown; serverMessage?: unknown };
  if ((status === 400 || status === 429) && typeof serverMessage === 'string' && serverMessage) {
    return serverMessage;
  }
  return CONTACT_TEXT.failedText;
}

/** The contact form: name, email, optional phone, subject and message, sent to the team. */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [send, { isLoading }] = useSendContactMessage();
  const fields = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement>>>({});

  const bind = (name: FieldName) => ({
    name,
    value: values[name],
    maxLength: CONTACT_MAX_LENGTH[name],
    error: errors[name],
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (element) fields.current[name] = element;
      else delete fields.current[name];
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      // Once a field shows an error, it clears as soon as the value is right.
      if (errors[name]) setErrors({ ...errors, [name]: validateContactForm(next)[name] });
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus();
      return;
    }
    try {
      await send(toContactMessage(values));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: CONTACT_TEXT.failedTitle,
        description: failureText(error),
      });
      return;
    }
    toast({ title: CONTACT_TEXT.sentTitle, description: CONTACT_TEXT.sentText });
    setValues(EMPTY_CONTACT_FORM);
    setErrors({});
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <StyledRow>
        <TextField label="Name" autoComplete="name" required {...bind('name')} />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...bind('email')}
        />
      </StyledRow>
      <StyledRow>
        <TextField
          label="Phone (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...bind('phone')}
        />
        <TextField label="Subject" required {...bind('subject')} />
      </StyledRow>
      <TextArea label="Message" rows={6} required {...bind('message')} />
      <StyledNote>Fields marked * are required. We reply by e-mail within 24 hours.</StyledNote>
      <Button type="submit" size="lg" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send Message'}
      </Button>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;

  > button {
    align-self: flex-start;
  }
`;

const StyledRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
