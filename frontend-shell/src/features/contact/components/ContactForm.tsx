import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { PHONE_MESSAGE } from '@salone/booking-rules';
import { useT } from '@salone/i18n';
import { pagesMessages, shellMessages, type PagesKey } from '../../../i18n';
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
  sentTitle: 'contact.form.sentTitle',
  sentText: 'contact.form.sentText',
  failedTitle: 'contact.form.failedTitle',
  failedText: 'contact.form.failedText',
} as const satisfies Record<string, PagesKey>;

/**
 * The form's rule messages (contactForm.ts, in English) by their message in the page's language
 * (docs/decisions/form-rule-words-translated-where-shown.md).
 */
const PROBLEMS: Readonly<Record<string, PagesKey>> = {
  'Name is required': 'contact.problem.name',
  'Valid email is required': 'contact.problem.email',
  'Subject is required': 'contact.problem.subject',
  'Message is required': 'contact.problem.message',
};

/**
 * What the failure toast says. The product's text, except when the server refused the message
 * for a reason trying again will not fix (a field it would not accept, too many messages):
 * then its own message says what to do. Reads `status` and
 * `serverMessage`, which both the api client's `ApiError` carry.
 */
function failureText(error: unknown, fallback: string): string {
  const { status, serverMessage } = (error ?? {}) as { status?: unknown; serverMessage?: unknown };
  if ((status === 400 || status === 429) && typeof serverMessage === 'string' && serverMessage) {
    return serverMessage;
  }
  return fallback;
}

/**
 * The contact form: name, email, optional phone, subject and message, sent to the team.
 * Errors show when it is sent, focus goes to the first wrong field, and each error clears as
 * soon as its field is right.
 */
export function ContactForm() {
  const t = useT(pagesMessages);
  const tShell = useT(shellMessages);
  /** A rule's message in the page's language (the phone rule's is the shell's). */
  const problem = (message: string | undefined) => {
    if (message === undefined) return undefined;
    if (message === PHONE_MESSAGE) return tShell('auth.error.phoneInvalid');
    const key = PROBLEMS[message];
    return key ? t(key) : message;
  };
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
    error: problem(errors[name]?.message),
  });

  const submit = handleSubmit(async (values) => {
    if (isLoading) return;
    try {
      await send(toContactMessage(values));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(CONTACT_TEXT.failedTitle),
        description: failureText(error, t(CONTACT_TEXT.failedText)),
      });
      return;
    }
    toast({ title: t(CONTACT_TEXT.sentTitle), description: t(CONTACT_TEXT.sentText) });
    reset(EMPTY_CONTACT_FORM);
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <StyledRow>
        <TextField label={t('contact.form.name')} autoComplete="name" required {...field('name')} />
        <TextField
          label={t('contact.form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...field('email')}
        />
      </StyledRow>
      <StyledRow>
        <TextField
          label={t('contact.form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={tShell('auth.phone.hint')}
          {...field('phone')}
        />
        <TextField label={t('contact.form.subject')} required {...field('subject')} />
      </StyledRow>
      <TextArea label={t('contact.form.message')} rows={6} required {...field('message')} />
      <StyledNote>{t('contact.form.note')}</StyledNote>
      <Button type="submit" size="lg" disabled={isLoading}>
        {isLoading ? t('contact.form.sending') : t('contact.form.send')}
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
