import type { ReactNode } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import { ArrowLeftIcon, theme } from '@salone/ui';

/** A plain "back" link with an arrow, e.g. 'Back to Home' at the top of a page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledBackLink to={to}>
      <ArrowLeftIcon size={18} />
      {children}
    </StyledBackLink>
  );
}

const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  min-height: ${theme.touchTarget}px;
  margin-bottom: ${theme.space[3]}px;
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
