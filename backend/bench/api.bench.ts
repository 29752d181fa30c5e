/**
 * API throughput on both databases: the embedded one (PGlite, in memory) and PostgreSQL
 * (SALONE_TEST_SERVER_URL or DATABASE_URL when set, else postgres://postgres@127.0.0.1:5432,
 * in a fresh database created and dropped here; skipped, saying so, when no server answers).
 * The application runs in a child process (bench/servers.ts) beside a bare node:http server
 * that answers the two hotel reads with the same rows from the same database connection.
 *
 * Workloads, each after a warm-up, with autocannon:
 * - GET /api/hotels and GET /api/hotels/1: the app and the bare server (goal: app/bare >= 0.50);
 * - GET /api/events: the events list;
 * - POST /api/bookings: one signed-in traveller booking private tours (no seat limit, so every
 *   request should be accepted) through validation, pricing and the transaction;
 * - POST /api/ai/trip-planner: signed-in travellers (one account per connection) asking for
 *   plans round the planner's input grid (budgets x lengths x interest mixes, with and
 *   without dates); each account keeps its newest 100 plans, older ones are deleted, so no
 *   request is refused.
 *
 * Prints one summary table: database, workload, connections, req/s, p50, p99, errors/total
 * (an error is a non-2xx answer, a connection error or a timeout).
 *
 *   npm run bench:api -w backend
 *   DATABASE_URL=postgres://user@host:5432/postgres npm run bench:api -w backend
 *
 * Options (environment): BENCH_SECONDS (measured seconds per workload, default 10),
 * BENCH_WARMUP_SECONDS (default 2), BENCH_CONNECTIONS (default 50),
 * BENCH_PLANNER_CONNECTIONS (default 10: each plan is some milliseconds of CPU).
 * Duration: 7 workloads x (warm-up + measured) per database plus start-up, about 3 minutes
 * for both databases with the defaults.
 */
import autocannon from 'autocannon';
import { dayOf } from '../src/planner/engine/calendar.js';
import {
  appEnv,
  benchAccounts,
  type BenchDatabase,
  DATABASE_LABELS,
  type DatabaseKind,
  type Figures,
  figuresOf,
  findPostgres,
  openDatabase,
  plannerBodies,
  printTable,
  wholeNumberFromEnv,
  startChild,
  tourBookingBodies,
} from './support.js';

const SECONDS = wholeNumberFromEnv('BENCH_SECONDS', 10);
const WARMUP = wholeNumberFromEnv('BENCH_WARMUP_SECONDS', 2, 0);
const CONNECTIONS = wholeNumberFromEnv('BENCH_CONNECTIONS', 50);
const PLANNER_CONNECTIONS = wholeNumberFromEnv('BENCH_PLANNER_CONNECTIONS', 10);
const RATIO_GOAL = 0.5;

interface Workload {
  connections: number;
  options: Omit<autocannon.Options, 'connections' | 'duration'>;
}

interface Measured {
  database: string;
  workload: string;
  connections: number;
  figures: Figures;
}

/**
 * Waits until the server has worked off the requests a finished run left in flight (autocannon
 * stops waiting for them, the server does not): GET /api/health queries the database, so it
 * answers once the queries queued before it are done.
 */
async function settle(app: string): Promise<void> {
  const response = await fetch(`${app}/api/health`);
  await response.arrayBuffer();
}

/** A warm-up run, then the measured one, each followed by a settle. */
async function run(app: string, workload: Workload): Promise<Figures> {
  const options = { ...workload.options, connections: workload.connections };
  if (WARMUP > 0) {
    await autocannon({ ...options, duration: WARMUP });
    await settle(app);
  }
  const result = await autocannon({ ...options, duration: SECONDS });
  await settle(app);
  return figuresOf(result);
}

async function benchOn(
  database: BenchDatabase,
  measured: Measured[],
  ratios: string[][],
): Promise<void> {
  const servers = await startChild(
    ['bench/servers.ts'],
    appEnv(database, {
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      // One bench traveller books over and over; the per-traveller unpaid limit would stop it.
      MAX_UNPAID_BOOKINGS: '1000000',
      TRIP_PLANS_PER_USER_PER_HOUR: '1000000',
      // Bookings made here stay held for the whole run: no sweep competing with the load.
      EXPIRY_SWEEP_SECONDS: '0',
    }),
  );
  try {
    const ports = JSON.parse(servers.firstLine ?? '{}') as { app: number; bare: number };
    const app = `http://127.0.0.1:${ports.app}`;
    const record = (workload: string, connections: number, figures: Figures) => {
      measured.push({ database: database.label, workload, connections, figures });
      console.log(
        `  ${workload}: ${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50} ms, ` +
          `p99 ${figures.p99} ms, ${figures.errors} errors of ${figures.total}` +
          (figures.statuses ? ` (${figures.statuses})` : ''),
      );
    };
    console.log(`\n${database.label}:`);

    for (const [label, route] of [
      ['GET /api/hotels', '/api/hotels'],
      ['GET /api/hotels/{id}', '/api/hotels/1'],
    ] as const) {
      const read = (server: 'app' | 'bare') =>
        run(app, {
          connections: CONNECTIONS,
          options: { url: `http://127.0.0.1:${ports[server]}${route}` },
        });
      const figures = { app: await read('app'), bare: await read('bare') };
      record(label, CONNECTIONS, figures.app);
      const ratio = figures.app.requestsPerSecond / figures.bare.requestsPerSecond;
      for (const server of ['app', 'bare'] as const) {
        const f = figures[server];
        ratios.push([
          database.label,
          label,
          server === 'app' ? 'Salone (the Nest app)' : 'bare node:http + SQL',
          f.requestsPerSecond.toFixed(0),
          `${f.p50} ms`,
          `${f.p99} ms`,
          `${f.errors}/${f.total}`,
          server === 'app'
            ? `${ratio.toFixed(2)}${ratio >= RATIO_GOAL ? '' : ' (below goal)'}`
            : '',
        ]);
      }
    }

    record(
      'GET /api/events',
      CONNECTIONS,
      await run(app, { connections: CONNECTIONS, options: { url: `${app}/api/events` } }),
    );

    const [traveller] = await benchAccounts(app, 'bench.booking', 1);
    const bookingBody = await tourBookingBodies(app, traveller.email);
    record(
      'POST /api/bookings (private tours)',
      CONNECTIONS,
      await run(app, {
        connections: CONNECTIONS,
        options: {
          url: `${app}/api/bookings`,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: traveller.cookie },
              setupRequest: (request) => ({ ...request, body: bookingBody() }),
            },
          ],
        },
      }),
    );

    const planners = await benchAccounts(app, 'bench.planner', PLANNER_CONNECTIONS);
    const plannerBody = plannerBodies(dayOf(new Date()));
    let turn = 0;
    record(
      'POST /api/ai/trip-planner',
      PLANNER_CONNECTIONS,
      await run(app, {
        connections: PLANNER_CONNECTIONS,
        options: {
          url: `${app}/api/ai/trip-planner`,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => ({
                ...request,
                headers: {
                  'content-type': 'application/json',
                  cookie: planners[turn++ % planners.length].cookie,
                },
                body: plannerBody(),
              }),
            },
          ],
        },
      }),
    );
  } finally {
    await servers.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `API benchmarks: ${SECONDS} s measured per workload after a ${WARMUP} s warm-up; ` +
      `${CONNECTIONS} connections (trip planner: ${PLANNER_CONNECTIONS})`,
  );
  const postgres = await findPostgres();
  const kinds: DatabaseKind[] = ['embedded', 'postgres'];
  const measured: Measured[] = [];
  const ratios: string[][] = [];
  let skipped: string | null = null;
  for (const kind of kinds) {
    if (kind === 'postgres' && 'skipped' in postgres) {
      skipped = `${DATABASE_LABELS.postgres}: skipped (${postgres.skipped})`;
      console.log(`\n${skipped}`);
      continue;
    }
    const database = await openDatabase(kind, 'url' in postgres ? postgres.url : undefined);
    try {
      await benchOn(database, measured, ratios);
    } finally {
      await database.drop();
    }
  }

  console.log('\nCatalogue reads, the app against a bare node:http server on the same rows:\n');
  printTable(
    ['database', 'route', 'server', 'req/s', 'p50', 'p99', 'errors/total', 'app/bare'],
    ratios,
  );
  console.log(`\nGoal: app/bare >= ${RATIO_GOAL.toFixed(2)} for both routes.`);

  console.log('\nSummary:\n');
  printTable(
    ['database', 'workload', 'connections', 'req/s', 'p50', 'p99', 'errors/total'],
    measured.map((m) => [
      m.database,
      m.workload,
      String(m.connections),
      m.figures.requestsPerSecond.toFixed(0),
      `${m.figures.p50} ms`,
      `${m.figures.p99} ms`,
      `${m.figures.errors}/${m.figures.total}`,
    ]),
  );
  if (skipped) console.log(`\n${skipped}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
