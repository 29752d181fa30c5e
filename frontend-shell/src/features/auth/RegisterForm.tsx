import { useForm } from 'react-hook-form';
import { errorText, useRegisterMutation } from '@salone/api-client';
import { Button, TextField, toast } from '@salone/ui';
import { AUTH_TEXT, PASSWORD_MIN_LENGTH } from './authMessages';
import { EMAIL_RULES, EmailField } from './EmailField';
import { StyledForm } from './LoginForm';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

interface RegisterFormProps {
  /** The page asks for the password twice; the dialog does not (spec section 5). */
  context: 'dialog' | 'page';
  onSuccess(): void;
}

export function RegisterForm({ context, onSuccess }: RegisterFormProps) {
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const failureTitle =
    context === 'page' ? AUTH_TEXT.registrationFailedPage : AUTH_TEXT.registrationFailedDialog;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
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
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
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
        {...register('firstName', {
          required: 'First name is required',
          validate: (v) => v.trim().length > 0 || 'First name is required',
        })}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName', {
          required: 'Last name is required',
          validate: (v) => v.trim().length > 0 || 'Last name is required',
        })}
      />
      <EmailField registration={register('email', EMAIL_RULES)} error={errors.email?.message} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="Minimum 6 characters"
        required
        error={errors.password?.message}
        {...register('password', {
          required: 'Password is required',
          minLength: {
            value: PASSWORD_MIN_LENGTH,
            message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
          },
        })}
      />
      {context === 'page' && (
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', { required: 'Please confirm your password' })}
        />
      )}
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? AUTH_TEXT.creatingAccount : 'Create Account'}
      </Button>
    </StyledForm>
  );
}
