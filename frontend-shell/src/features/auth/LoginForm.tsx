import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { errorText, saloneApi, useAppDispatch } from '@salone/api-client';
import { useLoginMutation } from '@salone/api-client/sign-in';
import { Button, TextField, toast, theme } from '@salone/ui';
import { AUTH_TEXT, useAuthText } from './authMessages';
import { loginSchema, type LoginValues } from './authSchemas';
import { EmailField } from './EmailField';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PhoneSignInForm } from './PhoneSignInForm';

interface LoginFormProps {
  /** 'dialog' and 'page' differ only in their failure titles. */
  context: 'dialog' | 'page';
  onSuccess(): void;
}

export function LoginForm(props: LoginFormProps) {
  const [forgot, setForgot] = useState(false);
  const [byPhone, setByPhone] = useState(false);
  if (forgot) return <ForgotPasswordForm onDone={() => setForgot(false)} />;
  return (
    <Stack>
      {byPhone ? (
        <PhoneSignInForm mode="sign-in" onSuccess={props.onSuccess} />
      ) : (
        <SignInForm {...props} onForgot={() => setForgot(true)} />
      )}
      <ChannelSwitch byPhone={byPhone} onSwitch={() => setByPhone(!byPhone)} />
    </Stack>
  );
}

/** 'Use a phone number instead' / 'Use email instead' under the sign-in and sign-up forms. */
export function ChannelSwitch({ byPhone, onSwitch }: { byPhone: boolean; onSwitch(): void }) {
  const { t } = useAuthText();
  return (
    <Button type="button" variant="outline" fullWidth onClick={onSwitch}>
      {t(byPhone ? AUTH_TEXT.useEmail : AUTH_TEXT.usePhone)}
    </Button>
  );
}

function SignInForm({ context, onSuccess, onForgot }: LoginFormProps & { onForgot(): void }) {
  const { t, fieldError } = useAuthText();
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await login({ loginDto: values }).unwrap();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(context === 'page' ? AUTH_TEXT.loginFailedPage : AUTH_TEXT.loginFailedDialog),
        description: errorText(error, t(AUTH_TEXT.loginFallback), t(AUTH_TEXT.networkFailure)),
      });
      return;
    }
    // The session is read again before going on, so whatever waited for sign-in (a booking
    // form filled from the account, say) sees the signed-in user.
    await dispatch(
      saloneApi.endpoints.getSession.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    toast({ title: t(AUTH_TEXT.welcomeTitle), description: t(AUTH_TEXT.welcomeText) });
    onSuccess();
  });

  return (
    <StyledForm onSubmit={submit} noValidate>
      <EmailField registration={register('email')} error={errors.email?.message} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? t(AUTH_TEXT.signingIn) : t('auth.signIn')}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onForgot}>
        {t(AUTH_TEXT.forgotPassword)}
      </Button>
    </StyledForm>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
`;
