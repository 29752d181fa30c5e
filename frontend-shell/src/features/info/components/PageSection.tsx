import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@salone/ui';

interface PageSectionProps {
  /** Id of the section's h2; the section is labelled by it. */
  id: string;
  title: string;
  /** Optional line under the heading. */
  description?: ReactNode;
  children: ReactNode;
}

/** A titled section of an information page: `<section>` labelled by its own h2. */
export function PageSection({ id, title, description, children }: PageSectionProps) {
  return (
    <StyledSection aria-labelledby={id}>
      <StyledHeading id={id}>{title}</StyledHeading>
      {description && <StyledDescription>{description}</StyledDescription>}
      {children}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  padding: ${theme.space[6]}px 0;
  scroll-margin-top: ${theme.space[8]}px;
`;

const StyledHeading = styled.h2`
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
`;

const StyledDescription = styled.p`
  max-width: 65ch;
  margin-top: -${theme.space[2]}px;
  color: ${theme.colors.textMuted};
`;
