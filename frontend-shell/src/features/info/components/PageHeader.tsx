import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, theme } from '@salone/ui';

interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  /** Lead paragraph under the title. */
  lead?: ReactNode;
  /** Links or actions above the title (a back link, say). */
  before?: ReactNode;
  /** Anything under the lead (a search box, buttons). */
  children?: ReactNode;
}

/** The top band of the information pages: title, lead, and room for a search box or links. */
export function PageHeader({ title, eyebrow, lead, before, children }: PageHeaderProps) {
  return (
    <StyledHeader>
      <Container>
        {before}
        {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
        <StyledTitle>{title}</StyledTitle>
        {lead && <StyledLead>{lead}</StyledLead>}
        {children}
      </Container>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  background: ${theme.colors.primarySoft};
  border-bottom: 1px solid ${theme.colors.border};
  padding: ${theme.space[6]}px 0;

  ${theme.media.md} {
    padding: ${theme.space[7]}px 0;
  }
`;

const StyledEyebrow = styled.p`
  margin: 0 0 ${theme.space[2]}px;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.primary};
`;

const StyledTitle = styled.h1`
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.text};
`;

const StyledLead = styled.p`
  max-width: 65ch;
  margin-top: ${theme.space[3]}px;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;
