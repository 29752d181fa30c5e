import { gridRequests, planProblems } from '../../../test/support/planner-checks.js';
import { startTestApp, type TestApp } from '../../../test/support/test-app.js';
import { PlannerCatalogue } from '../planner-catalogue.js';
import { BUDGETS, DURATIONS } from '@salone/booking-rules';
import { EVENTS } from '../../seed/data/events.js';
import { dayOf } from './calendar.js';
import { planTrip } from './plan-trip.js';
import { planningWindow } from './request.js';
import type { CatalogueSnapshot, TripRequest } from './types.js';

/** The engine on the real sample catalogue, read from the database as the service reads it. */
describe('planTrip over the whole input grid (seeded database)', () => {
  let t: TestApp;
  let reader: PlannerCatalogue;
  const today = dayOf(new Date());
  const snapshots = new Map<string, CatalogueSnapshot>();

  beforeAll(async () => {
    t = await startTestApp({ EXPIRY_SWEEP_SECONDS: '0' });
    reader = t.app.get(PlannerCatalogue);
  });
  afterAll(() => t.close());

  const snapshotFor = async (trip: TripRequest) => {
    const window = planningWindow(trip);
    const key = window ? `${window.from}-${window.to}` : 'none';
    if (!snapshots.has(key)) snapshots.set(key, await reader.load(window));
    return snapshots.get(key)!;
  };

  it('reads the whole sample catalogue, with the events of the dates', async () => {
    const undated = await reader.load(null);
    expect(undated.hotels).toHaveLength(11);
    expect(undated.tours).toHaveLength(10);
    expect(undated.cars).toHaveLength(10);
    expect(undated.events).toEqual([]);
    const sixMonths = await reader.load({ from: today, to: today + 190 });
    expect(sixMonths.events.length).toBeGreaterThanOrEqual(11);
    // Each event with its cheapest category that has tickets left (the sample data fits the
    // categories to the event: a marathon's 5 km run, a derby's terrace, a concert's Standard).
    for (const event of sixMonths.events) {
      const seeded = EVENTS.find((seed) => seed.title === event.title)!;
      expect(event.ticket?.priceCents).toBe(
        Math.min(...seeded.ticketCategories.map((category) => category.priceCents)),
      );
    }
  });

  it.each(BUDGETS.flatMap((budget) => DURATIONS.map((duration) => [budget, duration])))(
    'plans every interest mix and date choice soundly for %s, %s',
    async (budget, duration) => {
      const cases = gridRequests(today, 3).filter(
        (trip) => trip.budget === budget && trip.duration === duration,
      );
      for (const trip of cases) {
        const catalogue = await snapshotFor(trip);
        const plan = planTrip(trip, catalogue, today);
        expect({ trip, problems: planProblems(plan, trip, catalogue) }).toEqual({
          trip,
          problems: [],
        });
        expect(planTrip(trip, catalogue, today)).toEqual(plan);
      }
    },
  );
});
