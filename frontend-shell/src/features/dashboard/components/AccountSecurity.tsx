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
import { useLocale, useT } from '@salone/i18n';
import { AUTH_TEXT, PASSWORD_MIN_LENGTH, useAuthText } from '../../auth/authMessages';
import { changePasswordSchema, type ChangePasswordValues } from '../../auth/authSchemas';
import { accountMessages } from '../../../i18n';

/** A failure's toast: its title, and the server's reason or the fallback in the page's language. */
function useFailureToast() {
  const { t } = useAuthText();
  return (title: string, error: unknown) =>
    toast({
      variant: 'destructive',
      title,
      description: errorText(error, t(AUTH_TEXT.genericFallback), t(AUTH_TEXT.networkFailure)),
    });
}

/** The dashboard's security card: change the password, see and end the signed-in browsers. */
export function AccountSecurity() {
  const t = useT(accountMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('security.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ChangePassword />
        <ActiveSessions />
      </CardContent>
    </Card>
  );
}

function ChangePassword() {
  const t = useT(accountMessages);
  const { t: tShell, fieldError } = useAuthText();
  const failed = useFailureToast();
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
      toast({ title: t('security.passwordChanged'), description: answer.message });
      reset();
    } catch (error) {
      failed(t('security.passwordNotChanged'), error);
    }
  });
  return (
    <StyledForm onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h3 id="change-password-title">{t('security.changePassword')}</h3>
      <TextField
        label={t('security.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <TextField
        label={tShell('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        placeholder={tShell('auth.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
        required
        error={fieldError(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? tShell('auth.reset.saving') : t('security.submit')}
      </Button>
    </StyledForm>
  );
}

function ActiveSessions() {
  const t = useT(accountMessages);
  const { locale } = useLocale();
  const failed = useFailureToast();
  const { data: sessions, isLoading, isError } = useListSessionsQuery();
  const [revoke] = useRevokeSessionMutation();
  const [endAll, { isLoading: ending }] = useEndAllSessionsMutation();

  const onRevoke = async (id: string) => {
    try {
      await revoke({ id }).unwrap();
    } catch (error) {
      failed(t('security.revokeFailed'), error);
    }
  };
  const onEndAll = async () => {
    try {
      const answer = await endAll().unwrap();
      toast({ title: t('security.signedOut'), description: answer.message });
    } catch (error) {
      failed(t('security.endAllFailed'), error);
    }
  };

  return (
    <section aria-labelledby="sessions-title">
      <h3 id="sessions-title">{t('security.sessions')}</h3>
      {isLoading ? (
        <p aria-busy="true">{t('security.loadingSessions')}</p>
      ) : isError || !sessions ? (
        <p role="alert">{t('security.sessionsError')}</p>
      ) : (
        <StyledSessions>
          {sessions.map((session) => (
            <li key={session.id}>
              <div>
                <strong>{session.device}</strong>
                {session.current && <span> {t('security.thisDevice')}</span>}
                <StyledMuted>
                  {session.ipAddress || t('security.unknownAddress')} ·{' '}
                  {t('security.lastSeen', { date: formatDate(session.lastSeenAt, { locale }) })}
                </StyledMuted>
              </div>
              {!session.current && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onRevoke(session.id)}
                  aria-label={t('security.revokeLabel', { device: session.device })}
                >
                  {t('security.revoke')}
                </Button>
              )}
            </li>
          ))}
        </StyledSessions>
      )}
      <Button type="button" variant="danger" fullWidth onClick={onEndAll} disabled={ending}>
        {t('security.endAll')}
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
