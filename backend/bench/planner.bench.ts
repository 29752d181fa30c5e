/**
 * Trip planner latency over the whole input grid: 4 budgets x 4 trip lengths x 6 interest
 * mixes, each without dates and with dates (192 requests), three measured rounds after one
 * warm-up round, one request at a time.
 *
 * - engine: the catalogue read (a few SQL queries) and the itinerary engine, as the service
 *   runs them for a request, without HTTP or saving;
 * - POST /api/ai/trip-planner: the whole request of a signed-in traveller over HTTP
 *   (validation, session, engine, saving the itinerary).
 *
 * Runs on the embedded database (PGlite, in memory) and, when DATABASE_URL is set, also on
 * that PostgreSQL server (in a fresh database it creates and drops).
 *
 *   npm run bench -w backend
 *   DATABASE_URL=postgres://... npm run bench -w backend
 *
 * Goal: p95 under 150 ms for the engine and for the HTTP request.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app.js';
import { dayOf, formatDay } from '../src/planner/engine/calendar.js';
import { planTrip } from '../src/planner/engine/plan-trip.js';
import { planningWindow } from '../src/planner/engine/request.js';
import type { TripRequest } from '../src/planner/engine/types.js';
import { PlannerCatalogue } from '../src/planner/planner-catalogue.js';
import { BUDGETS, DURATIONS, type Interest } from '../src/planner/trip-options.js';
import { createTestDatabase } from '../test/support/test-app.js';

const ROUNDS = Number(process.env.BENCH_PLANNER_ROUNDS ?? 3);
const GOAL_MS = 150;

const MIXES: Interest[][] = [
  ['beaches'],
  ['wildlife'],
  ['culture', 'food'],
  ['mountains', 'adventure'],
  ['music', 'food', 'relaxation'],
  ['beaches', 'mountains', 'culture', 'adventure', 'food', 'wildlife', 'music', 'relaxation'],
];
const DATED_DAYS = { '1-3-days': 3, '4-7-days': 6, '1-2-weeks': 12, '3-plus-weeks': 21 };

function grid(today: number): TripRequest[] {
  const requests: TripRequest[] = [];
  for (const budget of BUDGETS)
    for (const duration of DURATIONS)
      for (const interests of MIXES)
        for (const dated of [false, true]) {
          const start = today + 14;
          requests.push({
            budget,
            duration,
            interests,
            startDate: dated ? formatDay(start) : null,
            endDate: dated ? formatDay(start + DATED_DAYS[duration] - 1) : null,
          });
        }
  return requests;
}

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

async function signIn(base: string): Promise<string> {
  const email = `planner.bench.${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json' };
  const account = { email, password: 'bench-pass' };
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Runner', ...account }),
  });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

async function measure(target: 'embedded' | 'postgres'): Promise<string[][]> {
  const database = target === 'postgres' ? await createTestDatabase() : null;
  const saved = { ...process.env };
  Object.assign(process.env, {
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'true',
    AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
    // The grid makes several hundred plans from one account.
    TRIP_PLANS_PER_USER_PER_HOUR: '100000',
    EXPIRY_SWEEP_SECONDS: '0',
  });
  delete process.env.PLANNER_LLM_BASE_URL;
  delete process.env.PLANNER_LLM_MODEL;
  if (database?.url) process.env.DATABASE_URL = database.url;
  else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = 'memory://';
  }
  const app = await createApp();
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const reader = app.get(PlannerCatalogue);
    const cookie = await signIn(base);
    const today = dayOf(new Date());
    const requests = grid(today);

    const engine: number[] = [];
    const http: number[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const request of requests) {
        const started = performance.now();
        planTrip(request, await reader.load(planningWindow(request)), today);
        if (round > 0) engine.push(performance.now() - started);
      }
      for (const request of requests) {
        const body = JSON.stringify({
          budget: request.budget,
          duration: request.duration,
          interests: request.interests,
          ...(request.startDate ? { startDate: request.startDate, endDate: request.endDate } : {}),
        });
        const started = performance.now();
        const response = await fetch(`${base}/api/ai/trip-planner`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body,
        });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`POST answered ${response.status}`);
        if (round > 0) http.push(performance.now() - started);
      }
    }
    const label = target === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
    const row = (what: string, f: Figures) => [
      label,
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
    ];
  } finally {
    await app.close();
    await database?.drop();
    process.env = saved;
  }
}

async function main(): Promise<void> {
  const targets: ('embedded' | 'postgres')[] = process.env.DATABASE_URL
    ? ['embedded', 'postgres']
    : ['embedded'];
  console.log(
    `\nTrip planner latency: ${BUDGETS.length * DURATIONS.length * MIXES.length * 2} requests (4 budgets x 4 lengths x ${MIXES.length} interest mixes, without and with dates), ${ROUNDS} rounds after a warm-up, one at a time\n`,
  );
  const rows: string[][] = [];
  for (const target of targets) rows.push(...(await measure(target)));
  const header = ['database', 'measured', 'samples', 'p50', 'p95', 'max', `p95 < ${GOAL_MS} ms`];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row) => console.log(line(row)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
