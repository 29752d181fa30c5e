import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@salone/router';
import styled from 'styled-components';
import {
  useListCarsQuery,
  useListEventsQuery,
  useListHotelsQuery,
  useListPropertiesQuery,
  useListToursQuery,
} from '@salone/api-client/catalogue';
import { Dialog, Spinner, TextField, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { shellMessages, type ShellKey } from '../i18n';

const RESULTS_PER_SERVICE = 3;
const MIN_QUERY_LENGTH = 2;

interface Hit {
  id: number;
  title: string;
  detail: string;
}

/** The wide-screen search (docs/product.md, screens): one query across the five services. */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT(shellMessages);
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const skip = search.length < MIN_QUERY_LENGTH;
  const hotels = useListHotelsQuery({ search }, { skip });
  const events = useListEventsQuery({ search }, { skip });
  const cars = useListCarsQuery({ search }, { skip });
  const tours = useListToursQuery({ search }, { skip });
  const properties = useListPropertiesQuery({ search }, { skip });

  const groups: Array<{
    label: string;
    seeAll: ShellKey;
    base: string;
    loading: boolean;
    hits: Hit[];
  }> = [
    {
      label: t('nav.section.hotels'),
      seeAll: 'search.seeAll.hotels',
      base: '/hotels',
      loading: hotels.isFetching,
      hits: (hotels.currentData ?? []).map((h) => ({ id: h.id, title: h.name, detail: h.address })),
    },
    {
      label: t('nav.section.events'),
      seeAll: 'search.seeAll.events',
      base: '/events',
      loading: events.isFetching,
      hits: (events.currentData ?? []).map((e) => ({
        id: e.id,
        title: e.title,
        detail: e.location,
      })),
    },
    {
      label: t('nav.section.cars'),
      seeAll: 'search.seeAll.cars',
      base: '/cars',
      loading: cars.isFetching,
      hits: (cars.currentData ?? []).map((c) => ({
        id: c.id,
        title: `${c.make} ${c.model}`,
        detail: c.location,
      })),
    },
    {
      label: t('nav.section.tours'),
      seeAll: 'search.seeAll.tours',
      base: '/tours',
      loading: tours.isFetching,
      hits: (tours.currentData ?? []).map((tour) => ({
        id: tour.id,
        title: tour.title,
        detail: tour.location,
      })),
    },
    {
      label: t('nav.section.real-estate'),
      seeAll: 'search.seeAll.real-estate',
      base: '/real-estate',
      loading: properties.isFetching,
      hits: (properties.currentData ?? []).map((p) => ({
        id: p.id,
        title: p.title,
        detail: p.address,
      })),
    },
  ];
  const loading = groups.some((g) => g.loading);
  const total = groups.reduce((sum, g) => sum + g.hits.length, 0);

  let body: ReactNode = <StyledHint>{t('search.hint')}</StyledHint>;
  if (!skip && loading && total === 0) body = <Spinner label={t('search.searching')} />;
  else if (!skip && total === 0) body = <StyledHint>{t('search.noResults')}</StyledHint>;
  else if (!skip)
    body = groups
      .filter((g) => g.hits.length > 0)
      .map((group) => (
        <StyledGroup key={group.label} aria-label={group.label}>
          <h3>{group.label}</h3>
          <ul>
            {group.hits.slice(0, RESULTS_PER_SERVICE).map((hit) => (
              <li key={hit.id}>
                <Link to={`${group.base}/${hit.id}`} onClick={onClose}>
                  <strong>{hit.title}</strong>
                  <span>{hit.detail}</span>
                </Link>
              </li>
            ))}
          </ul>
          {group.hits.length > RESULTS_PER_SERVICE && (
            <Link to={`${group.base}?search=${encodeURIComponent(search)}`} onClick={onClose}>
              {t(group.seeAll, { count: group.hits.length })}
            </Link>
          )}
        </StyledGroup>
      ));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('search.dialogTitle')}
      description={t('search.dialogDescription')}
    >
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('search.field')}
          type="search"
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <StyledResults aria-live="polite">{body}</StyledResults>
    </Dialog>
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const StyledResults = styled.div`
  margin-top: ${theme.space[4]}px;
  min-height: 80px;
`;

const StyledHint = styled.p`
  color: ${theme.colors.textMuted};
`;

const StyledGroup = styled.section`
  margin-bottom: ${theme.space[4]}px;

  h3 {
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.colors.textMuted};
    margin: 0 0 ${theme.space[2]}px;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li a {
    display: flex;
    flex-direction: column;
    padding: ${theme.space[2]}px;
    border-radius: ${theme.radii.md};
    color: ${theme.colors.text};
    text-decoration: none;

    &:hover {
      background: ${theme.colors.surfaceMuted};
    }

    span {
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.textMuted};
    }
  }
`;
