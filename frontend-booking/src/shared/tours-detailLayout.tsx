import type { ReactNode } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import { ArrowLeftIcon, Button, CheckIcon, Container, Skeleton } from '@salone/ui';

/**
 * Layout pieces of the tour and property detail pages: back link, main column + sidebar,
 * fact lists and check lists, and the loading skeleton.
 */

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledBack>
      <Button as={Link} to={to} variant="ghost" size="sm">
        <ArrowLeftIcon size={18} />
        {children}
      </Button>
    </StyledBack>
  );
}

const StyledBack = styled.div`
  margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[3]}px;
`;

/** Main column and sidebar; the sidebar follows the main column on phones. */
export const DetailColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  grid-template-columns: minmax(0, 1fr);
  margin: ${({ theme }) => theme.space[5]}px 0 ${({ theme }) => theme.space[7]}px;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const DetailMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  min-width: 0;
`;

export const DetailAside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  min-width: 0;
`;

/** Term / value pairs. */
export function FactList({ facts }: { facts: Array<[ReactNode, ReactNode] | null | false> }) {
  return (
    <StyledFacts>
      {facts.map((fact, index) =>
        fact ? (
          <div key={index}>
            <dt>{fact[0]}</dt>
            <dd>{fact[1]}</dd>
          </div>
        ) : null,
      )}
    </StyledFacts>
  );
}

const StyledFacts = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;

  > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  > div:last-child {
    border-bottom: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
  }
`;

/** A list with a check mark before each item. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <StyledCheckList>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon size={18} />
          <span>{item}</span>
        </li>
      ))}
    </StyledCheckList>
  );
}

const StyledCheckList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]}px;
  }

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** A small heading inside a card. */
export const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Icon + text lines under a detail page's title. */
export const MetaRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
  }

  svg {
    flex-shrink: 0;
  }
`;

/** Placeholder of a detail page while it loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Container aria-busy="true" aria-label={label} role="status">
      <StyledSkeleton>
        <Skeleton width={140} height={32} />
        <Skeleton width="60%" height={36} />
        <Skeleton width="40%" height={20} />
        <Skeleton height={320} radius="lg" />
        <Skeleton height={160} radius="lg" />
      </StyledSkeleton>
    </Container>
  );
}

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[5]}px 0;
`;
