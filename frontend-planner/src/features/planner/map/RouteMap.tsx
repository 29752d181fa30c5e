// The trip's route on a bundled map of Sierra Leone (Natural Earth 1:50m via world-atlas): no
// tile server, so it works offline. Loaded only when the traveller opens the map.
import { useMemo, useState } from 'react';
import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import styled from 'styled-components';
import countries from 'world-atlas/countries-50m.json';
import type { PlanDay } from '../itinerary';
import { theme } from '@salone/ui';
import { useLocale, useT } from '@salone/i18n';
import { plannerMessages } from '../../../i18n';
import { formatHours } from '../format';

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
const projection = geoMercator().fitExtent(
  [
    [24, 24],
    [WIDTH - 24, HEIGHT - 24],
  ],
  sierraLeone as Feature,
);
const path = geoPath(projection);

const project = (coords: number[]) => projection([coords[0], coords[1]]) ?? [0, 0];

export interface RouteMapProps {
  days: PlanDay[];
}

/** The route of the whole trip or of one day, with the drive times on the legs. */
export default function RouteMap({ days }: RouteMapProps) {
  const t = useT(plannerMessages);
  const { locale } = useLocale();
  const hours = (value: number) => formatHours(value, locale);
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
                {t('map.hours', { hours: hours(leg.hours) })}
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
              hours: hours(leg.hours),
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
