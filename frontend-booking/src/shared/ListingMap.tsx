import { MapView, type MapPoint, type MapSettings } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';
import { DetailCard } from './detail';

export interface ListingMapProps {
  /** The listing's name, on its marker. */
  name: string;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** Tests: the tile source (default: the deployment's). */
  tiles?: MapSettings | null;
}

/** A detail page's "Location" card: the map with the listing's marker; nothing until it is placed. */
export function ListingMap({ name, latitude, longitude, tiles }: ListingMapProps) {
  const t = useT(bookingMessages);
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  const points: MapPoint[] = [{ id: 'place', latitude, longitude, label: name }];
  return (
    <DetailCard title={t('map.heading')}>
      <MapView
        title={t('map.title', { name })}
        points={points}
        fallbackNote={t('map.fallback')}
        tiles={tiles}
      />
    </DetailCard>
  );
}
