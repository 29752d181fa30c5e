import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from '@salone/router';
import styled from 'styled-components';
import { errorText, useAuth, useLogoutMutation } from '@salone/api-client';
import {
  Button,
  CloseIcon,
  LogOutIcon,
  MenuIcon,
  preloadDialog,
  SearchIcon,
  toast,
  UserIcon,
  theme,
} from '@salone/ui';
import { useT } from '@salone/i18n';
import { useAuthDialogs } from '../features/auth/AuthDialogs';
import { shellMessages } from '../i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CurrencySwitch } from './CurrencySwitch';
import { NAV_LINKS, ROLE_LINKS } from './navigation';

const SearchDialog = lazy(() => import('./SearchDialog'));

export function NavBar() {
  const t = useT(shellMessages);
  const { status, roles } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const roleLinks = ROLE_LINKS.filter((link) => roles.includes(link.role));

  return (
    <StyledHeader>
      <StyledBar>
        <StyledBrand to="/" onClick={closeMenu}>
          <StyledFlag aria-hidden="true" />
          <span>
            Salone
            <small>{t('brand.tagline')}</small>
          </span>
        </StyledBrand>

        {/* Outside the menu: on a phone the language is chosen without opening it. */}
        <LanguageSwitcher />

        <StyledMenuToggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </StyledMenuToggle>

        <StyledMenu id="main-menu" $open={menuOpen} aria-label={t('nav.main')}>
          <StyledLinks>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <StyledNavLink to={link.to} end={link.to === '/'} onClick={closeMenu}>
                  {t(link.key)}
                </StyledNavLink>
              </li>
            ))}
            {status === 'authenticated' && (
              <li>
                <StyledNavLink to="/dashboard" onClick={closeMenu}>
                  {t('nav.myTrips')}
                </StyledNavLink>
              </li>
            )}
            {roleLinks.map((link) => (
              <li key={link.to}>
                <StyledNavLink to={link.to} onClick={closeMenu}>
                  {t(link.key)}
                </StyledNavLink>
              </li>
            ))}
          </StyledLinks>
          <StyledActions>
            <CurrencySwitch onChoose={closeMenu} />
            <StyledSearchButton
              type="button"
              aria-label={t('nav.search')}
              onPointerEnter={preloadDialog}
              onFocus={preloadDialog}
              onClick={() => setSearchOpen(true)}
            >
              <SearchIcon />
            </StyledSearchButton>
            <AccountActions onAction={closeMenu} />
          </StyledActions>
        </StyledMenu>
      </StyledBar>
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </StyledHeader>
  );
}

/**
 * The account's part of the bar: the dashboard link (the first name) and Logout when signed
 * in, Sign In and Create Account for a visitor, an empty slot of the same size while the
 * session is still being read.
 */
function AccountActions({ onAction }: { onAction(): void }) {
  const t = useT(shellMessages);
  const { status, user } = useAuth();
  const { openSignIn, openSignUp } = useAuthDialogs();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const navigate = useNavigate();

  const signOut = async () => {
    onAction();
    try {
      await logout().unwrap();
      navigate('/');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('nav.logoutFailed'),
        description: errorText(error, t('common.tryAgain'), t('common.noConnection')),
      });
    }
  };

  if (status === 'authenticated') {
    return (
      <>
        <Button as={Link} to="/dashboard" variant="ghost" size="sm" onClick={onAction}>
          <UserIcon size={18} />
          {user?.firstName || t('nav.user')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={signOut} disabled={loggingOut}>
          <LogOutIcon size={18} />
          {t('nav.logout')}
        </Button>
      </>
    );
  }
  if (status === 'loading') return <StyledAuthPlaceholder aria-hidden="true" />;
  const open = (dialog: () => void) => () => {
    onAction();
    dialog();
  };
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={open(openSignIn)}
      >
        {t('nav.signIn')}
      </Button>
      <Button
        type="button"
        size="sm"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={open(openSignUp)}
      >
        {t('nav.createAccount')}
      </Button>
    </>
  );
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const StyledBar = styled.div`
  max-width: ${theme.layout.maxWidth}px;
  margin: 0 auto;
  padding: ${theme.space[2]}px ${theme.space[4]}px;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[3]}px;

  ${theme.media.lg} {
    flex-wrap: nowrap;
  }
`;

const StyledBrand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.bold};
  font-size: ${theme.fontSizes.lg};
  text-decoration: none;
  margin-right: auto;
  min-height: 44px;

  small {
    display: block;
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.regular};
    color: ${theme.colors.textMuted};
  }
`;

const StyledFlag = styled.span`
  width: 28px;
  height: 20px;
  border-radius: 3px;
  border: 1px solid ${theme.colors.border};
  background: linear-gradient(
    ${theme.colors.primary} 0 33%,
    #fff 33% 66%,
    ${theme.colors.secondary} 66% 100%
  );
`;

const StyledMenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;

  ${theme.media.lg} {
    display: none;
  }
`;

const StyledMenu = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  width: 100%;
  gap: ${theme.space[3]}px;
  padding-bottom: ${theme.space[3]}px;

  ${theme.media.lg} {
    display: flex;
    flex-direction: row;
    align-items: center;
    width: auto;
    padding-bottom: 0;
  }
`;

const StyledLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]}px;

  ${theme.media.lg} {
    flex-direction: row;
  }
`;

const StyledNavLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space[3]}px;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  text-decoration: none;
  font-weight: ${theme.fontWeights.medium};

  &:hover {
    background: ${theme.colors.surfaceMuted};
  }

  &.active {
    color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
`;

const StyledSearchButton = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceMuted};
  }

  ${theme.media.lg} {
    display: inline-flex;
  }
`;

const StyledAuthPlaceholder = styled.span`
  display: inline-block;
  width: 180px;
  height: 36px;
`;
