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
import { AUTH_TEXT, PASSWORD_MIN_LENGTH } from './authMessages';
import { resetPasswordSchema, type ResetPasswordValues } from './authSchemas';
import { StyledForm } from './LoginForm';
import { StyledWrapper } from './VerifyEmailPage';

/** /reset-password?token=…, the link e-mailed by 'Forgot password?': choose a new password. */
export default function ResetPasswordPage() {
  useSeo({
    title: 'Choose a new password',
    description: 'Set a new password for your Salone account.',
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
      toast({ title: 'Password changed', description: answer.message });
      navigate('/login');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: AUTH_TEXT.resetFailed,
        description: errorText(error, AUTH_TEXT.genericFallback, AUTH_TEXT.networkFailure),
      });
    }
  });

  return (
    <Container>
      <StyledWrapper>
        <Card>
          <CardHeader>
            <CardTitle as="h1">Choose a new password</CardTitle>
          </CardHeader>
          <CardContent>
            {token ? (
              <StyledForm onSubmit={submit} noValidate>
                <TextField
                  label="New Password"
                  type="password"
                  autoComplete="new-password"
                  placeholder={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
                  required
                  error={errors.password?.message}
                  {...register('password')}
                />
                <TextField
                  label="Confirm Password"
                  type="password"
                  autoComplete="new-password"
                  required
                  error={errors.confirmPassword?.message}
                  {...register('confirmPassword')}
                />
                <Button type="submit" fullWidth disabled={isLoading}>
                  {isLoading ? 'Saving...' : 'Set new password'}
                </Button>
              </StyledForm>
            ) : (
              <>
                <p role="alert">This link is not valid.</p>
                <Button as={Link} to="/login">
                  Go to Sign In
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </StyledWrapper>
    </Container>
  );
}
