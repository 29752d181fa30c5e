import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from '@salone/router';
import styled from 'styled-components';
import { useAuth } from '@salone/api-client';
import { CenteredSpinner, LiveSignal, Toaster, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { AuthDialogsProvider } from '../features/auth/AuthDialogs';
import { shellMessages } from '../i18n';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { OfflineBanner } from './OfflineBanner';
import { InstallPrompt } from '../pwa/InstallPrompt';
import { ShellUiText } from './ShellUiText';

// Only an account that has not verified its address sees the banner: its code (and the
// account texts) load then, not with every visitor's first page.
const VerifyEmailBanner = lazy(() =>
  import('../features/auth/VerifyEmailBanner').then((m) => ({ default: m.VerifyEmailBanner })),
);

function UnverifiedEmailBanner() {
  const { user } = useAuth();
  // One verified contact is enough to book: a verified phone number needs no banner.
  if (!user || user.emailVerified || user.phoneVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}

export function Layout() {
  const t = useT(shellMessages);
  const { pathname } = useLocation();
  // A new page starts at its top. The first one stays where the visitor is: a page rendered
  // on the server may have been scrolled (or the browser restored a reload's place) before
  // the app took it over, and jumping to the top then would move what was about to be tapped.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <ShellUiText>
      <AuthDialogsProvider>
        <StyledSkipLink href="#main">{t('layout.skipToContent')}</StyledSkipLink>
        <NavBar />
        <OfflineBanner />
        <UnverifiedEmailBanner />
        <StyledMain id="main" tabIndex={-1}>
          <Suspense fallback={<CenteredSpinner label={t('layout.loadingPage')} />}>
            <Outlet />
            <LiveSignal />
          </Suspense>
        </StyledMain>
        <Footer />
        <Toaster />
        <InstallPrompt />
        <LiveSignal />
      </AuthDialogsProvider>
    </ShellUiText>
  );
}

/*
 * At least a screen tall, so the footer starts below the fold whether a page or its loading
 * spinner is showing (no jump when a short page arrives); flow-root keeps a page's top margin
 * inside instead of moving the whole main box.
 */
const StyledMain = styled.main`
  display: flow-root;
  min-height: 100vh;
  outline: none;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: ${theme.zIndices.toast};
  padding: ${theme.space[2]}px ${theme.space[3]}px;
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};

  &:focus {
    left: ${theme.space[2]}px;
  }
`;
