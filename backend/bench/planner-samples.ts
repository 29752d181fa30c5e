/**
 * Ten sample plans of different shapes, printed as text, for reading a plan the way a
 * travel expert would (the closing note of a planner change quotes them). Each plan is made
 * by the engine on the sample catalogue and followed by what the quality checker finds in it.
 *
 *   npm run bench:planner-samples -w backend            # the ten samples
 *   PLANNER_SAMPLES=grid npm run bench:planner-samples -w backend   # every grid plan with a hard defect
 */
import { dayOf, formatDay, parseDay } from '../src/planner/engine/calendar.js';
import { planTrip } from '../src/planner/engine/plan-trip.js';
import { planningWindow } from '../src/planner/engine/request.js';
import type { CatalogueSnapshot, TripPlan, TripRequest } from '../src/planner/engine/types.js';
import { eventDays, qualityGrid } from '../src/planner/quality/grid.js';
import { checkPlan, HARD_KINDS, type Defect } from '../src/planner/quality/plan-checker.js';
import { sampleCatalogue } from '../test/support/planner-catalogue.js';
import type { Budget, Duration, Interest, Pace, Party } from '@salone/booking-rules';

/** The next date with this month and day after `today`, as 'YYYY-MM-DD'. */
function next(today: number, month: number, date: number): string {
  const year = new Date(today * 86_400_000).getUTCFullYear();
  for (const y of [year, year + 1]) {
    const day = Date.UTC(y, month - 1, date) / 86_400_000;
    if (day > today) return formatDay(day);
  }
  return formatDay(today + 1);
}

function request(
  today: number,
  budget: Budget,
  duration: Duration,
  days: number,
  interests: Interest[],
  start: [number, number] | null,
  party: Party,
  pace: Pace,
): TripRequest {
  const startDate = start ? next(today, start[0], start[1]) : null;
  return {
    budget,
    duration,
    interests,
    startDate,
    endDate: startDate ? formatDay(parseDay(startDate)! + days - 1) : null,
    party,
    pace,
  };
}

const solo: Party = { adults: 1, childrenAges: [] };
const couple: Party = { adults: 2, childrenAges: [] };
const family: Party = { adults: 2, childrenAges: [4, 7] };
const group: Party = { adults: 6, childrenAges: [] };

function samples(today: number): [string, TripRequest][] {
  return [
    [
      'Couple, 10 days under $500, beaches and culture, from 12 January',
      request(
        today,
        'under-500',
        '1-2-weeks',
        10,
        ['beaches', 'culture'],
        [1, 12],
        couple,
        'balanced',
      ),
    ],
    [
      'Solo, 2 days, $500-1000, wildlife, packed, October',
      request(today, '500-1000', '1-3-days', 2, ['wildlife'], [10, 14], solo, 'packed'),
    ],
    [
      'Family (4 and 7), 6 days, $1000-2000, beaches and relaxation, April',
      request(
        today,
        '1000-2000',
        '4-7-days',
        6,
        ['beaches', 'relaxation'],
        [4, 8],
        family,
        'relaxed',
      ),
    ],
    [
      'Group of six, 14 days, $2000+, everything, from 20 December',
      request(
        today,
        '2000-plus',
        '1-2-weeks',
        14,
        ['beaches', 'culture', 'food', 'music', 'wildlife', 'mountains', 'adventure', 'relaxation'],
        [12, 20],
        group,
        'balanced',
      ),
    ],
    [
      'Solo, 21 days under $500, mountains and adventure, packed, February',
      request(
        today,
        'under-500',
        '3-plus-weeks',
        21,
        ['mountains', 'adventure'],
        [2, 3],
        solo,
        'packed',
      ),
    ],
    [
      'Couple, 5 days, $500-1000, culture and music, 24 April (Independence Day)',
      request(today, '500-1000', '4-7-days', 5, ['culture', 'music'], [4, 24], couple, 'balanced'),
    ],
    [
      'Couple, 8 days, $1000-2000, wildlife, food and culture, August (rains)',
      request(
        today,
        '1000-2000',
        '1-2-weeks',
        8,
        ['wildlife', 'food', 'culture'],
        [8, 10],
        couple,
        'balanced',
      ),
    ],
    [
      'Family (10 and 13), 12 days, under $500, beaches and adventure, no dates',
      request(
        today,
        'under-500',
        '1-2-weeks',
        12,
        ['beaches', 'adventure'],
        null,
        { adults: 2, childrenAges: [10, 13] },
        'relaxed',
      ),
    ],
    [
      'Solo, 3 days, $2000+, food and music, packed, March',
      request(today, '2000-plus', '1-3-days', 3, ['food', 'music'], [3, 6], solo, 'packed'),
    ],
    [
      'Group of six, 16 days, $1000-2000, wildlife and mountains, November',
      request(
        today,
        '1000-2000',
        '3-plus-weeks',
        16,
        ['wildlife', 'mountains'],
        [11, 5],
        group,
        'balanced',
      ),
    ],
  ];
}

function snapshotFor(all: CatalogueSnapshot, trip: TripRequest): CatalogueSnapshot {
  const window = planningWindow(trip);
  return {
    ...all,
    events: window
      ? all.events.filter((event) => {
          const day = Math.floor(Date.parse(event.startsAt) / 86_400_000);
          return day >= window.from && day < window.to;
        })
      : [],
  };
}

export function planText(plan: TripPlan): string {
  const lines: string[] = [plan.overview, ''];
  for (const day of plan.dailyPlan) {
    lines.push(`${day.date ?? `Day ${day.day}`} [${day.kind}, ${day.region}] ${day.title}`);
    for (const row of day.activities)
      lines.push(
        `  ${row.time}  ${row.activity} (${row.location}) $${row.cost}${row.bookingHref ? ' [Book]' : ''}${row.notes ? `\n         ${row.notes}` : ''}`,
      );
  }
  lines.push(
    '',
    `Total $${plan.totalEstimatedCost}${plan.budgetLimit ? ` of $${plan.budgetLimit}` : ''}`,
  );
  for (const warning of plan.warnings) lines.push(`Warning: ${warning}`);
  for (const tip of plan.tips) lines.push(`Tip: ${tip}`);
  return lines.join('\n');
}

function main(): void {
  const today = dayOf(new Date());
  const all = sampleCatalogue(today);
  const hard = new Set<string>(HARD_KINDS);
  const print = (title: string, trip: TripRequest) => {
    const snapshot = snapshotFor(all, trip);
    const plan = planTrip(trip, snapshot, today);
    const defects: Defect[] = checkPlan(plan, trip, snapshot);
    console.log(`\n=== ${title}\n${JSON.stringify(trip)}\n`);
    console.log(planText(plan));
    const found = defects.filter((d) => hard.has(d.kind));
    console.log(
      found.length === 0
        ? '\nChecker: no hard defect.'
        : `\nChecker:\n${found.map((d) => `  ${d.kind}: ${d.detail}`).join('\n')}`,
    );
    const soft = defects.filter((d) => !hard.has(d.kind));
    if (soft.length > 0)
      console.log(`Soft: ${soft.map((d) => `${d.kind} (${d.detail})`).join('; ')}`);
  };
  if (process.env.PLANNER_SAMPLES === 'counts') {
    const counts = new Map<string, number>();
    const grid = qualityGrid(today, eventDays(all));
    for (const trip of grid) {
      const snapshot = snapshotFor(all, trip);
      for (const defect of checkPlan(planTrip(trip, snapshot, today), trip, snapshot))
        counts.set(defect.kind, (counts.get(defect.kind) ?? 0) + 1);
    }
    console.log(`${grid.length} requests`);
    for (const kind of HARD_KINDS) console.log(`${kind}\t${counts.get(kind) ?? 0}`);
    return;
  }
  if (process.env.PLANNER_SAMPLES === 'grid') {
    const only = process.env.PLANNER_SAMPLES_KIND;
    let shown = 0;
    for (const [index, trip] of qualityGrid(today, eventDays(all)).entries()) {
      const snapshot = snapshotFor(all, trip);
      const plan = planTrip(trip, snapshot, today);
      const found = checkPlan(plan, trip, snapshot).filter(
        (d) => hard.has(d.kind) && (!only || d.kind === only),
      );
      if (found.length === 0 || shown >= Number(process.env.PLANNER_SAMPLES_MAX ?? 5)) continue;
      shown += 1;
      print(`grid request ${index}`, trip);
    }
    return;
  }
  for (const [title, trip] of samples(today)) print(title, trip);
}

if (process.argv[1]?.endsWith('planner-samples.ts')) main();
