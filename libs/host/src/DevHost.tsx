import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { BrowserRouter, Link } from '@salone/router';
import { createSaloneStore } from '@salone/api-client';
import { Toaster, theme } from '@salone/ui';
import { DevSignIn } from './DevSignIn';
import { SaloneProviders } from './SaloneProviders';

export interface DevHostProps {
  /** Named in the bar, e.g. 'Booking remote'. */
  title: string;
  /** Links of the bar, to the remote's own pages. */
  links: ReadonlyArray<{ to: string; label: string }>;
  /** The remote's routes. */
  children: ReactNode;
}

/**
 * What a remote runs in on its own (`npm run dev -w <remote>`): the shell's providers, a router,
 * the toaster and a small bar with links and a stand-in for the shell's Sign In dialog, against
 * the API the dev server proxies.
 */
export function DevHost({ title, links, children }: DevHostProps) {
  const [store] = useState(createSaloneStore);
  return (
    <SaloneProviders store={store}>
      <BrowserRouter>
        <header>
          <StyledBar aria-label="Main">
            <strong>{title} (development)</strong>
            {links.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
            <DevSignIn />
          </StyledBar>
        </header>
        <main>{children}</main>
        <Toaster />
      </BrowserRouter>
    </SaloneProviders>
  );
}

const StyledBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]}px;
  padding: ${theme.space[4]}px;
`;
