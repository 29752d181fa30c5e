import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorText } from '@salone/api-client';
import { useRequestPasswordResetMutation } from '@salone/api-client/sign-in';
import { Button, toast } from '@salone/ui';
import { AUTH_TEXT, useAuthText } from './authMessages';
import { emailSchema } from './authSchemas';
import { EmailField } from './EmailField';
import { StyledForm } from './LoginForm';

const forgotSchema = z.object({ email: emailSchema });
type ForgotValues = z.input<typeof forgotSchema>;

interface ForgotPasswordFormProps {
  /** Back to the sign-in form. */
  onDone(): void;
}

/**
 * 'Forgot password?': asks for the e-mail and has a reset link sent. The server answers the
 * same whether or not the address has an account, and so does this form.
 */
export function ForgotPasswordForm({ onDone }: ForgotPasswordFormProps) {
  const { t } = useAuthText();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await requestReset({ passwordResetRequestDto: { email } }).unwrap();
      toast({ title: t(AUTH_TEXT.resetRequestTitle), description: answer.message });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(AUTH_TEXT.resetFailed),
        description: errorText(error, t(AUTH_TEXT.genericFallback), t(AUTH_TEXT.networkFailure)),
      });
    }
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label={t('auth.forgotLabel')}>
      <p>{t('auth.forgotText')}</p>
      <EmailField registration={register('email')} error={errors.email?.message} />
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? t('auth.sending') : t('auth.sendResetLink')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onDone}>
        {t('auth.backToSignIn')}
      </Button>
    </StyledForm>
  );
}
