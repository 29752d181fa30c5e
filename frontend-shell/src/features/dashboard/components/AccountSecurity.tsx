import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import {
  useChangePasswordMutation,
  useEndAllSessionsMutation,
  useListSessionsQuery,
  useRevokeSessionMutation,
} from '@salone/api-client/account';
import { formatDate } from '@salone/format';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  TextField,
  toast,
  theme,
} from '@salone/ui';
import { AUTH_TEXT, PASSWORD_MIN_LENGTH } from '../../auth/authMessages';
import { changePasswordSchema, type ChangePasswordValues } from '../../auth/authSchemas';

const failed = (title: string, error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: errorText(error, AUTH_TEXT.genericFallback, AUTH_TEXT.networkFailure),
  });

/** The dashboard's security card: change the password, see and end the signed-in browsers. */
export function AccountSecurity() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Security</CardTitle>
      </CardHeader>
      <CardContent>
        <ChangePassword />
        <ActiveSessions />
      </CardContent>
    </Card>
  );
}

function ChangePassword() {
  const [change, { isLoading }] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await change({ changePasswordDto: values }).unwrap();
      toast({ title: 'Password changed', description: answer.message });
      reset();
    } catch (error) {
      failed('Password not changed', error);
    }
  });
  return (
    <StyledForm onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title">Change password</h3>
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        placeholder={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
        required
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Change Password'}
      </Button>
    </StyledForm>
  );
}

function ActiveSessions() {
  const { data: sessions, isLoading, isError } = useListSessionsQuery();
  const [revoke] = useRevokeSessionMutation();
  const [endAll, { isLoading: ending }] = useEndAllSessionsMutation();

  const onRevoke = async (id: string) => {
    try {
      await revoke({ id }).unwrap();
    } catch (error) {
      failed('Could not sign out that session', error);
    }
  };
  const onEndAll = async () => {
    try {
      const answer = await endAll().unwrap();
      toast({ title: 'Signed out', description: answer.message });
    } catch (error) {
      failed('Could not sign out everywhere', error);
    }
  };

  return (
    <section aria-labelledby="sessions-title">
      <h3 id="sessions-title">Active sessions</h3>
      {isLoading ? (
        <p aria-busy="true">Loading sessions...</p>
      ) : isError || !sessions ? (
        <p role="alert">Your sessions could not be loaded. Please try again later.</p>
      ) : (
        <StyledSessions>
          {sessions.map((session) => (
            <li key={session.id}>
              <div>
                <strong>{session.device}</strong>
                {session.current && <span> (this device)</span>}
                <StyledMuted>
                  {session.ipAddress || 'Unknown address'} · Last seen{' '}
                  {formatDate(session.lastSeenAt)}
                </StyledMuted>
              </div>
              {!session.current && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onRevoke(session.id)}
                  aria-label={`Sign out ${session.device}`}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </StyledSessions>
      )}
      <Button type="button" variant="danger" fullWidth onClick={onEndAll} disabled={ending}>
        Sign out everywhere
      </Button>
    </section>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  margin-bottom: ${theme.space[5]}px;

  h3 {
    margin: 0;
  }
`;

const StyledSessions = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${theme.space[2]}px 0 ${theme.space[3]}px;

  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space[2]}px;
    padding: ${theme.space[2]}px 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const StyledMuted = styled.div`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
