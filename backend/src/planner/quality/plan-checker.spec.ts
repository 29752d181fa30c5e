import { sampleCatalogue } from '../../../test/support/planner-catalogue.js';
import { parseDay } from '../engine/calendar.js';
import { planTrip } from '../engine/plan-trip.js';
import { planningWindow } from '../engine/request.js';
import type { CatalogueSnapshot, TripPlan } from '../engine/types.js';
import { qualityGrid } from './grid.js';
import { checkPlan, countByKind, genericTips, HARD_KINDS, type Defect } from './plan-checker.js';

const TODAY = parseDay('2026-11-25')!;

/** Events of the sample catalogue inside a request's window, as the service would read them. */
function catalogueFor(all: CatalogueSnapshot, window: { from: number; to: number } | null) {
  if (!window) return { ...all, events: [] };
  return {
    ...all,
    events: all.events.filter((event) => {
      const day = Math.floor(Date.parse(event.startsAt) / 86_400_000);
      return day >= window.from && day < window.to;
    }),
  };
}

describe('the planner’s quality checker over the request grid', () => {
  const catalogue = sampleCatalogue(TODAY);
  const grid = qualityGrid(TODAY);
  const plans: TripPlan[] = [];
  const defects: (Defect & { request: number })[] = [];

  beforeAll(() => {
    grid.forEach((request, index) => {
      const snapshot = catalogueFor(catalogue, planningWindow(request));
      const plan = planTrip(request, snapshot, TODAY);
      plans.push(plan);
      for (const defect of checkPlan(plan, request, snapshot))
        defects.push({ ...defect, request: index });
    });
  });

  it('covers at least 300 requests: lengths, budgets, interest sets, parties and months', () => {
    expect(grid.length).toBeGreaterThanOrEqual(300);
    const months = new Set(grid.flatMap((r) => (r.startDate ? [r.startDate.slice(5, 7)] : [])));
    expect([...months].sort()).toEqual(['01', '04', '07', '10']);
    expect(new Set(grid.map((r) => r.pace)).size).toBe(3);
    expect(grid.some((r) => r.party.childrenAges.length > 0)).toBe(true);
  });

  it.each(HARD_KINDS)('finds no %s', (kind) => {
    expect(defects.filter((d) => d.kind === kind).slice(0, 5)).toEqual([]);
  });

  it('has no tip that reads the same in half of the plans', () => {
    expect(genericTips(plans)).toEqual([]);
  });

  it('counts defects the plans really have (a padded plan is caught)', () => {
    const plan = structuredClone(plans[0]);
    const day = plan.dailyPlan.find((d) => d.kind === 'explore') ?? plan.dailyPlan[0];
    day.kind = 'explore';
    day.activities = day.activities.filter((row) => row.category !== 'activity');
    day.activities.push({
      ...day.activities[0],
      activity: 'Free time',
      notes: 'Nothing new to add here for your interests.',
    });
    plan.overview = 'A 11-day trip';
    const counts = countByKind(
      checkPlan(plan, grid[0], catalogueFor(catalogue, planningWindow(grid[0]))),
    );
    expect(counts.filler).toBeGreaterThanOrEqual(2);
    expect(counts.grammar).toBe(1);
  });
});
