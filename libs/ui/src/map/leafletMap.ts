// Every app compiles this library from source: the stylesheet import's type comes with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../css.d.ts" />
// The map itself: Leaflet, with its stylesheet, in a chunk of its own that MapView loads only
// when a map scrolls into view (docs/decisions/maps-with-leaflet-and-a-fallback.md).
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import type { MapLeg, MapPoint } from './MapView';

export interface MountOptions {
  tileUrl: string;
  attribution: string;
  points: MapPoint[];
  legs: MapLeg[];
  /** Called with the point clicked (the pin picker). */
  onPick?: (latitude: number, longitude: number) => void;
  /** Called when the first tiles cannot be loaded (offline, or a source that is down). */
  onTilesFailed(): void;
  /** Called once the first tile has been drawn. */
  onTilesLoaded(): void;
}

export interface MountedMap {
  /** Moves the markers (the picker's pin); the view stays where the visitor left it. */
  setPoints(points: MapPoint[]): void;
  destroy(): void;
}

const STYLE_ID = 'salone-leaflet-css';

/** Leaflet's stylesheet, once per page, with the pin's own rules. */
function ensureStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${leafletCss}
.salone-map-pin { background: none; border: 0; }
.salone-map-pin svg { display: block; filter: drop-shadow(0 1px 2px rgba(0,0,0,.4)); }`;
  document.head.appendChild(style);
}

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="36" viewBox="0 0 28 36" aria-hidden="true">' +
  '<path d="M14 0C6.3 0 0 6.1 0 13.7 0 24 14 36 14 36s14-12 14-22.3C28 6.1 21.7 0 14 0z" fill="#0b6b2c" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="14" cy="13.5" r="5" fill="#fff"/></svg>';

const pinIcon = L.divIcon({
  className: 'salone-map-pin',
  html: PIN_SVG,
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  popupAnchor: [0, -32],
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function mountMap(element: HTMLElement, options: MountOptions): MountedMap {
  ensureStyles();
  const map = L.map(element, { scrollWheelZoom: false, zoomControl: true });
  map.attributionControl.setPrefix(false);
  let drawn = false;
  const tiles = L.tileLayer(options.tileUrl, {
    maxZoom: 19,
    attribution: `<a href="https://www.openstreetmap.org/copyright" rel="noopener" target="_blank">${escapeHtml(options.attribution)}</a>`,
  });
  tiles.on('tileload', () => {
    if (!drawn) options.onTilesLoaded();
    drawn = true;
  });
  tiles.on('tileerror', () => {
    if (!drawn) options.onTilesFailed();
  });
  tiles.addTo(map);

  const markers = L.layerGroup().addTo(map);
  const draw = (points: MapPoint[]) => {
    markers.clearLayers();
    for (const point of points) {
      const marker = L.marker([point.latitude, point.longitude], {
        icon: pinIcon,
        title: point.label,
        alt: point.label,
        keyboard: true,
      });
      marker.bindPopup(
        point.href
          ? `<a href="${escapeHtml(point.href)}">${escapeHtml(point.label)}</a>`
          : escapeHtml(point.label),
      );
      marker.addTo(markers);
    }
  };
  draw(options.points);
  for (const leg of options.legs) {
    L.polyline([leg.from, leg.to], { color: '#c47b00', weight: 4 })
      .bindTooltip(escapeHtml(leg.label), { sticky: true })
      .addTo(map);
  }

  const corners: L.LatLngExpression[] = [
    ...options.points.map((point) => [point.latitude, point.longitude] as [number, number]),
    ...options.legs.flatMap((leg) => [leg.from, leg.to]),
  ];
  if (corners.length === 1) map.setView(corners[0], 15);
  else if (corners.length > 1)
    map.fitBounds(L.latLngBounds(corners), { padding: [32, 32], maxZoom: 15 });
  else map.setView([8.46, -11.78], 7); // Sierra Leone

  if (options.onPick) {
    const pick = options.onPick;
    map.on('click', (event: L.LeafletMouseEvent) => pick(event.latlng.lat, event.latlng.lng));
  }

  return {
    setPoints: draw,
    destroy: () => map.remove(),
  };
}
