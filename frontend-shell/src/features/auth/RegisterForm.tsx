import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorText } from '@salone/api-client';
import { useRegisterMutation } from '@salone/api-client/sign-in';
import { Button, TextField, toast } from '@salone/ui';
import { AUTH_TEXT, PASSWORD_MIN_LENGTH } from './authMessages';
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

function EmailRegisterForm({ context, onSuccess }: RegisterFormProps) {
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const failureTitle =
    context === 'page' ? AUTH_TEXT.registrationFailedPage : AUTH_TEXT.registrationFailedDialog;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(context === 'page' ? registerPageSchema : registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (context === 'page' && values.password !== values.confirmPassword) {
      toast({
        variant: 'destructive',
        title: AUTH_TEXT.registrationFailedPage,
        description: AUTH_TEXT.passwordsDoNotMatch,
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
        description: errorText(error, AUTH_TEXT.registrationFallback, AUTH_TEXT.networkFailure),
      });
      return;
    }
    if (context === 'page') {
      toast({
        title: AUTH_TEXT.registrationSuccessTitle,
        description: AUTH_TEXT.registrationSuccessText,
      });
    } else {
      toast({ title: AUTH_TEXT.accountCreatedTitle, description: AUTH_TEXT.accountCreatedText });
    }
    onSuccess();
  });

  return (
    <StyledForm onSubmit={submit} noValidate>
      <TextField
        label="First Name"
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <EmailField registration={register('email')} error={errors.email?.message} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
        required
        error={errors.password?.message}
        {...register('password')}
      />
      {context === 'page' && (
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      )}
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? AUTH_TEXT.creatingAccount : 'Create Account'}
      </Button>
    </StyledForm>
  );
}
