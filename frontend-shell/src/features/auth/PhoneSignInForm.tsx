import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { formatPhone, normalisePhone } from '@salone/booking-rules';
import { errorText, saloneApi, useAppDispatch } from '@salone/api-client';
import { useSendSignInCodeMutation, useSignInWithPhoneMutation } from '@salone/api-client/sign-in';
import { Button, TextField, toast, theme } from '@salone/ui';
import { AUTH_TEXT, useAuthText } from './authMessages';
import {
  codeSchema,
  phoneSignInSchema,
  phoneSignUpSchema,
  type CodeValues,
  type PhoneNumberValues,
} from './authSchemas';
import { StyledForm } from './LoginForm';

interface PhoneSignInFormProps {
  /** sign-up asks for the names too; a number that has an account is simply signed in. */
  mode: 'sign-in' | 'sign-up';
  onSuccess(): void;
}

interface SentTo {
  phone: string;
  firstName?: string;
  lastName?: string;
  /** When another code may be asked for, epoch ms. */
  resendAt: number;
}

/**
 * Sign in or sign up with a phone number: the number (and the names, to sign up), then the
 * 6-digit code sent by SMS. The code field asks the phone to fill it in from the SMS
 * (`autocomplete="one-time-code"`) and shows the digit keyboard.
 */
export function PhoneSignInForm({ mode, onSuccess }: PhoneSignInFormProps) {
  const { t } = useAuthText();
  const [sentTo, setSentTo] = useState<SentTo | null>(null);
  const [sendCode, { isLoading: sending }] = useSendSignInCodeMutation();
  const signInWithCode = useSignInWithCode(onSuccess);

  const send = async (values: Omit<SentTo, 'resendAt'>): Promise<boolean> => {
    try {
      const answer = await sendCode({ phoneCodeRequestDto: { phone: values.phone } }).unwrap();
      setSentTo({ ...values, resendAt: secondsFromNow(answer.resendAfterSeconds) });
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

  if (!sentTo) return <NumberStep mode={mode} sending={sending} onSend={send} />;
  return (
    <CodeStep
      key={sentTo.resendAt}
      phone={sentTo.phone}
      resendAt={sentTo.resendAt}
      sending={sending}
      onResend={() => send(sentTo)}
      onChangeNumber={() => setSentTo(null)}
      onCode={(code) => signInWithCode(sentTo, code)}
    />
  );
}

/** Signs in with the code, reads the session again, welcomes; throws what the server said. */
function useSignInWithCode(onSuccess: () => void) {
  const { t } = useAuthText();
  const [signIn] = useSignInWithPhoneMutation();
  const dispatch = useAppDispatch();
  return async (sentTo: SentTo, code: string) => {
    await signIn({
      phoneSignInDto: {
        phone: sentTo.phone,
        code,
        ...(sentTo.firstName ? { firstName: sentTo.firstName, lastName: sentTo.lastName } : {}),
      },
    }).unwrap();
    await dispatch(
      saloneApi.endpoints.getSession.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    toast({ title: t(AUTH_TEXT.welcomeTitle), description: t(AUTH_TEXT.welcomeText) });
    onSuccess();
  };
}

function NumberStep({
  mode,
  sending,
  onSend,
}: {
  mode: PhoneSignInFormProps['mode'];
  sending: boolean;
  onSend(values: Omit<SentTo, 'resendAt'>): Promise<boolean>;
}) {
  const { t, fieldError } = useAuthText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PhoneNumberValues>({
    resolver: zodResolver(mode === 'sign-up' ? phoneSignUpSchema : phoneSignInSchema),
    defaultValues: { firstName: '', lastName: '', phone: '' },
  });
  const submit = handleSubmit(async (values) => {
    const phone = normalisePhone(values.phone) ?? values.phone.trim();
    await onSend(
      mode === 'sign-up'
        ? { phone, firstName: values.firstName.trim(), lastName: values.lastName.trim() }
        : { phone },
    );
  });
  return (
    <StyledForm onSubmit={submit} noValidate>
      {mode === 'sign-up' && (
        <>
          <TextField
            label={t('auth.firstName')}
            autoComplete="given-name"
            required
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('auth.lastName')}
            autoComplete="family-name"
            required
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
        </>
      )}
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
      <Button type="submit" fullWidth disabled={sending}>
        {sending ? t(AUTH_TEXT.sendingCode) : t(AUTH_TEXT.sendCode)}
      </Button>
    </StyledForm>
  );
}

/**
 * The SMS code: filled in by the phone where it can, checked by `onCode` (which throws what
 * the server said, shown under the field); a new code once the wait is over.
 */
export function CodeStep({
  phone,
  resendAt,
  sending,
  onResend,
  onChangeNumber,
  onCode,
}: {
  phone: string;
  resendAt: number;
  sending: boolean;
  onResend(): Promise<boolean>;
  onChangeNumber(): void;
  onCode(code: string): Promise<void>;
}) {
  const { t, fieldError } = useAuthText();
  const [checking, setChecking] = useState(false);
  const waitSeconds = useSecondsUntil(resendAt);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  useEffect(() => setFocus('code'), [setFocus, resendAt]);

  const submit = handleSubmit(async (values) => {
    setChecking(true);
    try {
      await onCode(values.code.replace(/\s+/g, ''));
    } catch (error) {
      setError('code', {
        message: errorText(error, t(AUTH_TEXT.genericFallback), t(AUTH_TEXT.networkFailure)),
      });
    } finally {
      setChecking(false);
    }
  });

  return (
    <StyledForm onSubmit={submit} noValidate>
      <SentNote>
        {t(AUTH_TEXT.codeHint)} <strong>{formatPhone(phone)}</strong>.
      </SentNote>
      <TextField
        label={t(AUTH_TEXT.codeLabel)}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        error={fieldError(errors.code?.message)}
        {...register('code')}
      />
      <Button type="submit" fullWidth disabled={checking}>
        {checking ? t(AUTH_TEXT.checking) : t(AUTH_TEXT.verifyCode)}
      </Button>
      <Row>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={sending || waitSeconds > 0}
          onClick={() => void onResend()}
        >
          {waitSeconds > 0
            ? t(AUTH_TEXT.resendIn, { seconds: waitSeconds })
            : t(AUTH_TEXT.resendCode)}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onChangeNumber}>
          {t(AUTH_TEXT.changeNumber)}
        </Button>
      </Row>
    </StyledForm>
  );
}

/** The time, epoch ms, that many seconds from now. */
export const secondsFromNow = (seconds: number): number => Date.now() + seconds * 1000;

/** Whole seconds left until `at` (epoch ms), counting down once a second; 0 once passed. */
function useSecondsUntil(at: number): number {
  const left = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads `at` only
  }, [at]);
  return seconds;
}

const SentNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]}px;
`;
