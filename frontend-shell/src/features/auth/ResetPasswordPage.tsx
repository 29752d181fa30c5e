import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from '@salone/router';
import { errorText } from '@salone/api-client';
import { useConfirmPasswordResetMutation } from '@salone/api-client/sign-in';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Container,
  TextField,
  toast,
  useSeo,
} from '@salone/ui';
import { AUTH_TEXT, PASSWORD_MIN_LENGTH, useAuthText } from './authMessages';
import { resetPasswordSchema, type ResetPasswordValues } from './authSchemas';
import { StyledForm } from './LoginForm';
import { StyledWrapper } from './VerifyEmailPage';

/** /reset-password?token=…, the link e-mailed by 'Forgot password?': choose a new password. */
export default function ResetPasswordPage() {
  const { t, fieldError } = useAuthText();
  useSeo({
    title: t('auth.reset.title'),
    description: t('auth.reset.description'),
    canonicalPath: '/reset-password',
  });
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const navigate = useNavigate();
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  // The token leaves the address bar (and the history) as soon as it is read.
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);

  const submit = handleSubmit(async ({ password }) => {
    try {
      const answer = await confirmReset({
        passwordResetConfirmDto: { token, password },
      }).unwrap();
      toast({ title: t('auth.reset.changed'), description: answer.message });
      navigate('/login');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(AUTH_TEXT.resetFailed),
        description: errorText(error, t(AUTH_TEXT.genericFallback), t(AUTH_TEXT.networkFailure)),
      });
    }
  });

  return (
    <Container>
      <StyledWrapper>
        <Card>
          <CardHeader>
            <CardTitle as="h1">{t('auth.reset.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            {token ? (
              <StyledForm onSubmit={submit} noValidate>
                <TextField
                  label={t('auth.newPassword')}
                  type="password"
                  autoComplete="new-password"
                  placeholder={t('auth.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
                  required
                  error={fieldError(errors.password?.message)}
                  {...register('password')}
                />
                <TextField
                  label={t('auth.confirmPassword')}
                  type="password"
                  autoComplete="new-password"
                  required
                  error={fieldError(errors.confirmPassword?.message)}
                  {...register('confirmPassword')}
                />
                <Button type="submit" fullWidth disabled={isLoading}>
                  {isLoading ? t('auth.reset.saving') : t('auth.reset.submit')}
                </Button>
              </StyledForm>
            ) : (
              <>
                <p role="alert">{t('auth.linkInvalid')}</p>
                <Button as={Link} to="/login">
                  {t('auth.goToSignIn')}
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </StyledWrapper>
    </Container>
  );
}
