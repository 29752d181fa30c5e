import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { PHONE_HINT } from '@salone/booking-rules';
import { Button, TextArea, TextField, toast, theme } from '@salone/ui';
import {
  CONTACT_MAX_LENGTH,
  contactSchema,
  EMPTY_CONTACT_FORM,
  toContactMessage,
  type ContactFormValues,
} from '../contactForm';
import { useSendContactMessage } from '../useSendContactMessage';

export const CONTACT_TEXT = {
  sentTitle: 'Message Sent!',
  sentText: "We'll get back to you within 24 hours.",
  failedTitle: 'Error',
  failedText: 'Failed to send message. Please try again.',
} as const;

/**
 * What the failure toast says. The product's text, except when the server refused the message
 * for a reason trying again will not fix (a field it would not accept, too many messages):
 * then its own message says what to do. Reads `status` and
 * `serverMessage`, which both the api client's `ApiError` carry.
 */
function failureText(error: unknown): string {
  const { status, serverMessage } = (error ?? {}) as { status?: unknown; serverMessage?: unknown };
  if ((status === 400 || status === 429) && typeof serverMessage === 'string' && serverMessage) {
    return serverMessage;
  }
  return CONTACT_TEXT.failedText;
}

/**
 * The contact form: name, email, optional phone, subject and message, sent to the team.
 * Errors show when it is sent, focus goes to the first wrong field, and each error clears as
 * soon as its field is right.
 */
export function ContactForm() {
  const [send, { isLoading }] = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT_FORM,
  });

  const field = (name: keyof ContactFormValues) => ({
    ...register(name),
    maxLength: CONTACT_MAX_LENGTH[name],
    error: errors[name]?.message,
  });

  const submit = handleSubmit(async (values) => {
    if (isLoading) return;
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
    reset(EMPTY_CONTACT_FORM);
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <StyledRow>
        <TextField label="Name" autoComplete="name" required {...field('name')} />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...field('email')}
        />
      </StyledRow>
      <StyledRow>
        <TextField
          label="Phone (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={PHONE_HINT}
          {...field('phone')}
        />
        <TextField label="Subject" required {...field('subject')} />
      </StyledRow>
      <TextArea label="Message" rows={6} required {...field('message')} />
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
  gap: ${theme.space[4]}px;

  > button {
    align-self: flex-start;
  }
`;

const StyledRow = styled.div`
  display: grid;
  gap: ${theme.space[4]}px;

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledNote = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
