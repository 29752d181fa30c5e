/**
 * API throughput on both databases: the embedded one (PGlite, in memory) and PostgreSQL
 * (SALONE_TEST_SERVER_URL or DATABASE_URL when set, else postgres://postgres@127.0.0.1:5432,
 * in a fresh database created and dropped here; skipped, saying so, when no server answers).
 * The application runs in a child process (bench/servers.ts) beside a bare node:http server
 * that answers the two hotel reads with the same bytes from memory.
 *
 * Workloads, each after a warm-up, with autocannon:
 * - GET /api/hotels and GET /api/hotels/1: the app and the bare server (goal: app/bare >= 0.30);
 * - GET /api/events: the events list;
 * - POST /api/bookings: ten signed-in, verified travellers taking turns booking private tours,
 *   each on a free (tour, day), so every request should be accepted, through validation, pricing,
 *   the inventory and hold checks and the transaction;
 *   Meanwhile four more travellers book, request the USSD code and pay (sandbox) in a loop: the
 *   outbox's latency, from the answer that acknowledged the change to the e-mail accepted by a
 *   real SMTP server in this process ("booking received", "confirmed"), is printed per database;
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
import * as os from 'node:os';
import { dayOf } from '../src/planner/engine/calendar.js';
import { startSmtpCatcher, type SmtpCatcher } from '../test/support/smtp-catcher.js';
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
import { UNCAPPED_HOLDS } from '../test/support/holds.js';

const SECONDS = wholeNumberFromEnv('BENCH_SECONDS', 10);
const WARMUP = wholeNumberFromEnv('BENCH_WARMUP_SECONDS', 2, 0);
const CONNECTIONS = wholeNumberFromEnv('BENCH_CONNECTIONS', 50);
const PLANNER_CONNECTIONS = wholeNumberFromEnv('BENCH_PLANNER_CONNECTIONS', 10);
/** Travellers behind the booking load (each verifies an address: at most 20 a minute per IP). */
const BOOKING_TRAVELLERS = 10;
const RATIO_GOAL = 0.3;

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

/** Milliseconds from acknowledged change to accepted e-mail, per database. */
type MailLatencies = { database: string; values: number[]; unsent: number }[];

/**
 * Travellers who book a private tour, request its code and pay it, over and over until
 * `stop()`; each acknowledged step is matched with the e-mail it causes.
 */
function mailDriver(app: string, smtp: SmtpCatcher, accounts: { email: string; cookie: string }[]) {
  const expected: { reference: string; subject: string; at: number; to: string }[] = [];
  let stopping = false;
  const post = async (cookie: string, path: string, body: unknown) => {
    const response = await fetch(`${app}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const loops = accounts.map(async (account) => {
    const next = await tourBookingBodies(app, account.email);
    while (!stopping) {
      const booking = await post(account.cookie, '/api/bookings', JSON.parse(next()));
      if (booking.status !== 201) continue;
      const code = await post(account.cookie, '/api/payments/monime', {
        bookingId: booking.body.id,
        amount: booking.body.totalAmount,
        customerName: 'Bench Runner',
        customerPhone: '+232 76 000 000',
        description: 'Bench tour',
      });
      if (code.status !== 201) continue;
      const { reference } = booking.body;
      expected.push({ reference, subject: 'Booking received', at: Date.now(), to: account.email });
      const paid = await post(
        account.cookie,
        `/api/payments/sandbox/${code.body.paymentId}/complete`,
        undefined,
      );
      if (paid.status === 200) {
        expected.push({
          reference,
          subject: 'Booking confirmed',
          at: Date.now(),
          to: account.email,
        });
      }
    }
  });
  return {
    async stop(): Promise<{ values: number[]; unsent: number }> {
      stopping = true;
      await Promise.all(loops);
      const deadline = Date.now() + 30_000;
      const find = (e: (typeof expected)[number]) =>
        smtp
          .to(e.to)
          .find((m) => m.subject.startsWith(e.subject) && m.subject.includes(e.reference));
      while (Date.now() < deadline && expected.some((e) => !find(e))) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const values: number[] = [];
      let unsent = 0;
      for (const e of expected) {
        const mail = find(e);
        if (mail) values.push(Math.max(0, mail.receivedAt - e.at));
        else unsent += 1;
      }
      return { values, unsent };
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function benchOn(
  database: BenchDatabase,
  measured: Measured[],
  ratios: string[][],
  mail: MailLatencies,
): Promise<void> {
  const smtp = await startSmtpCatcher();
  const servers = await startChild(
    ['bench/servers.ts'],
    appEnv(database, {
      // E-mail goes to a real SMTP server in this process.
      MAIL_DISABLED: 'false',
      SMTP_URL: smtp.url,
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
      // Bench travellers book over and over; the per-traveller unpaid limit would stop them.
      ...UNCAPPED_HOLDS,
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
          server === 'app' ? 'Salone (the Nest app)' : 'bare node:http, same bytes from memory',
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

    // Bookings of one traveller queue behind each other (the unpaid-hold check locks the
    // traveller), so the load comes from several travellers, taking turns request by request.
    const travellers = await benchAccounts(app, 'bench.booking', BOOKING_TRAVELLERS, smtp);
    const bodies = await Promise.all(travellers.map((t) => tourBookingBodies(app, t.email)));
    let bookingTurn = 0;
    const driver = mailDriver(app, smtp, await benchAccounts(app, 'bench.mail', 4, smtp));
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
              setupRequest: (request) => {
                const turn = bookingTurn++ % travellers.length;
                return {
                  ...request,
                  headers: {
                    ...request.headers,
                    'content-type': 'application/json',
                    cookie: travellers[turn].cookie,
                  },
                  body: bodies[turn](),
                };
              },
            },
          ],
        },
      }),
    );
    const latencies = await driver.stop();
    mail.push({ database: database.label, ...latencies });
    const sorted = [...latencies.values].sort((x, y) => x - y);
    console.log(
      `  outbox: ${sorted.length} e-mails, p50 ${percentile(sorted, 50)} ms, ` +
        `p95 ${percentile(sorted, 95)} ms, p99 ${percentile(sorted, 99)} ms, ${latencies.unsent} not arrived`,
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
    await smtp.close();
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
  const mail: MailLatencies = [];
  let skipped: string | null = null;
  for (const kind of kinds) {
    if (kind === 'postgres' && 'skipped' in postgres) {
      skipped = `${DATABASE_LABELS.postgres}: skipped (${postgres.skipped})`;
      console.log(`\n${skipped}`);
      continue;
    }
    const database = await openDatabase(kind, 'url' in postgres ? postgres.url : undefined);
    try {
      await benchOn(database, measured, ratios, mail);
    } finally {
      await database.drop();
    }
  }

  console.log(
    '\nCatalogue reads, the app against a bare node:http server sending the same bytes from memory:\n',
  );
  printTable(
    ['database', 'route', 'server', 'req/s', 'p50', 'p99', 'errors/total', 'app/bare'],
    ratios,
  );
  console.log(
    `\nGoal: app/bare >= ${RATIO_GOAL.toFixed(2)} for both routes. Load average at the end ` +
      `(1, 5, 15 min, ${os.cpus().length} CPUs): ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
  );

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

  console.log(
    '\nOutbox latency under the booking load: the answer that acknowledged the change -> the' +
      ' e-mail accepted by SMTP ("booking received", "confirmed"):\n',
  );
  printTable(
    ['database', 'e-mails', 'p50', 'p95', 'p99', 'max', 'not arrived'],
    mail.map((m) => {
      const sorted = [...m.values].sort((x, y) => x - y);
      return [
        m.database,
        String(sorted.length),
        `${percentile(sorted, 50)} ms`,
        `${percentile(sorted, 95)} ms`,
        `${percentile(sorted, 99)} ms`,
        `${sorted.at(-1) ?? NaN} ms`,
        String(m.unsent),
      ];
    }),
  );
  if (skipped) console.log(`\n${skipped}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
