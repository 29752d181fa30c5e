import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, theme } from '@salone/ui';
import { SectionNav, type SectionsName } from './sections';

/**
 * A partner or admin page: the sections' navigation (`nav`, on the pages of an approved
 * operator or of the admin console), a heading, an optional line under it, the content.
 */
export function PartnerPage({
  title,
  lead,
  nav,
  children,
}: {
  title: string;
  lead?: ReactNode;
  nav?: SectionsName;
  children: ReactNode;
}) {
  return (
    <Container>
      <StyledPage>
        {nav ? <SectionNav name={nav} /> : null}
        <header>
          <h1>{title}</h1>
          {lead ? <p>{lead}</p> : null}
        </header>
        {children}
      </StyledPage>
    </Container>
  );
}

const StyledPage = styled.div`
  padding: ${theme.space[5]}px 0 ${theme.space[8]}px;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]}px;

  > header h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
  }

  > header p {
    margin: ${theme.space[2]}px 0 0;
    color: ${theme.colors.textMuted};
  }
`;

/** A short message in a panel: a list's empty or error state, an application's state. */
export const StyledNotice = styled.section<{ $tone?: 'neutral' | 'warning' | 'danger' }>`
  border: 1px solid
    ${({ theme, $tone = 'neutral' }) =>
      $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'warning'
          ? theme.colors.warning
          : theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  padding: ${theme.space[5]}px;

  h2 {
    margin: 0 0 ${theme.space[2]}px;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0 0 ${theme.space[3]}px;
    color: ${theme.colors.textMuted};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

/** Label-value pairs of a record (an application, a booking): one column, two from tablets. */
export const StyledFacts = styled.dl`
  margin: ${theme.space[3]}px 0;
  display: grid;
  gap: ${theme.space[3]}px;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A row of buttons that wraps on a narrow screen. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
`;
