/**
 * Bounded soak: the application (src/main.ts, as `npm start` runs it) in a child process
 * under a steady mixed load for SOAK_SECONDS, its memory sampled while it runs, then a verdict
 * on whether memory grows.
 *
 *   npm run bench:soak -w backend                     # embedded PGlite, 10 minutes
 *   SOAK_DATABASE=postgres npm run bench:soak -w backend
 *
 * Load, with autocannon, SOAK_CONNECTIONS (default 8) connections each going round: the hotel
 * list, one hotel, the tour list, the event list, the session, a private-tour booking, a trip
 * plan (round the planner's input grid) and the traveller's saved plans, as one of
 * SOAK_CONNECTIONS signed-in travellers. Beside it, one client signs up a fresh account, signs
 * in, reads its account and signs out, once a second. Rate limits are raised through the
 * environment so the load is never refused; bookings hold for 5 minutes and the expiry sweep
 * runs every 30 s, so unpaid bookings are expired during the soak as in production.
 *
 * Memory, sampled when the load starts and every SOAK_SAMPLE_SECONDS (default 30):
 * - from the app's Prometheus endpoint (GET /api/metrics, bearer METRICS_TOKEN): resident set
 *   (RSS), JavaScript heap in use and external memory, as the process reports them;
 * - the live heap: bench/gc-probe.mjs, loaded into the child (`--expose-gc`), runs a full
 *   garbage collection when asked over the IPC channel and reports the heap still in use.
 * Heap in use read at a random moment swings by whatever garbage awaits the next full
 * collection (in a short run here, from 76 MB to 188 MB within one minute), so it cannot tell
 * a leak from churn; the live heap can: only what the process still holds survives a full
 * collection. The verdict fits a least-squares line through the live-heap samples from
 * SOAK_WARMUP_SECONDS on (default 60, or half of a soak shorter than 2 minutes: caches, lazily
 * loaded code and the JIT settle in the first minute); "memory flat" needs both
 * - a slope under 1 MB/min: a steady 1 MB/min is 1.4 GB a day, enough to exhaust a default
 *   Node.js heap (2 to 4 GB) within a few days, so a leak that matters in production shows at
 *   least that under this load; and
 * - growth along that line under 10 % of the live heap over the judged part of the soak: on
 *   the 60 MB or so the app holds that is 6 MB, the tighter limit over 10 minutes, and still
 *   well above the sample-to-sample jitter of the live heap under load (about 1 MB: objects
 *   of the requests in flight).
 * Otherwise it prints "memory GROWS" and exits with 1 (also when fewer than 3 samples came
 * after the warm-up: too short to judge). A full collection every SOAK_SAMPLE_SECONDS costs a
 * pause of some tens of milliseconds and frees nothing a leak holds. RSS is reported, not
 * judged: on the embedded database the data itself (every booking, plan and session stored)
 * lives in the process's WebAssembly memory, so RSS grows with the data there.
 *
 * Options (environment): SOAK_SECONDS (default 600), SOAK_SAMPLE_SECONDS (default 30),
 * SOAK_WARMUP_SECONDS, SOAK_CONNECTIONS (default 8), SOAK_DATABASE (`embedded`, the default,
 * or `postgres`: SALONE_TEST_SERVER_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432,
 * in a fresh database created and dropped here), LOG_LEVEL (the app's, default info).
 * Duration: SOAK_SECONDS plus start-up (under a minute on a quiet machine).
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { dayOf } from '../src/planner/engine/calendar.js';
import {
  appEnv,
  benchAccounts,
  BENCH_PASSWORD,
  type BenchDatabase,
  type DatabaseKind,
  findPostgres,
  freePort,
  openDatabase,
  plannerBodies,
  printTable,
  startChild,
  tourBookingBodies,
  wholeNumberFromEnv,
} from './support.js';
import { UNCAPPED_HOLDS } from '../test/support/holds.js';
import { startSmtpCatcher } from '../test/support/smtp-catcher.js';

const SECONDS = wholeNumberFromEnv('SOAK_SECONDS', 600);
const SAMPLE_SECONDS = wholeNumberFromEnv('SOAK_SAMPLE_SECONDS', 30);
const WARMUP_SECONDS = wholeNumberFromEnv(
  'SOAK_WARMUP_SECONDS',
  Math.min(60, Math.floor(SECONDS / 2)),
  0,
);
const CONNECTIONS = wholeNumberFromEnv('SOAK_CONNECTIONS', 8);
const SIGN_IN_EVERY_MS = 1_000;
const SLOPE_LIMIT_MB_PER_MIN = 1;
const GROWTH_LIMIT = 0.1;
const MB = 1024 * 1024;

/** Requests and failures (non-2xx answers, connection errors, timeouts) so far. */
class Tally {
  requests = 0;
  errors = 0;
  readonly failures = new Map<string, number>();

  record(outcome: number | string): void {
    this.requests += 1;
    if (typeof outcome === 'number' && outcome >= 200 && outcome < 300) return;
    this.errors += 1;
    const key = String(outcome);
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }
}

interface Sample {
  /** Seconds since the load started. */
  elapsed: number;
  /** MB, from /api/metrics. */
  rss: number;
  heapUsed: number;
  external: number;
  /** MB left in use after a full garbage collection. */
  liveHeap: number;
  requests: number;
  errors: number;
}

function metric(text: string, name: string): number {
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  if (!match) throw new Error(`/api/metrics has no ${name}`);
  return Number(match[1]);
}

async function readMetrics(
  base: string,
  token: string,
): Promise<Pick<Sample, 'rss' | 'heapUsed' | 'external'>> {
  const response = await fetch(`${base}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET /api/metrics answered ${response.status}`);
  return {
    rss: metric(text, 'salone_process_resident_memory_bytes') / MB,
    heapUsed: metric(text, 'salone_nodejs_heap_size_used_bytes') / MB,
    external: metric(text, 'salone_nodejs_external_memory_bytes') / MB,
  };
}

/** Asks bench/gc-probe.mjs in the child for its live heap, in MB. */
async function readLiveHeap(child: ChildProcess): Promise<number> {
  const answer = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error('no answer from bench/gc-probe.mjs within 30 s'));
    }, 30_000);
    const onMessage = (message: unknown) => {
      const liveHeap = (message as { saloneGcProbe?: { heapUsed?: unknown } } | null)?.saloneGcProbe
        ?.heapUsed;
      if (typeof liveHeap !== 'number') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(liveHeap);
    };
    child.on('message', onMessage);
  });
  child.send('salone-gc-probe');
  return (await answer) / MB;
}

async function waitUntilReady(base: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the application exited before it was ready');
    const ok = await fetch(`${base}/api/health/ready`).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error('the application was not ready within 180 s');
}

/** The least-squares line through the points (x, y): its slope and its value at any x. */
function linearFit(x: number[], y: number[]): { slope: number; at(x: number): number } {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i += 1) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, at: (v) => my + slope * (v - mx) };
}

/** One signed-in round trip after another until `until`: sign up, sign in, read, sign out. */
async function signInLoop(base: string, tally: Tally, until: () => boolean): Promise<void> {
  const stamp = `${Date.now()}.${randomBytes(3).toString('hex')}`;
  let n = 0;
  const call = async (path: string, init: RequestInit = {}) => {
    try {
      const response = await fetch(`${base}${path}`, init);
      await response.arrayBuffer();
      tally.record(response.status);
      return response;
    } catch {
      tally.record('connection error');
      return null;
    }
  };
  while (!until()) {
    const started = Date.now();
    n += 1;
    const email = `soak.signin.${stamp}.${n}@example.com`;
    const json = { 'content-type': 'application/json' };
    const account = { email, password: BENCH_PASSWORD };
    await call('/api/auth/register', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Soak', lastName: 'Runner', ...account }),
    });
    const login = await call('/api/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(account),
    });
    const cookie = (login?.headers.get('set-cookie') ?? '').split(';')[0];
    await call('/api/auth/user', { headers: { cookie } });
    await call('/api/auth/logout', { method: 'POST', headers: { cookie } });
    await sleep(Math.max(0, SIGN_IN_EVERY_MS - (Date.now() - started)));
  }
}

async function soak(database: BenchDatabase): Promise<boolean> {
  const port = await freePort();
  const token = randomBytes(24).toString('hex');
  const base = `http://127.0.0.1:${port}`;
  // Travellers verify their address before booking: the app's e-mail goes to an SMTP server here.
  const smtp = await startSmtpCatcher();
  const app = await startChild(
    ['--import', './bench/gc-probe.mjs', 'src/main.ts'],
    appEnv(database, {
      PORT: String(port),
      MAIL_DISABLED: 'false',
      SMTP_URL: smtp.url,
      METRICS_TOKEN: token,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '100000',
      ...UNCAPPED_HOLDS,
      MAX_UNPAID_BOOKINGS: '1000000',
      TRIP_PLANS_PER_USER_PER_HOUR: '1000000',
      BOOKING_HOLD_MINUTES: '5',
      EXPIRY_SWEEP_SECONDS: '30',
    }),
    { nodeFlags: ['--expose-gc'], stdout: 'ignore', ipc: true },
  );
  try {
    await waitUntilReady(base, () => app.child.exitCode !== null);
    const travellers = await benchAccounts(base, 'soak.traveller', CONNECTIONS, smtp);
    const bookingBodies = await Promise.all(
      travellers.map((t) => tourBookingBodies(base, t.email)),
    );
    const hotels = (await (await fetch(`${base}/api/hotels`)).json()) as { id: number }[];
    const plannerBody = plannerBodies(dayOf(new Date()));

    let turn = 0;
    let hotelTurn = 0;
    type Context = { traveller?: number };
    const json = { 'content-type': 'application/json' };
    const asTraveller = (context: Context) => travellers[context.traveller ?? 0].cookie;
    const requests: autocannon.Request[] = [
      {
        method: 'GET',
        path: '/api/hotels',
        // Each round through the list is one traveller's.
        setupRequest: (request, context: Context) => {
          context.traveller = turn++ % travellers.length;
          return request;
        },
      },
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/api/hotels/${hotels[hotelTurn++ % hotels.length].id}`,
        }),
      },
      { method: 'GET', path: '/api/tours' },
      { method: 'GET', path: '/api/events' },
      {
        method: 'GET',
        path: '/api/auth/session',
        setupRequest: (request, context: Context) => ({
          ...request,
          headers: { cookie: asTraveller(context) },
        }),
      },
      {
        method: 'POST',
        path: '/api/bookings',
        setupRequest: (request, context: Context) => ({
          ...request,
          headers: { ...json, cookie: asTraveller(context) },
          body: bookingBodies[context.traveller ?? 0](),
        }),
      },
      {
        method: 'POST',
        path: '/api/ai/trip-planner',
        setupRequest: (request, context: Context) => ({
          ...request,
          headers: { ...json, cookie: asTraveller(context) },
          body: plannerBody(),
        }),
      },
      {
        method: 'GET',
        path: '/api/ai/itineraries',
        setupRequest: (request, context: Context) => ({
          ...request,
          headers: { cookie: asTraveller(context) },
        }),
      },
    ];

    const tally = new Tally();
    const samples: Sample[] = [];
    let done = false;
    console.log(
      `\nSoak on ${database.label}: ${SECONDS} s, ${CONNECTIONS} connections of mixed load ` +
        `plus one sign-in round trip a second; memory every ${SAMPLE_SECONDS} s\n`,
    );
    const header = [
      'elapsed',
      'RSS MB',
      'heap used MB',
      'live heap MB',
      'external MB',
      'requests',
      'errors',
    ];
    const cells = (s: Sample) => [
      `${s.elapsed} s`,
      s.rss.toFixed(1),
      s.heapUsed.toFixed(1),
      s.liveHeap.toFixed(1),
      s.external.toFixed(1),
      String(s.requests),
      String(s.errors),
    ];
    console.log(header.join('  '));

    const started = Date.now();
    const sample = async (): Promise<void> => {
      const elapsed = Math.round((Date.now() - started) / 1000);
      const memory = await readMetrics(base, token);
      const liveHeap = await readLiveHeap(app.child);
      const row = { elapsed, ...memory, liveHeap, requests: tally.requests, errors: tally.errors };
      samples.push(row);
      console.log(
        cells(row)
          .map((cell, i) => cell.padEnd(header[i].length))
          .join('  ')
          .trimEnd(),
      );
    };
    await sample();
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: base, connections: CONNECTIONS, duration: SECONDS, requests },
        (error: unknown, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on('response', (_client, statusCode) => tally.record(statusCode));
      instance.on('reqError', (error: unknown) =>
        tally.record(
          error instanceof Error && error.message === 'request timed out'
            ? 'timeout'
            : 'connection error',
        ),
      );
    });
    const signIns = signInLoop(base, tally, () => done);
    const sampling = (async () => {
      for (let next = SAMPLE_SECONDS; next <= SECONDS; next += SAMPLE_SECONDS) {
        await sleep(Math.max(0, started + next * 1000 - Date.now()));
        await sample();
      }
    })();
    // Handled here, thrown by the Promise.all below once the load has finished.
    sampling.catch(() => undefined);
    const result = await load;
    done = true;
    await Promise.all([signIns, sampling]);
    const seconds = (Date.now() - started) / 1000;

    console.log('\nMemory samples:\n');
    printTable(header, samples.map(cells));
    console.log(
      `\nLoad: ${tally.requests} requests in ${seconds.toFixed(0)} s ` +
        `(${(tally.requests / seconds).toFixed(1)} req/s; mixed load p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms), ${tally.errors} errors` +
        (tally.failures.size > 0
          ? ` (${[...tally.failures].map(([what, count]) => `${what} x${count}`).join(', ')})`
          : ''),
    );

    if (SECONDS < 180) {
      console.log(
        `\nNote: a soak under 3 minutes mostly sees the app warming up (the live heap settles ` +
          `within a minute or two of load); the verdict means little before that.`,
      );
    }
    const judged = samples.filter((s) => s.elapsed >= WARMUP_SECONDS);
    if (judged.length < 3) {
      console.log(
        `\nVerdict: too short to judge: ${judged.length} samples from ${WARMUP_SECONDS} s on, ` +
          `3 needed (SOAK_SECONDS >= SOAK_WARMUP_SECONDS + 2 x SOAK_SAMPLE_SECONDS).`,
      );
      return false;
    }
    const minutes = judged.map((s) => s.elapsed / 60);
    const live = linearFit(
      minutes,
      judged.map((s) => s.liveHeap),
    );
    const rss = linearFit(
      minutes,
      judged.map((s) => s.rss),
    );
    const first = judged[0];
    const last = judged[judged.length - 1];
    const span = minutes[minutes.length - 1] - minutes[0];
    const trendGrowth = (live.slope * span) / live.at(minutes[0]);
    const flat = live.slope < SLOPE_LIMIT_MB_PER_MIN && trendGrowth < GROWTH_LIMIT;
    const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(
      `\nLive heap from ${first.elapsed} s (after the warm-up) to ${last.elapsed} s: ` +
        `${first.liveHeap.toFixed(1)} MB to ${last.liveHeap.toFixed(1)} MB ` +
        `(${percent((last.liveHeap - first.liveHeap) / first.liveHeap)}); linear trend ` +
        `${live.slope.toFixed(2)} MB/min, ${percent(trendGrowth)} over ${span.toFixed(1)} min.`,
    );
    console.log(
      `RSS: ${first.rss.toFixed(1)} MB to ${last.rss.toFixed(1)} MB, trend ` +
        `${rss.slope.toFixed(2)} MB/min (not judged` +
        (database.kind === 'embedded' ? ': the embedded database keeps its data in RSS)' : ')'),
    );
    const limits = `limits ${SLOPE_LIMIT_MB_PER_MIN} MB/min and ${percent(GROWTH_LIMIT)}`;
    console.log(
      flat
        ? `Verdict: memory flat (${limits})`
        : `Verdict: memory GROWS (${live.slope.toFixed(2)} MB/min, ${percent(trendGrowth)}; ${limits})`,
    );
    return flat;
  } finally {
    await app.stop();
    await smtp.close();
  }
}

async function main(): Promise<void> {
  const kind = (process.env.SOAK_DATABASE ?? 'embedded') as DatabaseKind;
  if (kind !== 'embedded' && kind !== 'postgres') {
    throw new Error(`SOAK_DATABASE must be embedded or postgres, got "${kind}"`);
  }
  let serverUrl: string | undefined;
  if (kind === 'postgres') {
    const postgres = await findPostgres();
    if ('skipped' in postgres) throw new Error(`SOAK_DATABASE=postgres, but ${postgres.skipped}`);
    serverUrl = postgres.url;
  }
  const database = await openDatabase(kind, serverUrl);
  let flat: boolean;
  try {
    flat = await soak(database);
  } finally {
    await database.drop();
  }
  process.exit(flat ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
