import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@salone/router';
import styled from 'styled-components';
import { errorText } from '@salone/api-client';
import { useVerifyEmailMutation } from '@salone/api-client/sign-in';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Container,
  Spinner,
  useSeo,
  theme,
} from '@salone/ui';
import { AUTH_TEXT, useAuthText } from './authMessages';

type Outcome = { state: 'checking' } | { state: 'done' | 'failed'; message: string };

/**
 * /verify-email?token=…, the link e-mailed at sign-up: posts the token once and says how it
 * went. The token leaves the address bar at once (it is single-use, but no need to keep it).
 */
export default function VerifyEmailPage() {
  const { t } = useAuthText();
  useSeo({
    title: t('auth.verify.title'),
    description: t('auth.verify.description'),
    canonicalPath: '/verify-email',
  });
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'checking' } : { state: 'failed', message: t('auth.linkInvalid') },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (params.has('token')) setParams({}, { replace: true });
    if (!token) return;
    verify({ verifyEmailDto: { token } })
      .unwrap()
      .then((answer) => setOutcome({ state: 'done', message: answer.message }))
      .catch((error: unknown) =>
        setOutcome({
          state: 'failed',
          message: errorText(error, t(AUTH_TEXT.genericFallback), t(AUTH_TEXT.networkFailure)),
        }),
      );
    // The message is written once, in the language the page had when the link was opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, setParams, token, verify]);

  return (
    <Container>
      <StyledWrapper>
        <Card>
          <CardHeader>
            <CardTitle as="h1">{t('auth.verify.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            {outcome.state === 'checking' ? (
              <Spinner label={t('auth.verify.checking')} />
            ) : (
              <>
                <p role={outcome.state === 'failed' ? 'alert' : 'status'}>{outcome.message}</p>
                {outcome.state === 'failed' && <p>{t('auth.verify.signedInHint')}</p>}
                <Button as={Link} to="/">
                  {t('auth.goHome')}
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </StyledWrapper>
    </Container>
  );
}

export const StyledWrapper = styled.div`
  max-width: 480px;
  margin: ${theme.space[6]}px auto;

  p {
    margin: 0 0 ${theme.space[4]}px;
  }
`;
