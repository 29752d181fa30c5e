import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, theme } from '@salone/ui';

/** The coloured banner at the top of each list page, with its h1. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <StyledHero>
      <Container>
        <h1>{title}</h1>
        {children && <p>{children}</p>}
      </Container>
    </StyledHero>
  );
}

const StyledHero = styled.section`
  background: linear-gradient(135deg, ${theme.colors.primary} 0%, ${theme.colors.secondary} 100%);
  color: ${theme.colors.textOnColor};
  padding: ${theme.space[6]}px 0;

  h1 {
    margin: 0 0 ${theme.space[2]}px;
    font-size: clamp(1.75rem, 5vw, 2.75rem);
    line-height: 1.15;
  }

  p {
    margin: 0;
    max-width: 640px;
    font-size: ${theme.fontSizes.lg};
  }
`;

/** Search and filter controls above a list. */
export const FilterBar = styled.form`
  display: grid;
  gap: ${theme.space[3]}px;
  grid-template-columns: 1fr;
  margin: ${theme.space[5]}px 0;
  padding: ${theme.space[4]}px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};

  ${theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    align-items: start;

    /* The search box is the widest control. */
    > :first-child {
      grid-column: span 2;
    }
  }
`;
