import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';

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

/**
 * The filters after a list's search box. On a phone they fold behind a 'Filters' summary that
 * counts the ones set, so the first results show on the first screen; from the `md` width up
 * the fold is undone and the controls sit in the filter bar's grid as before. A native
 * `<details>`: it opens and closes before any script runs (ruling 23).
 */
export function MoreFilters({ active, children }: { active: number; children: ReactNode }) {
  const t = useT(bookingMessages);
  return (
    <StyledMoreFilters>
      <summary>{t('list.filters', { count: active })}</summary>
      <div className="more-filters">{children}</div>
    </StyledMoreFilters>
  );
}

const StyledMoreFilters = styled.details`
  summary {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]}px;
    min-height: ${theme.touchTarget}px;
    padding: 0 ${theme.space[4]}px;
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    font-weight: ${theme.fontWeights.semibold};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }

  .more-filters {
    display: grid;
    gap: ${theme.space[3]}px;
    margin-top: ${theme.space[3]}px;
  }

  ${theme.media.md} {
    display: contents;

    summary {
      display: none;
    }
    &::details-content {
      display: contents;
      content-visibility: visible;
    }
    .more-filters {
      display: contents;
    }
  }
`;
