import { screen, waitFor, within } from '@testing-library/react';
import { MapView } from '../map/MapView';
import { renderWithTheme } from '../test-utils';

const lodge = { id: 1, latitude: 8.4563, longitude: -13.2452, label: 'Hill Station Garden Lodge' };
const TILES = {
  tileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};
const NOTE = 'The map cannot be shown right now; the pin marks the place.';

/** The browser's IntersectionObserver (jsdom has none): the map is on screen at once. */
class OnScreen {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

describe('MapView', () => {
  const online = Object.getOwnPropertyDescriptor(window.navigator, 'onLine');
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    if (online) Object.defineProperty(window.navigator, 'onLine', online);
    else delete (window.navigator as { onLine?: boolean }).onLine;
  });

  it('without a tile source shows the plain panel: the marker, the name and the coordinates', () => {
    window.IntersectionObserver = OnScreen as unknown as typeof IntersectionObserver;
    renderWithTheme(
      <MapView
        title="Map of Hill Station Garden Lodge"
        points={[lodge]}
        fallbackNote={NOTE}
        tiles={null}
      />,
    );
    const map = screen.getByTestId('place-map');
    expect(map).toHaveAttribute('data-map-state', 'fallback');
    const picture = screen.getByRole('img', { name: 'Map of Hill Station Garden Lodge' });
    expect(within(picture).getAllByTestId('map-marker')).toHaveLength(1);
    expect(within(picture).getByTestId('map-marker')).toHaveTextContent(
      'Hill Station Garden Lodge',
    );
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.getByText('8.4563, -13.2452')).toBeInTheDocument();
    expect(map.querySelector('.leaflet-container')).toBeNull();
  });

  it('offline, with a tile source, keeps the fallback and never loads the map', async () => {
    window.IntersectionObserver = OnScreen as unknown as typeof IntersectionObserver;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    renderWithTheme(<MapView title="Map" points={[lodge]} fallbackNote={NOTE} tiles={TILES} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('place-map')).toHaveAttribute('data-map-state', 'fallback');
    expect(screen.getByTestId('place-map').querySelector('.leaflet-container')).toBeNull();
  });

  it('does not load the map before it scrolls into view', async () => {
    renderWithTheme(<MapView title="Map" points={[lodge]} fallbackNote={NOTE} tiles={TILES} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('place-map').querySelector('.leaflet-container')).toBeNull();
  });

  it('in view, with a tile source, draws the Leaflet map with the marker and the credit', async () => {
    window.IntersectionObserver = OnScreen as unknown as typeof IntersectionObserver;
    renderWithTheme(
      <MapView title="Map of the lodge" points={[lodge]} fallbackNote={NOTE} tiles={TILES} />,
    );
    const map = screen.getByTestId('place-map');
    await waitFor(() => expect(map.querySelector('.leaflet-container')).not.toBeNull());
    expect(map).toHaveAttribute('data-map-state', 'loading');
    expect(map.querySelector('.leaflet-marker-icon')).toHaveAttribute(
      'title',
      'Hill Station Garden Lodge',
    );
    expect(map.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      '© OpenStreetMap contributors',
    );
    const tile = map.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.src).toMatch(/^http:\/\/tiles\.test\/15\/\d+\/\d+\.png$/);
  });

  it('falls back when the first tiles fail to load', async () => {
    window.IntersectionObserver = OnScreen as unknown as typeof IntersectionObserver;
    renderWithTheme(<MapView title="Map" points={[lodge]} fallbackNote={NOTE} tiles={TILES} />);
    const map = screen.getByTestId('place-map');
    await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
    map.querySelector('img.leaflet-tile')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(map).toHaveAttribute('data-map-state', 'fallback'));
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Map' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map' })).toBeNull();
  });
});
