import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import { loadMapSettings, OSM_ATTRIBUTION, type MapSettings } from './mapSettings';
import type { MountedMap } from './leafletMap';

/** A place on the map. */
export interface MapPoint {
  id: string | number;
  latitude: number;
  longitude: number;
  /** Its name, shown on the marker and in the fallback. */
  label: string;
  /** Its page (lists' maps). */
  href?: string;
}

/** A line between two places, [latitude, longitude] each (a trip's drive). */
export interface MapLeg {
  from: [number, number];
  to: [number, number];
  label: string;
}

export interface MapViewProps {
  /** The map's accessible name ("Map of Aberdeen Bay Hotel"). */
  title: string;
  points: MapPoint[];
  legs?: MapLeg[];
  /** Said by the fallback: why there are no map tiles (offline, or none configured). */
  fallbackNote: string;
  /** Height in px of the map and of its fallback. */
  height?: number;
  /**
   * The tile source; by default the deployment's (/site-config.json). `null`: none, the
   * fallback only.
   */
  tiles?: MapSettings | null;
  /** The pin picker: called with the point the visitor clicked on the map. */
  onPick?: (latitude: number, longitude: number) => void;
}

type Mode = 'fallback' | 'loading' | 'map';

/**
 * A map of places: OpenStreetMap-compatible tiles through Leaflet, whose code loads only once
 * the map scrolls into view; until then, when no tile source is configured, offline, or when
 * the first tiles fail, a plain panel with the markers, the places' names and coordinates
 * (what the server renders too).
 */
export function MapView({
  title,
  points,
  legs = [],
  fallbackNote,
  height = 280,
  tiles,
  onPick,
}: MapViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedMap | null>(null);
  const [mode, setMode] = useState<Mode>('fallback');
  const [visible, setVisible] = useState(false);
  // What the mounted map reads when it is drawn and when it is clicked: the latest props.
  const latest = useRef({ points, onPick });
  useEffect(() => {
    latest.current = { points, onPick };
  });

  // Seen: once the map is near the screen (or at once, where there is no observer).
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const hasPlaces = points.length > 0 || legs.length > 0 || Boolean(onPick);
  useEffect(() => {
    if (!visible || !hasPlaces) return;
    let cancelled = false;
    void (async () => {
      const settings = tiles === undefined ? await loadMapSettings() : tiles;
      if (cancelled || !settings?.tileUrl) return;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      setMode('loading');
      try {
        const { mountMap } = await import(/* webpackChunkName: "leaflet-map" */ './leafletMap');
        if (cancelled || !canvas.current) return;
        mounted.current = mountMap(canvas.current, {
          tileUrl: settings.tileUrl,
          attribution: settings.attribution || OSM_ATTRIBUTION,
          points: latest.current.points,
          legs,
          onPick: latest.current.onPick
            ? (latitude, longitude) => latest.current.onPick?.(latitude, longitude)
            : undefined,
          onTilesLoaded: () => !cancelled && setMode('map'),
          onTilesFailed: () => {
            if (cancelled) return;
            setMode('fallback');
            // After Leaflet has finished with the failed tile.
            setTimeout(() => {
              mounted.current?.destroy();
              mounted.current = null;
            });
          },
        });
      } catch {
        // The map's code could not be loaded (offline): the fallback stays.
        if (!cancelled) setMode('fallback');
      }
    })();
    return () => {
      cancelled = true;
      mounted.current?.destroy();
      mounted.current = null;
    };
    // The legs and tiles of one map do not change; points move through setPoints below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, hasPlaces]);

  useEffect(() => {
    mounted.current?.setPoints(points);
  }, [points]);

  return (
    <StyledFrame ref={frame} data-testid="place-map" data-map-state={mode} $height={height}>
      <StyledCanvas
        ref={canvas}
        role="region"
        aria-label={title}
        hidden={mode === 'fallback'}
        $height={height}
      />
      {mode === 'fallback' ? (
        <MapFallback
          title={title}
          points={points}
          legs={legs}
          note={fallbackNote}
          height={height}
        />
      ) : null}
    </StyledFrame>
  );
}

const VIEW_W = 400;
const VIEW_H = 200;

/** A plain panel: the markers placed on their bounding box, and the places' coordinates. */
function MapFallback({
  title,
  points,
  legs,
  note,
  height,
}: {
  title: string;
  points: MapPoint[];
  legs: MapLeg[];
  note: string;
  height: number;
}) {
  const corners = [
    ...points.map((point) => [point.latitude, point.longitude] as [number, number]),
    ...legs.flatMap((leg) => [leg.from, leg.to]),
  ];
  const lats = corners.map(([lat]) => lat);
  const lons = corners.map(([, lon]) => lon);
  // At least ~1 km each way, so one place sits in the middle.
  const span = (values: number[]) => Math.max(Math.max(...values) - Math.min(...values), 0.01);
  const latSpan = corners.length ? span(lats) : 1;
  const lonSpan = corners.length ? span(lons) : 1;
  const midLat = corners.length ? (Math.max(...lats) + Math.min(...lats)) / 2 : 0;
  const midLon = corners.length ? (Math.max(...lons) + Math.min(...lons)) / 2 : 0;
  const scale = Math.min((VIEW_W - 60) / lonSpan, (VIEW_H - 60) / latSpan);
  const place = ([lat, lon]: [number, number]) => [
    VIEW_W / 2 + (lon - midLon) * scale,
    VIEW_H / 2 - (lat - midLat) * scale,
  ];
  return (
    <StyledFallback style={{ minHeight: height }} data-testid="map-fallback">
      <svg viewBox={`0 0 ${VIEW_W} ${VIEW_H}`} role="img" aria-label={title}>
        <rect width={VIEW_W} height={VIEW_H} className="ground" />
        {legs.map((leg, index) => {
          const [x1, y1] = place(leg.from);
          const [x2, y2] = place(leg.to);
          return <line key={index} x1={x1} y1={y1} x2={x2} y2={y2} className="leg" />;
        })}
        {points.map((point) => {
          const [x, y] = place([point.latitude, point.longitude]);
          return (
            <g key={point.id} transform={`translate(${x - 10} ${y - 26})`} data-testid="map-marker">
              <title>{point.label}</title>
              <path
                d="M10 0C4.5 0 0 4.4 0 9.8 0 17.1 10 26 10 26s10-8.9 10-16.2C20 4.4 15.5 0 10 0z"
                className="pin"
              />
              <circle cx="10" cy="9.6" r="3.6" fill="#fff" />
            </g>
          );
        })}
      </svg>
      <p className="note">{note}</p>
      <ul>
        {points.map((point) => (
          <li key={point.id}>
            {point.href ? <a href={point.href}>{point.label}</a> : <strong>{point.label}</strong>}{' '}
            <span className="coords">
              {point.latitude.toFixed(4)}, {point.longitude.toFixed(4)}
            </span>
          </li>
        ))}
      </ul>
    </StyledFallback>
  );
}

const StyledFrame = styled.div<{ $height: number }>`
  position: relative;
  min-height: ${({ $height }) => $height}px;
`;

const StyledCanvas = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  overflow: hidden;
  /* Leaflet's panes sit above the page's sticky header otherwise. */
  isolation: isolate;
  z-index: 0;

  &[hidden] {
    display: none;
  }
`;

const StyledFallback = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  padding: ${theme.space[3]}px;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;

  svg {
    width: 100%;
    max-height: 200px;
  }
  .ground {
    fill: ${theme.colors.primarySoft};
  }
  .leg {
    stroke: ${theme.colors.warning};
    stroke-width: 3;
    stroke-linecap: round;
  }
  .pin {
    fill: ${theme.colors.primary};
    stroke: #fff;
    stroke-width: 1.5;
  }
  .note {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  .coords {
    color: ${theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;
