import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Grid, QueryState, SkeletonCard, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { Link } from '@salone/router';
import { bookingMessages } from '../i18n';
import { didYouMean, popularPlaces, type Searchable } from './searchSuggestions';

/** Loading placeholders of every list (docs/product.md, constants). */
export const LIST_PLACEHOLDERS = 6;

/** What a list holds: its words are the catalogue's `list.<kind>.*`. */
export type ListKind = 'hotels' | 'events' | 'vehicles' | 'tours' | 'properties';

interface ListStatesProps<T> {
  /** 'hotels': 'Loading hotels', 'Unable to Load Hotels', 'No Hotels Found', '1 hotel found'. */
  kind: ListKind;
  isLoading: boolean;
  isError: boolean;
  items: T[] | undefined;
  /** Whether any filter is set: the empty state then suggests changing them. */
  filtered: boolean;
  /** `index` 0 is the first card: the one whose photo is above the fold. */
  renderItem(item: T, index: number): ReactNode;
  /** Grid column minimum width in px. */
  min?: number;
  /** What a filtered list that found nothing suggests instead (see `EmptySuggestions`). */
  suggestions?: EmptySuggestionsProps;
}

/** The material of a filtered empty list's suggestions. */
export interface EmptySuggestionsProps {
  /** The list's own path: '/hotels'. */
  path: string;
  /** The search asked for, if any. */
  search: string | undefined;
  /** The whole list unfiltered, once loaded: the words suggestions are taken from. */
  catalogue: readonly Searchable[] | undefined;
}

/**
 * The four states of a catalogue list: loading, error, empty, results (docs/product.md, states).
 * The catalogue's error offers no retry: the spec's text asks the visitor to try later.
 */
export function ListStates<T>({
  kind,
  isLoading,
  isError,
  items,
  filtered,
  renderItem,
  min = 300,
  suggestions,
}: ListStatesProps<T>) {
  const t = useT(bookingMessages);
  return (
    <QueryState
      query={{ data: items ?? [], isLoading, isError }}
      loadingLabel={t(`list.${kind}.loading`)}
      loading={(busy) => (
        <Grid min={min} {...busy}>
          {Array.from({ length: LIST_PLACEHOLDERS }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </Grid>
      )}
      errorTitle={t(`list.${kind}.unable`)}
      errorText={t('list.errorText')}
      onRetry={false}
      isEmpty={(list) => list.length === 0}
      empty={
        <StyledMessage role="status">
          <h2>{t(`list.${kind}.none`)}</h2>
          <p>{filtered ? t('list.filteredEmpty') : t(`list.${kind}.soon`)}</p>
          {filtered && suggestions ? <EmptySuggestions {...suggestions} /> : null}
        </StyledMessage>
      }
    >
      {(list) => (
        <>
          <StyledCount role="status">{t(`list.${kind}.found`, { count: list.length })}</StyledCount>
          <StyledList as="ul" min={min}>
            {list.map((item, index) => (
              <li key={index}>{renderItem(item, index)}</li>
            ))}
          </StyledList>
        </>
      )}
    </QueryState>
  );
}

/**
 * Ways out of a search that found nothing: the catalogue's spellings nearest to what was typed,
 * the towns most listings are in, and a link that clears every filter. Plain links, so they work
 * before any script runs.
 */
function EmptySuggestions({ path, search, catalogue }: EmptySuggestionsProps) {
  const t = useT(bookingMessages);
  const searchFor = (term: string) => `${path}?${new URLSearchParams({ search: term })}`;
  const close = search && catalogue ? didYouMean(search, catalogue) : [];
  const popular = catalogue
    ? popularPlaces(catalogue, search).filter((p) => !close.includes(p))
    : [];
  return (
    <StyledSuggestions>
      {close.length > 0 ? (
        <p>
          {t('list.didYouMean')}{' '}
          {close.map((term, index) => (
            <span key={term}>
              {index > 0 ? ', ' : null}
              <Link to={searchFor(term)}>{term}</Link>
            </span>
          ))}
        </p>
      ) : null}
      {popular.length > 0 ? (
        <p>
          {t('list.popularSearches')}{' '}
          {popular.map((term, index) => (
            <span key={term}>
              {index > 0 ? ', ' : null}
              <Link to={searchFor(term)}>{term}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <p>
        <Link to={path}>{t('list.clearFilters')}</Link>
      </p>
    </StyledSuggestions>
  );
}

const StyledSuggestions = styled.div`
  margin-top: ${theme.space[4]}px;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;

  a {
    color: ${theme.colors.secondary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const StyledMessage = styled.div`
  text-align: center;
  padding: ${theme.space[7]}px ${theme.space[4]}px;
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};

  h2 {
    margin: 0 0 ${theme.space[2]}px;
    font-size: ${theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const StyledCount = styled.p`
  margin: 0 0 ${theme.space[3]}px;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const StyledList = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;

  > li {
    display: flex;
  }

  > li > * {
    flex: 1;
  }
`;
