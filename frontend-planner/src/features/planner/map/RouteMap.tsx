// The trip's route on a bundled map of Sierra Leone (Natural Earth 1:50m via world-atlas): no
// tile server, so it works offline. Loaded only when the traveller opens the map. It is framed
// on where the trip (or the day shown) goes, so stops a few streets apart in Freetown are apart
// on the map too; the coastline and borders give the context.
import { useMemo, useState } from 'react';
import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import styled from 'styled-components';
import countries from 'world-atlas/countries-50m.json';
import type { PlanDay } from '../itinerary';
import { theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';
import { formatDuration } from '../format';

/** ISO 3166 numeric codes: Sierra Leone and its neighbours, drawn for context. */
const SIERRA_LEONE = '694';
const NEIGHBOURS = ['324', '430'];
const WIDTH = 640;
const HEIGHT = 560;

const topology: Topology<{ countries: GeometryCollection }> = countries;
const shapes = (
  feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>
).features;
const sierraLeone = shapes.find((shape) => shape.id === SIERRA_LEONE)!;
const neighbours = shapes.filter((shape) => NEIGHBOURS.includes(String(shape.id)));
const MARGIN = 48;
/** The smallest frame, in degrees (about 3 km): one stop, or stops on one street. */
const MIN_SPAN = 0.03;

/**
 * The projection that frames these points ([longitude, latitude]) with a margin; the whole
 * country when there are none.
 */
export function frameOn(points: number[][]) {
  const extent: [[number, number], [number, number]] = [
    [MARGIN, MARGIN],
    [WIDTH - MARGIN, HEIGHT - MARGIN],
  ];
  if (points.length === 0) return geoMercator().fitExtent(extent, sierraLeone as Feature);
  const lons = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  const half = (values: number[]) =>
    Math.max(Math.max(...values) - Math.min(...values), MIN_SPAN) / 2;
  const mid = (values: number[]) => (Math.max(...values) + Math.min(...values)) / 2;
  const [lon, lat] = [mid(lons), mid(lats)];
  const [dLon, dLat] = [half(lons), half(lats)];
  const box: Feature = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPoint',
      coordinates: [
        [lon - dLon, lat - dLat],
        [lon + dLon, lat + dLat],
      ],
    },
  };
  return geoMercator().fitExtent(extent, box);
}

export interface RouteMapProps {
  days: PlanDay[];
}

/** The route of the whole trip or of one day, with the drive times on the legs. */
export default function RouteMap({ days }: RouteMapProps) {
  const t = useT(plannerMessages);
  const hours = (value: number) => formatDuration(value, t);
  const [shown, setShown] = useState<number | 'all'>('all');
  const visible = shown === 'all' ? days : days.filter((day) => day.day === shown);
  const legs = visible.flatMap((day) => (day.travel ? [{ day: day.day, ...day.travel }] : []));
  const stops = useMemo(() => {
    const seen = new Map<string, { coords: number[]; name: string; day: number }>();
    for (const day of visible)
      for (const stop of day.activities)
        if (stop.coords && stop.category === 'activity')
          seen.set(`${stop.coords.join()}`, {
            coords: stop.coords,
            name: stop.activity,
            day: day.day,
          });
    return [...seen.values()];
  }, [visible]);
  const { path, project } = useMemo(() => {
    const projection = frameOn([
      ...stops.map((stop) => stop.coords),
      ...legs.flatMap((leg) => [leg.from, leg.to]),
    ]);
    return {
      path: geoPath(projection),
      project: (coords: number[]) => projection([coords[0], coords[1]]) ?? [0, 0],
    };
    // The legs follow the days shown, as the stops do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stops]);

  return (
    <StyledMap>
      <StyledPicker>
        <label htmlFor="planner-map-day">{t('map.picker')}</label>
        <select
          id="planner-map-day"
          value={String(shown)}
          onChange={(event) =>
            setShown(event.target.value === 'all' ? 'all' : Number(event.target.value))
          }
        >
          <option value="all">{t('map.all')}</option>
          {days.map((day) => (
            <option key={day.day} value={day.day}>
              {day.title
                ? t('map.dayOption', { day: day.day, title: day.title })
                : t('day.label', { day: day.day })}
            </option>
          ))}
        </select>
      </StyledPicker>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="planner-map-title"
        data-testid="route-map"
      >
        <title id="planner-map-title">
          {shown === 'all' ? t('map.titleAll') : t('map.titleDay', { day: shown })}
        </title>
        <rect width={WIDTH} height={HEIGHT} className="sea" />
        {neighbours.map((shape) => (
          <path key={String(shape.id)} d={path(shape) ?? ''} className="neighbour" />
        ))}
        <path d={path(sierraLeone) ?? ''} className="country" />
        {legs.map((leg, index) => {
          const [x1, y1] = project(leg.from);
          const [x2, y2] = project(leg.to);
          return (
            <g key={`${leg.day}-${index}`}>
              <line x1={x1} y1={y1} x2={x2} y2={y2} className="leg" />
              <text x={(x1 + x2) / 2 + 6} y={(y1 + y2) / 2 - 6} className="hours">
                {t('map.hours', { duration: hours(leg.hours) })}
              </text>
            </g>
          );
        })}
        {stops.map((stop) => {
          const [x, y] = project(stop.coords);
          return (
            <circle key={stop.coords.join()} cx={x} cy={y} r={5} className="stop">
              <title>{t('map.stop', { day: stop.day, name: stop.name })}</title>
            </circle>
          );
        })}
      </svg>
      <StyledLegs aria-label={t('map.legs')}>
        {legs.length === 0 ? <li>{t('map.noTravel')}</li> : null}
        {legs.map((leg, index) => (
          <li key={`${leg.day}-${index}`}>
            {t('map.leg', {
              day: leg.day,
              from: leg.fromName,
              to: leg.toName,
              duration: hours(leg.hours),
            })}
          </li>
        ))}
      </StyledLegs>
    </StyledMap>
  );
}

const StyledMap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  svg {
    width: 100%;
    max-width: 640px;
    height: auto;
    border-radius: ${theme.radii.md};
  }
  .sea {
    fill: #dceefb;
  }
  .neighbour {
    fill: #eeeeea;
    stroke: #c8c8c0;
  }
  .country {
    fill: #f4f1e1;
    stroke: ${theme.colors.primary};
    stroke-width: 1.5;
  }
  .leg {
    stroke: ${theme.colors.secondary};
    stroke-width: 3;
    stroke-linecap: round;
  }
  .hours {
    font-size: 14px;
    font-weight: 600;
    fill: ${theme.colors.text};
  }
  .stop {
    fill: ${theme.colors.primary};
    stroke: white;
    stroke-width: 1.5;
  }
`;

const StyledPicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;

  select {
    min-height: ${theme.touchTarget}px;
    /* Day titles are long: the picker never outgrows a phone's screen. */
    max-width: 100%;
  }
`;

const StyledLegs = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  color: ${theme.colors.textMuted};
`;
