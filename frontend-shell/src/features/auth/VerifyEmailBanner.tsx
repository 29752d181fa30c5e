import styled from 'styled-components';
import { errorText, useAuth } from '@salone/api-client';
import { useResendVerificationMutation } from '@salone/api-client/sign-in';
import { Button, toast, theme } from '@salone/ui';
import { AUTH_TEXT, useAuthText } from './authMessages';

/** For a signed-in account whose address is not verified yet: it cannot book until it is. */
export function VerifyEmailBanner() {
  const { t } = useAuthText();
  const { user } = useAuth();
  const [resend, { isLoading }] = useResendVerificationMutation();
  // One verified contact is enough to book: a verified phone number needs no banner.
  if (!user || user.emailVerified || user.phoneVerified) return null;

  const onResend = async () => {
    try {
      const answer = await resend().unwrap();
      toast({ title: t(AUTH_TEXT.resendSentTitle), description: answer.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(AUTH_TEXT.resendFailed),
        description: errorText(error, t(AUTH_TEXT.genericFallback), t(AUTH_TEXT.networkFailure)),
      });
    }
  };

  return (
    <StyledBanner role="status" aria-label={t('auth.verifyBannerLabel')}>
      <span>{t(AUTH_TEXT.verifyBanner)}</span>
      <Button type="button" size="sm" variant="outline" onClick={onResend} disabled={isLoading}>
        {t(AUTH_TEXT.resend)}
      </Button>
    </StyledBanner>
  );
}

const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[2]}px ${theme.space[4]}px;
  background: ${theme.colors.warningSoft};
  border-bottom: 1px solid ${theme.colors.border};
  text-align: center;
`;
