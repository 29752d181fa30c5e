import { frameOn } from '../map/RouteMap';

// [longitude, latitude]
const ABERDEEN = [-13.2868, 8.4893];
const HILL_STATION = [-13.2452, 8.4563];
const BO = [-11.7383, 7.9641];

const distance = (projection: ReturnType<typeof frameOn>, a: number[], b: number[]) => {
  const [x1, y1] = projection(a as [number, number])!;
  const [x2, y2] = projection(b as [number, number])!;
  return Math.hypot(x2 - x1, y2 - y1);
};

describe("the route map's frame", () => {
  it('frames a day in Freetown on Freetown, so its stops are far apart', () => {
    const projection = frameOn([ABERDEEN, HILL_STATION]);
    expect(distance(projection, ABERDEEN, HILL_STATION)).toBeGreaterThan(300);
    // Framed on the whole country, the same stops were a few pixels apart.
    expect(distance(frameOn([]), ABERDEEN, HILL_STATION)).toBeLessThan(15);
  });

  it('keeps every stop of a trip up-country inside the picture', () => {
    const projection = frameOn([ABERDEEN, HILL_STATION, BO]);
    for (const stop of [ABERDEEN, HILL_STATION, BO]) {
      const [x, y] = projection(stop as [number, number])!;
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThanOrEqual(600);
      expect(y).toBeGreaterThanOrEqual(40);
      expect(y).toBeLessThanOrEqual(520);
    }
  });
});
