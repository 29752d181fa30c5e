import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { normalisePhone } from '@salone/booking-rules';
import { errorText, type UserDto } from '@salone/api-client';
import {
  useAddEmailMutation,
  useSendAddPhoneCodeMutation,
  useVerifyAddedPhoneMutation,
} from '@salone/api-client/sign-in';
import { Button, TextField, toast } from '@salone/ui';
import { AUTH_TEXT, useAuthText } from './authMessages';
import { emailSchema, phoneSchema } from './authSchemas';
import { StyledForm } from './LoginForm';
import { CodeStep, secondsFromNow } from './PhoneSignInForm';

const phoneOnly = z.object({ phone: phoneSchema });
const emailOnly = z.object({ email: emailSchema });

/**
 * On the dashboard: an account without a verified phone number adds one (a code by SMS), an
 * account without a verified address adds one (a link by e-mail). One of the two is enough
 * to book.
 */
export function AddContactForms({ user }: { user: UserDto }) {
  return (
    <>
      {!user.phoneVerified && <AddPhoneForm />}
      {!user.emailVerified && <AddEmailForm />}
    </>
  );
}

function AddPhoneForm() {
  const { t, fieldError } = useAuthText();
  const [sentTo, setSentTo] = useState<{ phone: string; resendAt: number } | null>(null);
  const [sendCode, { isLoading: sending }] = useSendAddPhoneCodeMutation();
  const [verify] = useVerifyAddedPhoneMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ phone: string }>({
    resolver: zodResolver(phoneOnly),
    defaultValues: { phone: '' },
  });

  const send = async (phone: string): Promise<boolean> => {
    try {
      const answer = await sendCode({ phoneCodeRequestDto: { phone } }).unwrap();
      setSentTo({ phone, resendAt: secondsFromNow(answer.resendAfterSeconds) });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(AUTH_TEXT.codeFailed),
        description: errorText(error, t(AUTH_TEXT.genericFallback), t(AUTH_TEXT.networkFailure)),
      });
      return false;
    }
  };

  if (sentTo) {
    return (
      <CodeStep
        key={sentTo.resendAt}
        phone={sentTo.phone}
        resendAt={sentTo.resendAt}
        sending={sending}
        onResend={() => send(sentTo.phone)}
        onChangeNumber={() => setSentTo(null)}
        onCode={async (code) => {
          await verify({ phoneCodeDto: { phone: sentTo.phone, code } }).unwrap();
          toast({ title: t(AUTH_TEXT.phoneAdded) });
          setSentTo(null);
        }}
      />
    );
  }
  return (
    <StyledForm
      aria-label={t(AUTH_TEXT.addPhoneTitle)}
      noValidate
      onSubmit={handleSubmit(({ phone }) => send(normalisePhone(phone) ?? phone.trim()))}
    >
      <TextField
        label={t(AUTH_TEXT.phoneLabel)}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint={t('auth.phone.hint')}
        error={fieldError(errors.phone?.message)}
        {...register('phone')}
      />
      <Button type="submit" variant="outline" disabled={sending}>
        {sending ? t(AUTH_TEXT.sendingCode) : t(AUTH_TEXT.addPhoneTitle)}
      </Button>
    </StyledForm>
  );
}

function AddEmailForm() {
  const { t, fieldError } = useAuthText();
  const [addEmail, { isLoading }] = useAddEmailMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(emailOnly),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await addEmail({ addEmailDto: { email } }).unwrap();
      toast({ title: t(AUTH_TEXT.emailAdded), description: answer.message });
      reset();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(AUTH_TEXT.addEmailFailed),
        description: errorText(error, t(AUTH_TEXT.genericFallback), t(AUTH_TEXT.networkFailure)),
      });
    }
  });
  return (
    <StyledForm aria-label={t(AUTH_TEXT.addEmailTitle)} noValidate onSubmit={submit}>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" variant="outline" disabled={isLoading}>
        {t(AUTH_TEXT.addEmailTitle)}
      </Button>
    </StyledForm>
  );
}
