import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { settleSignInRequest, useSignInRequest } from '@salone/api-client';
import { Dialog, Spinner, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { shellMessages } from '../../i18n';

// The forms (and the form library) load when a dialog first opens, not with the home page.
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() =>
  import('./RegisterForm').then((m) => ({ default: m.RegisterForm })),
);

type OpenDialog = 'none' | 'sign-in' | 'sign-up';

interface AuthDialogsApi {
  openSignIn(): void;
  openSignUp(): void;
}

const AuthDialogsContext = createContext<AuthDialogsApi | null>(null);

export function useAuthDialogs(): AuthDialogsApi {
  const api = useContext(AuthDialogsContext);
  if (!api) throw new Error('useAuthDialogs needs <AuthDialogsProvider>');
  return api;
}

/**
 * The Sign In and Create Account dialogs of the navigation bar. A sign-in request from any
 * frontend (a booking button pressed while signed out) opens Sign In; once the visitor has
 * signed in, the waiting action goes ahead.
 */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const t = useT(shellMessages);
  const [open, setOpen] = useState<OpenDialog>('none');
  const request = useSignInRequest();
  // A new sign-in request (a booking button pressed while signed out) opens Sign In.
  const [answered, setAnswered] = useState(request);
  if (request !== answered) {
    setAnswered(request);
    if (request) setOpen('sign-in');
  }

  const close = useCallback(() => {
    setOpen('none');
    settleSignInRequest(false);
  }, []);

  const api = useMemo<AuthDialogsApi>(
    () => ({ openSignIn: () => setOpen('sign-in'), openSignUp: () => setOpen('sign-up') }),
    [],
  );

  return (
    <AuthDialogsContext.Provider value={api}>
      {children}
      <Dialog
        open={open === 'sign-in'}
        onOpenChange={(next) => !next && close()}
        title={t('auth.signIn')}
        description={t('auth.signInDescription')}
        size="sm"
      >
        <Suspense fallback={<Spinner label={t('auth.loading')} />}>
          <LoginForm
            context="dialog"
            onSuccess={() => {
              setOpen('none');
              settleSignInRequest(true);
            }}
          />
        </Suspense>
        <StyledSwitch>
          {t('auth.noAccount')}{' '}
          <button type="button" onClick={() => setOpen('sign-up')}>
            {t('auth.signUpLink')}
          </button>
        </StyledSwitch>
      </Dialog>
      <Dialog
        open={open === 'sign-up'}
        onOpenChange={(next) => !next && close()}
        title={t('auth.createAccount')}
        description={t('auth.signUpDescription')}
        size="sm"
      >
        <Suspense fallback={<Spinner label={t('auth.loading')} />}>
          <RegisterForm
            context="dialog"
            onSuccess={() => setOpen('sign-in')}
            onSignedIn={() => {
              setOpen('none');
              settleSignInRequest(true);
            }}
          />
        </Suspense>
        <StyledSwitch>
          {t('auth.haveAccount')}{' '}
          <button type="button" onClick={() => setOpen('sign-in')}>
            {t('auth.signInLink')}
          </button>
        </StyledSwitch>
      </Dialog>
    </AuthDialogsContext.Provider>
  );
}

const StyledSwitch = styled.p`
  margin: ${theme.space[4]}px 0 0;
  text-align: center;
  color: ${theme.colors.textMuted};

  button {
    background: none;
    border: 0;
    padding: ${theme.space[1]}px;
    font: inherit;
    color: ${theme.colors.secondary};
    text-decoration: underline;
    cursor: pointer;
  }
`;
