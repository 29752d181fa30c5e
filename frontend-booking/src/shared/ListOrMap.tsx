import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { Button, MapView, theme, type MapPoint } from '@salone/ui';
import { bookingMessages } from '../i18n';

/** What a list's map needs of a result: where it is, its name and its page. */
export interface Placed {
  id: number;
  latitude: number | null;
  longitude: number | null;
}

export interface ListOrMapProps<T extends Placed> {
  items: T[] | undefined;
  /** The result's name on its marker. */
  name(item: T): string;
  /** The result's page. */
  href(item: T): string;
  /** The list (ListStates). */
  children: ReactNode;
}

/**
 * A list's results as the list, or on a map ("Map"): the results that have a place, each a
 * marker linking to its page. The map loads only when shown.
 */
export function ListOrMap<T extends Placed>({ items, name, href, children }: ListOrMapProps<T>) {
  const t = useT(bookingMessages);
  const [view, setView] = useState<'list' | 'map'>('list');
  const points: MapPoint[] = (items ?? []).flatMap((item) =>
    typeof item.latitude === 'number' && typeof item.longitude === 'number'
      ? [
          {
            id: item.id,
            latitude: item.latitude,
            longitude: item.longitude,
            label: name(item),
            href: href(item),
          },
        ]
      : [],
  );
  return (
    <>
      <StyledToggle role="group" aria-label={t('map.view')}>
        <Button
          type="button"
          size="sm"
          variant={view === 'list' ? 'primary' : 'secondary'}
          aria-pressed={view === 'list'}
          onClick={() => setView('list')}
        >
          {t('map.showList')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant={view === 'map' ? 'primary' : 'secondary'}
          aria-pressed={view === 'map'}
          onClick={() => setView('map')}
          disabled={items === undefined}
        >
          {t('map.show')}
        </Button>
      </StyledToggle>
      {view === 'list' ? (
        children
      ) : points.length === 0 ? (
        <p>{t('map.noPlaces')}</p>
      ) : (
        <MapView
          title={t('map.listTitle')}
          points={points}
          fallbackNote={t('map.fallback')}
          height={420}
        />
      )}
    </>
  );
}

const StyledToggle = styled.div`
  display: flex;
  gap: ${theme.space[2]}px;
  justify-content: flex-end;
  margin-bottom: ${theme.space[3]}px;
`;
