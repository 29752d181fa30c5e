import { sampleCatalogue } from '../../../test/support/planner-catalogue.js';
import { clock, formatDay, minutesOf, parseDay } from '../engine/calendar.js';
import { planTrip } from '../engine/plan-trip.js';
import { planningWindow } from '../engine/request.js';
import type { CatalogueSnapshot, TripPlan } from '../engine/types.js';
import { eventDays, qualityGrid } from './grid.js';
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
  const grid = qualityGrid(TODAY, eventDays(catalogue));
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
    expect([...months].sort()).toEqual(expect.arrayContaining(['01', '04', '07', '10', '12']));
    // Every party shape: solo, couples, families (young children too) and a group of six.
    for (const party of [
      { adults: 1, childrenAges: [] },
      { adults: 2, childrenAges: [] },
      { adults: 2, childrenAges: [4, 7] },
      { adults: 6, childrenAges: [] },
    ])
      expect(grid.some((r) => JSON.stringify(r.party) === JSON.stringify(party))).toBe(true);
    // A trip over each of the catalogue's events.
    for (const event of catalogue.events) {
      const day = formatDay(Math.floor(Date.parse(event.startsAt) / 86_400_000) - 1);
      expect(grid.some((r) => r.startDate === day)).toBe(true);
    }
    // Dates over public holidays: Christmas to New Year, Independence Day.
    expect(grid.some((r) => r.startDate?.endsWith('-12-20'))).toBe(true);
    expect(grid.some((r) => r.startDate?.endsWith('-04-24'))).toBe(true);
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

  it('catches a market on a Sunday or holiday, the tip it contradicts, and an unnamed holiday', () => {
    const index = grid.findIndex(
      (r, i) =>
        r.startDate?.endsWith('-12-20') &&
        r.interests.includes('culture') &&
        plans[i].dailyPlan.length > 6,
    );
    const request = grid[index];
    const plan = structuredClone(plans[index]);
    const christmas = 25 - 20;
    const day = plan.dailyPlan[christmas];
    day.activities.push({
      ...day.activities[0],
      time: '10:00',
      activity: 'Big Market',
      location: 'Wallace Johnson Street, central Freetown',
      category: 'activity',
      key: 'place:big-market',
      notes: null,
    });
    plan.tips.push('For Big Market: markets open early and close on Sundays and public holidays.');
    plan.warnings = plan.warnings.filter((w) => !w.includes('Christmas Day'));
    const defects = checkPlan(plan, request, catalogueFor(catalogue, planningWindow(request)));
    const counts = countByKind(defects);
    expect(counts['market-on-closed-day']).toBe(1);
    expect(defects.find((d) => d.kind === 'market-on-closed-day')?.detail).toMatch(
      /Big Market on day 6 \(Christmas Day\)/,
    );
    expect(counts['tip-contradicts-plan']).toBe(1);
    expect(counts['holiday-unmentioned']).toBe(1);
  });

  it('catches a plan without the practical layer, and a note its own time contradicts', () => {
    const plan = structuredClone(plans[0]);
    plan.practical = [];
    const row = plan.dailyPlan.flatMap((d) => d.activities).find((a) => a.category === 'activity')!;
    row.time = '09:00';
    row.notes = 'Come for the sunset, when the beach fills with grills.';
    const counts = countByKind(
      checkPlan(plan, grid[0], catalogueFor(catalogue, planningWindow(grid[0]))),
    );
    expect(counts['practical-layer-missing']).toBe(5);
    expect(counts['tip-contradicts-plan']).toBe(1);
  });

  it('catches a trek in the rains without a warning', () => {
    const index = grid.findIndex((r, i) =>
      plans[i].dailyPlan.some(
        (d, day) =>
          /Bintumani|Wara Wara/.test(d.activities.map((a) => a.activity).join(' ')) &&
          r.startDate !== null &&
          [6, 7, 8, 9, 10].includes(
            new Date(Date.parse(r.startDate) + day * 86_400_000).getUTCMonth() + 1,
          ),
      ),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const plan = structuredClone(plans[index]);
    expect(plan.warnings.some((w) => /(Bintumani|Wara Wara).* rains/.test(w))).toBe(true);
    plan.warnings = plan.warnings.filter((w) => !/rains/.test(w));
    const counts = countByKind(
      checkPlan(plan, grid[index], catalogueFor(catalogue, planningWindow(grid[index]))),
    );
    expect(counts['rainy-trek-unwarned']).toBeGreaterThanOrEqual(1);
  });

  describe('events first', () => {
    const lantern = catalogue.events.find((e) => e.title === 'Freetown Lantern Parade')!;
    const night = Math.floor(Date.parse(lantern.startsAt) / 86_400_000);
    const trip = {
      ...grid[0],
      budget: 'under-500' as const,
      duration: '1-2-weeks' as const,
      interests: ['beaches' as const, 'culture' as const],
      startDate: formatDay(night - 4),
      endDate: formatDay(night + 5),
      party: { adults: 2, childrenAges: [] },
    };
    const snapshot = catalogueFor(catalogue, planningWindow(trip));
    const plan = planTrip(trip, snapshot, TODAY);
    const paradeOf = (p: TripPlan) =>
      p.dailyPlan[4].activities.find((row) => row.activity === lantern.title)!;

    it('finds nothing wrong with the parade planned on its night, in town', () => {
      expect(paradeOf(plan)).toBeDefined();
      const counts = countByKind(checkPlan(plan, trip, snapshot));
      expect([counts['event-missed'], counts['evening-event-then-leave']]).toEqual([0, 0]);
    });

    it('catches the parade left out for a generic sight at its time', () => {
      const tampered = structuredClone(plan);
      const day = tampered.dailyPlan[4];
      const sight = {
        ...tampered.dailyPlan
          .flatMap((d) => d.activities)
          .find((row) => row.key?.startsWith('place:'))!,
        time: '21:00',
      };
      day.activities = day.activities.filter((row) => row.activity !== lantern.title);
      day.activities.push(sight);
      const defects = checkPlan(tampered, trip, snapshot);
      expect(defects.filter((d) => d.kind === 'event-missed').map((d) => d.detail)).toEqual([
        `${lantern.title} on day 5: ${sight.activity} at 21:00 instead`,
      ]);
    });

    it('catches a drive away after the parade, and a night spent out of town', () => {
      const tampered = structuredClone(plan);
      const day = tampered.dailyPlan[4];
      const road = day.activities.find(
        (row) => row.category === 'transport' && row.durationMinutes,
      )!;
      day.activities.push({ ...road, time: '23:00' });
      day.region = 'peninsula';
      const defects = checkPlan(tampered, trip, snapshot);
      expect(defects.filter((d) => d.kind === 'evening-event-then-leave')).toHaveLength(2);
    });
  });

  it('catches a price booking would not charge, a repeated tour link, an idle car and no spare', () => {
    const snapshotOf = (i: number) => catalogueFor(catalogue, planningWindow(grid[i]));
    const rowsOf = (plan: TripPlan) => plan.dailyPlan.flatMap((d) => d.activities);
    // A tour of several days with its Book link on the first day only, in a dated plan.
    const multi = grid.findIndex((_, i) =>
      rowsOf(plans[i]).some((row) => / \(day 2 of \d+\)$/.test(row.activity) && row.href),
    );
    expect(multi).toBeGreaterThanOrEqual(0);
    const plan = structuredClone(plans[multi]);
    const later = rowsOf(plan).find((row) => / \(day 2 of \d+\)$/.test(row.activity))!;
    const first = rowsOf(plan).find((row) => row.href === later.href && row.bookingHref)!;
    later.bookingHref = first.bookingHref;
    first.cost += 1;
    let counts = countByKind(checkPlan(plan, grid[multi], snapshotOf(multi)));
    expect(counts['tour-book-link-repeated']).toBe(1);
    expect(counts['price-differs-from-booking']).toBe(1);

    // A car charged on a day between its drives that does not say it waits.
    const withCar = grid.findIndex((_, i) =>
      rowsOf(plans[i]).some((row) => row.href?.startsWith('/cars/') && /^Waits/.test(row.notes!)),
    );
    expect(withCar).toBeGreaterThanOrEqual(0);
    const carPlan = structuredClone(plans[withCar]);
    const idle = rowsOf(carPlan).find(
      (row) => row.href?.startsWith('/cars/') && /^Waits/.test(row.notes!),
    )!;
    idle.notes = 'At your disposal.';
    counts = countByKind(checkPlan(carPlan, grid[withCar], snapshotOf(withCar)));
    expect(counts['car-charged-unused-day']).toBe(1);

    // A plan that spends more than 90% of its limit and does not say so.
    const tight = grid.findIndex((_, i) =>
      plans[i].warnings.some((w) => /of your budget spare/.test(w)),
    );
    const spent = structuredClone(plans[tight >= 0 ? tight : 0]);
    const request = grid[tight >= 0 ? tight : 0];
    spent.warnings = spent.warnings.filter((w) => !/of your budget spare/.test(w));
    if (tight < 0) spent.totalEstimatedCost = (spent.budgetLimit ?? 0) * 0.95;
    counts = countByKind(checkPlan(spent, request, snapshotOf(tight >= 0 ? tight : 0)));
    expect(spent.budgetLimit).not.toBeNull();
    expect(counts['budget-no-spare']).toBe(1);
  });

  describe('sleep where the days are, know where things start, days worth having', () => {
    const countsOf = (plan: TripPlan, index: number) =>
      countByKind(
        checkPlan(plan, grid[index], catalogueFor(catalogue, planningWindow(grid[index]))),
      );
    const find = (test: (plan: TripPlan) => boolean) => {
      const index = plans.findIndex(test);
      expect(index).toBeGreaterThanOrEqual(0);
      return { index, plan: structuredClone(plans[index]) };
    };
    const shared = (
      from: string,
      to: string,
    ): TripPlan['dailyPlan'][number]['activities'][number] => ({
      time: '07:30',
      activity: `Shared taxi or bus: ${from} to ${to}`,
      location: `${from} to ${to}`,
      notes: 'About 1.5 h on the road.',
      cost: 4,
      href: null,
      bookingHref: null,
      category: 'transport',
      key: null,
      locked: false,
      alternatives: [],
      coords: null,
      durationMinutes: 90,
    });

    it('catches commuting twice to the same place, and a day trip before moving there', () => {
      const { index, plan } = find((p) => {
        const freetown = p.dailyPlan.filter((d) => d.kind === 'explore' && d.region === 'freetown');
        return (
          freetown.length >= 2 &&
          p.dailyPlan.some(
            (d) => d.kind === 'transfer' && d.region === 'peninsula' && d.day > freetown[0].day,
          )
        );
      });
      for (const day of plan.dailyPlan
        .filter((d) => d.kind === 'explore' && d.region === 'freetown')
        .slice(0, 2))
        day.activities.unshift(shared('Freetown', 'the Peninsula beaches'));
      const counts = countsOf(plan, index);
      expect(counts['commute-repeated']).toBe(1);
      expect(counts['daytrip-then-move']).toBe(1);
    });

    it('catches one night up-country and straight back', () => {
      const { index, plan } = find((p) =>
        p.dailyPlan.some(
          (d, i) =>
            d.kind === 'transfer' &&
            d.travel!.fromName === 'Freetown' &&
            d.travel!.hours >= 2 &&
            i + 1 < p.dailyPlan.length,
        ),
      );
      const at = plan.dailyPlan.findIndex(
        (d) => d.kind === 'transfer' && d.travel!.fromName === 'Freetown' && d.travel!.hours >= 2,
      );
      expect(countsOf(plan, index)['one-night-round-trip']).toBe(0);
      plan.dailyPlan[at + 1].kind = 'departure';
      expect(countsOf(plan, index)['one-night-round-trip']).toBe(1);
    });

    it('catches a tour picked up in Freetown for a traveller on the Peninsula, and a car at the airport', () => {
      const { index, plan } = find((p) =>
        p.dailyPlan.some((d, i) => i > 0 && d.kind === 'explore' && d.region === 'peninsula'),
      );
      const day = plan.dailyPlan.find(
        (d, i) => i > 0 && d.kind === 'explore' && d.region === 'peninsula',
      )!;
      const tacugama = catalogue.tours.find((t) => t.title.startsWith('Tacugama'))!;
      day.activities.unshift({
        ...shared('x', 'y'),
        time: '08:00',
        activity: tacugama.title,
        location: tacugama.location,
        href: `/tours/${tacugama.id}`,
        category: 'activity',
        key: `tour:${tacugama.id}`,
      });
      const airport = catalogue.cars.find((c) => /Airport/.test(c.location))!;
      day.activities.push({
        ...shared('x', 'y'),
        activity: `${airport.make} ${airport.model} with driver`,
        href: `/cars/${airport.id}`,
      });
      const counts = countsOf(plan, index);
      expect(counts['tour-pickup-far-from-base']).toBe(1);
      expect(counts['car-collected-elsewhere']).toBe(1);
    });

    it('catches the regatta without its boat', () => {
      const { index, plan } = find((p) =>
        p.dailyPlan.some((d) => d.activities.some((a) => a.activity === 'Banana Islands Regatta')),
      );
      expect(countsOf(plan, index)['boat-event-without-boat']).toBe(0);
      for (const day of plan.dailyPlan)
        day.activities = day.activities.filter((a) => !/^Boat /.test(a.activity));
      expect(countsOf(plan, index)['boat-event-without-boat']).toBe(1);
    });

    it('catches an empty afternoon after a half-day tour, and a late note on a morning visit', () => {
      const half = (p: TripPlan) =>
        p.dailyPlan.find(
          (d) =>
            d.kind === 'explore' &&
            d.activities.some(
              (a) => a.href?.startsWith('/tours/') && /Half day/.test(a.notes ?? ''),
            ),
        );
      const { index, plan } = find((p) => half(p) !== undefined);
      const day = half(plan)!;
      const tour = day.activities.find((a) => a.href?.startsWith('/tours/'))!;
      expect(countsOf(plan, index)['afternoon-empty-after-half-day']).toBe(0);
      day.activities = day.activities.filter((a) => a.category !== 'activity' || a === tour);
      const place = plan.dailyPlan
        .flatMap((d) => d.activities)
        .find((a) => a.key?.startsWith('place:') && (a.durationMinutes ?? 0) <= 180)!;
      place.time = '08:00';
      place.notes = 'The day’s catch is grilled on the sand from about 16:00.';
      const counts = countsOf(plan, index);
      expect(counts['afternoon-empty-after-half-day']).toBe(1);
      expect(counts['time-of-day-mismatch']).toBe(1);
    });

    it('catches lunch while the traveller is still on the road', () => {
      const arrival = (p: TripPlan) =>
        p.dailyPlan.find(
          (d) =>
            d.kind === 'arrival' &&
            d.activities.some((a) => a.activity.startsWith('Shared taxi or bus:')),
        );
      const { index, plan } = find((p) => arrival(p) !== undefined);
      expect(countsOf(plan, index)['item-during-travel']).toBe(0);
      const day = arrival(plan)!;
      const leg = day.activities.find((a) => a.activity.startsWith('Shared taxi or bus:'))!;
      const meals = day.activities.find((a) => a.activity === 'Meals')!;
      // The plan's lunch waits for the leg's end; 30 minutes into the drive it is a defect.
      expect(minutesOf(meals.time)).toBeGreaterThanOrEqual(
        minutesOf(leg.time) + leg.durationMinutes!,
      );
      meals.time = clock(minutesOf(leg.time) + 30);
      expect(countsOf(plan, index)['item-during-travel']).toBe(1);
    });

    it('catches one free beach offered day after day', () => {
      const { index, plan } = find(
        (p) => p.dailyPlan.filter((d) => d.kind === 'explore').length >= 3,
      );
      for (const day of plan.dailyPlan.filter((d) => d.kind === 'explore').slice(0, 3)) {
        day.kind = 'rest';
        day.activities = [
          {
            ...shared('x', 'y'),
            activity: 'Rest day on the Peninsula beaches',
            category: 'rest',
            notes: 'Nothing booked. If you feel like going out, Lakka Beach is close by (Lakka).',
          },
        ];
      }
      expect(countsOf(plan, index)['filler-repeated-days']).toBe(1);
    });
  });
});
