import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme';
import { useUiText } from '../uiText';
import { Button } from './Button';
import { Spinner } from './Spinner';

/**
 * The part of a query result the states need: an RTK Query hook's result fits as it is
 * (`useListHotelsQuery()`), and so does any hook that loads something and can try again.
 */
export interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  refetch?(): unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Announced while the first answer is awaited. */
  loadingLabel: string;
  /**
   * What shows while loading (placeholders); a spinner when not given. A node is put inside
   * the announced status; a function gets the status's attributes to put on its own element
   * (a grid of placeholder cards).
   */
  loading?: QueryLoadingContent;
  /** The error's text, and a heading above it when the screen has one. */
  errorText?: ReactNode;
  errorTitle?: ReactNode;
  /**
   * What 'Try Again' does: the query's `refetch` unless given; `false` when the screen offers
   * no retry.
   */
  onRetry?: (() => unknown) | false;
  /** 'panel': a bordered box (a page's or a list's main content); 'inline': a line of text. */
  errorVariant?: QueryErrorVariant;
  /** Whether the answer counts as empty; then `empty` shows instead of the children. */
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}

/**
 * The states of a screen that shows a query's answer: loading (announced, `aria-busy`), error
 * (an alert, with a retry), empty, and the data. Each screen gives its own texts.
 *
 * ```tsx
 * <QueryState
 *   query={useListTeamQuery(id)}
 *   loadingLabel="Loading your team"
 *   loading={<Skeleton height={160} />}
 *   errorText="Your team could not be loaded."
 *   isEmpty={(team) => team.length === 0}
 *   empty={<p>No members yet.</p>}
 * >
 *   {(team) => <TeamList team={team} />}
 * </QueryState>
 * ```
 *
 * An answer that has not arrived yet (a skipped or uninitialised query) counts as loading.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  loading,
  errorText,
  errorTitle,
  onRetry,
  errorVariant = 'panel',
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<T>) {
  if (query.isLoading) return <QueryLoading label={loadingLabel}>{loading}</QueryLoading>;
  if (query.isError) {
    const retry = onRetry === false ? undefined : (onRetry ?? query.refetch);
    return (
      <QueryError
        title={errorTitle}
        text={errorText}
        variant={errorVariant}
        onRetry={retry ? () => void retry() : undefined}
      />
    );
  }
  if (query.data === undefined) {
    return <QueryLoading label={loadingLabel}>{loading}</QueryLoading>;
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** The attributes that announce a loading state. */
export interface BusyProps {
  role: 'status';
  'aria-busy': true;
  'aria-label': string;
}

export type QueryLoadingContent = ReactNode | ((busy: BusyProps) => ReactNode);

/** A loading state: a status, busy, named by `label`; its placeholders or a spinner inside. */
export function QueryLoading({
  label,
  children,
}: {
  label: string;
  children?: QueryLoadingContent;
}) {
  if (children === undefined || children === null) return <Spinner label={label} />;
  if (typeof children === 'function') {
    return <>{children({ role: 'status', 'aria-busy': true, 'aria-label': label })}</>;
  }
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}

export type QueryErrorVariant = 'panel' | 'inline';

export interface QueryErrorProps {
  text?: ReactNode;
  title?: ReactNode;
  /** Shows a 'Try Again' button that calls it. */
  onRetry?(): void;
  retryLabel?: string;
  variant?: QueryErrorVariant;
}

/**
 * Something could not be loaded: says so as an alert, with 'Try Again' when it can be retried.
 * `QueryState` shows it; a screen whose loading is not one query (several queries, a hook of
 * its own) shows it directly.
 */
export function QueryError({
  text,
  title,
  onRetry,
  retryLabel,
  variant = 'panel',
}: QueryErrorProps) {
  const words = useUiText();
  return (
    <StyledError role="alert" $variant={variant}>
      {title ? <h2>{title}</h2> : null}
      {text ? <p>{text}</p> : null}
      {onRetry ? (
        <Button
          type="button"
          variant="outline"
          size={variant === 'inline' ? 'sm' : 'md'}
          onClick={onRetry}
        >
          {retryLabel ?? words.tryAgain}
        </Button>
      ) : null}
    </StyledError>
  );
}

const StyledError = styled.section<{ $variant: QueryErrorVariant }>`
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }

  ${({ $variant }) =>
    $variant === 'panel'
      ? css`
          border: 1px solid ${theme.colors.danger};
          border-radius: ${theme.radii.lg};
          background: ${theme.colors.surface};
          padding: ${theme.space[5]}px;

          h2 {
            margin: 0 0 ${theme.space[2]}px;
            font-size: ${theme.fontSizes.lg};
          }

          h2:last-child,
          p:last-child {
            margin-bottom: 0;
          }

          p {
            margin-bottom: ${theme.space[3]}px;
          }
        `
      : css`
          p:not(:last-child) {
            margin-bottom: ${theme.space[2]}px;
          }
        `}
`;
