/**
 * Trip planner latency over the whole input grid: 4 budgets x 4 trip lengths x 6 interest
 * mixes, each without dates and with dates (192 requests), three measured rounds after one
 * warm-up round, one request at a time.
 *
 * - engine: the catalogue read (a few SQL queries) and the itinerary engine, as the service
 *   runs them for a request, without HTTP or saving;
 * - POST /api/ai/trip-planner: the whole request of a signed-in traveller over HTTP
 *   (validation, session, engine, saving the itinerary);
 * - POST /api/ai/itineraries/{id}/days/{day}/regenerate: one day of a saved plan planned again.
 *
 * First it prints the quality checker's defect counts by kind over its grid (396 requests on
 * the sample catalogue): hard kinds must be 0 (the test suite requires it), soft ones are
 * figures to watch.
 *
 * Runs on the embedded database (PGlite, in memory) and on PostgreSQL (SALONE_TEST_SERVER_URL
 * or DATABASE_URL when set, else postgres://postgres@127.0.0.1:5432, in a fresh database it
 * creates and drops; skipped, saying so, when no server answers). Throughput under concurrent
 * load is in api.bench.ts.
 *
 *   npm run bench:planner -w backend
 *
 * Options (environment): BENCH_PLANNER_ROUNDS (measured rounds, default 3).
 * Duration: (rounds + 1) x 192 engine runs and 192 requests per database, well under a minute
 * each on a quiet machine.
 *
 * Goal: p95 under 150 ms for the engine and for the HTTP request.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app.js';
import { dayOf } from '../src/planner/engine/calendar.js';
import { planTrip } from '../src/planner/engine/plan-trip.js';
import { planningWindow } from '../src/planner/engine/request.js';
import { PlannerCatalogue } from '../src/planner/planner-catalogue.js';
import { BUDGETS, DURATIONS } from '@salone/booking-rules';
import type { TripPlan } from '../src/planner/engine/types.js';
import { eventDays, qualityGrid } from '../src/planner/quality/grid.js';
import {
  checkPlan,
  countByKind,
  genericTips,
  HARD_KINDS,
  SOFT_KINDS,
  type Defect,
} from '../src/planner/quality/plan-checker.js';
import { sampleCatalogue } from '../test/support/planner-catalogue.js';
import {
  benchAccounts,
  DATABASE_LABELS,
  type DatabaseKind,
  findPostgres,
  INTEREST_MIXES,
  openDatabase,
  plannerBody,
  plannerGrid,
  printTable,
  wholeNumberFromEnv,
} from './support.js';

const ROUNDS = wholeNumberFromEnv('BENCH_PLANNER_ROUNDS', 3);
const GOAL_MS = 150;

interface Figures {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

async function measure(kind: DatabaseKind, serverUrl?: string): Promise<string[][]> {
  const database = await openDatabase(kind, serverUrl);
  const saved = { ...process.env };
  for (const name of ['DATABASE_URL', 'PGLITE_DIR', 'REDIS_URL', 'PLANNER_LLM_BASE_URL'])
    delete process.env[name];
  delete process.env.PLANNER_LLM_MODEL;
  Object.assign(process.env, {
    NODE_ENV: 'production',
    // Production requires a metrics token; the bench never scrapes.
    METRICS_TOKEN: 'bench-metrics-token-not-scraped',
    PAYMENTS_SANDBOX: 'true',
    MAIL_DISABLED: 'true',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'true',
    AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
    // The grid makes several hundred plans from one account.
    TRIP_PLANS_PER_USER_PER_HOUR: '100000',
    EXPIRY_SWEEP_SECONDS: '0',
    ...database.env,
  });
  try {
    const app = await createApp();
    try {
      await app.listen(0, '127.0.0.1');
      const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
      const reader = app.get(PlannerCatalogue);
      const [{ cookie }] = await benchAccounts(base, 'planner.bench', 1);
      const today = dayOf(new Date());
      const requests = plannerGrid(today);

      const engine: number[] = [];
      const http: number[] = [];
      const regenerate: number[] = [];
      const saved: { id: string; days: number }[] = [];
      for (let round = 0; round <= ROUNDS; round += 1) {
        for (const request of requests) {
          const started = performance.now();
          planTrip(request, await reader.load(planningWindow(request)), today);
          if (round > 0) engine.push(performance.now() - started);
        }
        for (const request of requests) {
          const body = plannerBody(request);
          const started = performance.now();
          const response = await fetch(`${base}/api/ai/trip-planner`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body,
          });
          const plan = (await response.json()) as { id: string; dailyPlan: unknown[] };
          if (response.status !== 201) throw new Error(`POST answered ${response.status}`);
          if (round > 0) http.push(performance.now() - started);
          saved.push({ id: plan.id, days: plan.dailyPlan.length });
        }
        // A one-day regeneration of the newest saved plans (an account keeps 100): the middle day.
        for (const plan of saved.splice(0).slice(-90)) {
          const day = Math.max(1, Math.ceil(plan.days / 2));
          const started = performance.now();
          const response = await fetch(
            `${base}/api/ai/itineraries/${plan.id}/days/${day}/regenerate`,
            { method: 'POST', headers: { cookie } },
          );
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`regenerate answered ${response.status}`);
          if (round > 0) regenerate.push(performance.now() - started);
        }
      }
      const row = (what: string, f: Figures) => [
        database.label,
        what,
        String(f.count),
        `${f.p50.toFixed(1)} ms`,
        `${f.p95.toFixed(1)} ms`,
        `${f.max.toFixed(1)} ms`,
        f.p95 < GOAL_MS ? 'yes' : 'NO',
      ];
      return [
        row('engine (catalogue read + plan)', figures(engine)),
        row('POST /api/ai/trip-planner', figures(http)),
        row('POST .../days/{day}/regenerate', figures(regenerate)),
      ];
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
    process.env = saved;
  }
}

/** The quality checker's figures over its grid of requests, on the sample catalogue. */
function qualityFigures(): void {
  const today = dayOf(new Date());
  const catalogue = sampleCatalogue(today);
  const grid = qualityGrid(today, eventDays(catalogue));
  const plans: TripPlan[] = [];
  const defects: Defect[] = [];
  const started = performance.now();
  for (const request of grid) {
    const window = planningWindow(request);
    const snapshot = {
      ...catalogue,
      events: window
        ? catalogue.events.filter((event) => {
            const day = Math.floor(Date.parse(event.startsAt) / 86_400_000);
            return day >= window.from && day < window.to;
          })
        : [],
    };
    const plan = planTrip(request, snapshot, today);
    plans.push(plan);
    defects.push(...checkPlan(plan, request, snapshot));
  }
  const counts = countByKind(defects);
  console.log(
    `\nPlan quality over ${grid.length} requests (${(performance.now() - started).toFixed(0)} ms): defects by kind\n`,
  );
  printTable(
    ['kind', 'hard', 'defects'],
    [
      ...HARD_KINDS.map((kind) => [kind, 'hard', String(counts[kind])]),
      ...SOFT_KINDS.map((kind) => [kind, 'soft', String(counts[kind])]),
      ['generic tips (same in half the plans)', 'soft', String(genericTips(plans).length)],
    ],
  );
}

async function main(): Promise<void> {
  qualityFigures();
  console.log(
    `\nTrip planner latency: ${BUDGETS.length * DURATIONS.length * INTEREST_MIXES.length * 2} requests ` +
      `(4 budgets x 4 lengths x ${INTEREST_MIXES.length} interest mixes, without and with dates), ` +
      `${ROUNDS} rounds after a warm-up, one at a time\n`,
  );
  const postgres = await findPostgres();
  const rows: string[][] = [];
  rows.push(...(await measure('embedded')));
  if ('url' in postgres) rows.push(...(await measure('postgres', postgres.url)));
  printTable(['database', 'measured', 'samples', 'p50', 'p95', 'max', `p95 < ${GOAL_MS} ms`], rows);
  if ('skipped' in postgres)
    console.log(`\n${DATABASE_LABELS.postgres}: skipped (${postgres.skipped})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
