import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorText } from '@salone/api-client';
import { useRegisterMutation } from '@salone/api-client/sign-in';
import { Button, TextField, toast } from '@salone/ui';
import { AUTH_TEXT, PASSWORD_MIN_LENGTH, useAuthText } from './authMessages';
import { registerPageSchema, registerSchema, type RegisterValues } from './authSchemas';
import { EmailField } from './EmailField';
import { useState } from 'react';
import { ChannelSwitch, StyledForm } from './LoginForm';
import { PhoneSignInForm } from './PhoneSignInForm';

interface RegisterFormProps {
  /** The page asks for the password twice; the dialog does not (docs/product.md, validation). */
  context: 'dialog' | 'page';
  /** An account made with an e-mail address: go on to sign in. */
  onSuccess(): void;
  /** An account made with a phone number is signed in at once. */
  onSignedIn(): void;
  /** The address to start with (an invitation's). */
  defaultEmail?: string;
}

export function RegisterForm(props: RegisterFormProps) {
  const [byPhone, setByPhone] = useState(false);
  return (
    <>
      {byPhone ? (
        <PhoneSignInForm mode="sign-up" onSuccess={props.onSignedIn} />
      ) : (
        <EmailRegisterForm {...props} />
      )}
      <ChannelSwitch byPhone={byPhone} onSwitch={() => setByPhone(!byPhone)} />
    </>
  );
}

function EmailRegisterForm({ context, onSuccess, defaultEmail = '' }: RegisterFormProps) {
  const { t, fieldError } = useAuthText();
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const failureTitle = t(
    context === 'page' ? AUTH_TEXT.registrationFailedPage : AUTH_TEXT.registrationFailedDialog,
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(context === 'page' ? registerPageSchema : registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: defaultEmail,
      password: '',
      confirmPassword: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    if (context === 'page' && values.password !== values.confirmPassword) {
      toast({
        variant: 'destructive',
        title: t(AUTH_TEXT.registrationFailedPage),
        description: t(AUTH_TEXT.passwordsDoNotMatch),
      });
      return;
    }
    try {
      await registerAccount({
        registerDto: {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          password: values.password,
        },
      }).unwrap();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: failureTitle,
        description: errorText(
          error,
          t(AUTH_TEXT.registrationFallback),
          t(AUTH_TEXT.networkFailure),
        ),
      });
      return;
    }
    if (context === 'page') {
      toast({
        title: t(AUTH_TEXT.registrationSuccessTitle),
        description: t(AUTH_TEXT.registrationSuccessText),
      });
    } else {
      toast({
        title: t(AUTH_TEXT.accountCreatedTitle),
        description: t(AUTH_TEXT.accountCreatedText),
      });
    }
    onSuccess();
  });

  return (
    <StyledForm onSubmit={submit} noValidate>
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
      <EmailField registration={register('email')} error={errors.email?.message} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
        required
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      {context === 'page' && (
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={fieldError(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      )}
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? t(AUTH_TEXT.creatingAccount) : t('auth.createAccount')}
      </Button>
    </StyledForm>
  );
}
