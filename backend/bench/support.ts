/**
 * What the benchmarks share: which databases to run on, the application as a child process,
 * bench accounts, request bodies (private-tour bookings, trip plans over the planner's input
 * grid), autocannon figures and table printing.
 */
import type autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import * as net from 'node:net';
import * as readline from 'node:readline';
import pg from 'pg';
import { formatDay } from '../src/planner/engine/calendar.js';
import type { TripRequest } from '../src/planner/engine/types.js';
import { BUDGETS, DURATIONS, type Interest } from '@salone/booking-rules';
import { createTestDatabase } from '../test/support/test-app.js';

/** The PostgreSQL server used when DATABASE_URL is unset (the one CI and tests use). */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type DatabaseKind = 'embedded' | 'postgres';

export const DATABASE_LABELS: Record<DatabaseKind, string> = {
  embedded: 'embedded PGlite (in memory)',
  postgres: 'PostgreSQL',
};

/** A URL fit to print: the password, if any, masked. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * The PostgreSQL server to benchmark: SALONE_TEST_SERVER_URL or DATABASE_URL when set,
 * otherwise the local server, provided it answers `SELECT 1` within 3 seconds.
 */
export async function findPostgres(): Promise<{ url: string } | { skipped: string }> {
  const url = process.env.SALONE_TEST_SERVER_URL ?? process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { url };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { skipped: `no server answering at ${displayUrl(url)}: ${reason}` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface BenchDatabase {
  kind: DatabaseKind;
  label: string;
  /** DATABASE_URL of a fresh database, or PGLITE_DIR=memory:// for the embedded one. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A throw-away database: in-memory PGlite, or a fresh database on the server at `serverUrl`. */
export async function openDatabase(kind: DatabaseKind, serverUrl?: string): Promise<BenchDatabase> {
  if (kind === 'embedded') {
    return {
      kind,
      label: DATABASE_LABELS.embedded,
      env: { PGLITE_DIR: 'memory://' },
      drop: async () => undefined,
    };
  }
  if (!serverUrl) throw new Error('PostgreSQL needs a server URL');
  // createTestDatabase creates the database on this server and drops it afterwards.
  process.env.SALONE_TEST_SERVER_URL = serverUrl;
  const database = await createTestDatabase();
  if (!database.url) throw new Error('no PostgreSQL database was created');
  const server = new URL(serverUrl);
  return {
    kind,
    label: `${DATABASE_LABELS.postgres} ${server.hostname}:${server.port || 5432}`,
    env: { DATABASE_URL: database.url },
    drop: () => database.drop(),
  };
}

/**
 * The environment of an application process under load: production mode, sandbox payments,
 * the seeded catalogue, the planner's own text (no LLM endpoint) and rate-limit counters in
 * the process or the database (no Redis), so runs compare. `extra` comes last.
 */
export function appEnv(
  database: BenchDatabase,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'PGLITE_DIR',
    'REDIS_URL',
    'PLANNER_LLM_BASE_URL',
    'PLANNER_LLM_MODEL',
    'PLANNER_LLM_API_KEY',
    'MONIME_ACCESS_TOKEN',
    'MONIME_SPACE_ID',
    'PORT',
  ])
    delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    // Production requires a metrics token; a bench that scrapes passes its own in `extra`.
    METRICS_TOKEN: 'bench-metrics-token-not-scraped',
    PAYMENTS_SANDBOX: 'true',
    // No e-mail unless a bench asks for it (SMTP_URL with MAIL_DISABLED=false in `extra`).
    MAIL_DISABLED: 'true',
    SEED_ON_START: 'true',
    ...database.env,
    ...extra,
  };
}

/**
 * Runs a script in a child Node.js process (TypeScript through swc). With `stdout:
 * 'first-line'` (the default) waits for the first line it prints and returns it; `ipc` opens
 * a message channel to it.
 */
export async function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { nodeFlags?: string[]; stdout?: 'first-line' | 'ignore'; ipc?: boolean } = {},
): Promise<{ child: ChildProcess; firstLine: string | null; stop(): Promise<void> }> {
  const stdout = options.stdout ?? 'first-line';
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeFlags ?? []),
      '--conditions=salone-source',
      '--import',
      '@swc-node/register/esm-register',
      ...args,
    ],
    {
      env,
      stdio: [
        'ignore',
        stdout === 'first-line' ? 'pipe' : 'ignore',
        'inherit',
        ...(options.ipc ? (['ipc'] as const) : []),
      ],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  if (stdout === 'ignore') return { child, firstLine: null, stop };
  const lines = readline.createInterface({ input: child.stdout! });
  try {
    const firstLine = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
      lines.once('line', resolve);
    });
    // Keep reading, so the child never blocks on a full pipe.
    lines.on('line', () => undefined);
    return { child, firstLine, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A TCP port free at the time of asking. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
export const BENCH_PASSWORD = 'bench-pass';

/** Where a bench reads the e-mails its accounts are sent (an SMTP server in the bench). */
export interface BenchMailbox {
  to(address: string): { text: string }[];
}

/**
 * Registers an account and signs it in; returns the session cookie (`salone_session=...`).
 * With a mailbox, the address is verified first through the link e-mailed to it, as booking
 * requires (accounts that only plan trips need no mailbox).
 */
export async function signUp(base: string, email: string, mailbox?: BenchMailbox): Promise<string> {
  const account = { email, password: BENCH_PASSWORD };
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Runner', ...account }),
  });
  await registered.arrayBuffer();
  if (!registered.ok) throw new Error(`sign-up of ${email} answered ${registered.status}`);
  if (mailbox) await verifyAddress(base, email, mailbox);
  return signIn(base, email);
}

/** Follows the verification link e-mailed to `email`. */
async function verifyAddress(base: string, email: string, mailbox: BenchMailbox): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const token = mailbox
      .to(email.toLowerCase())
      .map((mail) => /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1])
      .find(Boolean);
    if (token) {
      const verified = await fetch(`${base}/api/auth/verify-email`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ token }),
      });
      await verified.arrayBuffer();
      if (!verified.ok) throw new Error(`verification of ${email} answered ${verified.status}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no verification e-mail reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function signIn(base: string, email: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  await login.arrayBuffer();
  if (!login.ok) throw new Error(`sign-in of ${email} answered ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

/** `count` fresh accounts, signed in (and verified, given a mailbox): e-mails and cookies. */
export async function benchAccounts(
  base: string,
  prefix: string,
  count: number,
  mailbox?: BenchMailbox,
): Promise<{ email: string; cookie: string }[]> {
  const stamp = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  const accounts: { email: string; cookie: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${prefix}.${stamp}.${i}@example.com`;
    accounts.push({ email, cookie: await signUp(base, email, mailbox) });
  }
  return accounts;
}

interface TourRow {
  id: number;
  languages: string[];
  pricing: { private: number };
}

/**
 * Bodies for POST /api/bookings: private tours (no seat limit, so every one should be
 * accepted) over the catalogue's tours and the next 150 days, priced as the server prices.
 */
/** Private-tour slots handed out so far, per app: every body the bench makes books a new one. */
const tourSlots = new Map<string, number>();

/**
 * Bodies for private-tour bookings. A tour takes a set number of private groups a day (one in
 * the sample catalogue), so each body takes the next free (tour, day) pair of this app, shared
 * by every caller: tours first, then days up to the 12 months bookings open ahead, then round
 * again (by then the first holds have expired in a long soak).
 */
export async function tourBookingBodies(base: string, email: string): Promise<() => string> {
  const response = await fetch(`${base}/api/tours`);
  if (!response.ok) throw new Error(`GET /api/tours answered ${response.status}`);
  const tours = (await response.json()) as TourRow[];
  if (tours.length === 0) throw new Error('the catalogue has no tours to book');
  return () => {
    const n = tourSlots.get(base) ?? 0;
    tourSlots.set(base, n + 1);
    const tour = tours[n % tours.length];
    const offset = 1 + (Math.floor(n / tours.length) % 360);
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    return JSON.stringify({
      serviceType: 'tour',
      serviceId: tour.id,
      customerName: 'Bench Runner',
      customerEmail: email,
      customerPhone: '+232 76 000 000',
      guests: 1,
      startDate: day,
      totalAmount: tour.pricing.private,
      metadata: {
        tourType: 'private',
        preferredLanguage: tour.languages[0],
        participants: [{ name: 'Bench Runner', phone: '+232 76 000 000', email }],
      },
    });
  };
}

/** Interest mixes of the planner grid, from one interest to all eight. */
export const INTEREST_MIXES: Interest[][] = [
  ['beaches'],
  ['wildlife'],
  ['culture', 'food'],
  ['mountains', 'adventure'],
  ['music', 'food', 'relaxation'],
  ['beaches', 'mountains', 'culture', 'adventure', 'food', 'wildlife', 'music', 'relaxation'],
];
const DATED_DAYS = { '1-3-days': 3, '4-7-days': 6, '1-2-weeks': 12, '3-plus-weeks': 21 };

/**
 * The planner's input grid: 4 budgets x 4 trip lengths x 6 interest mixes, each without
 * dates and with dates starting two weeks after `today` (192 requests).
 */
export function plannerGrid(today: number): TripRequest[] {
  const requests: TripRequest[] = [];
  for (const budget of BUDGETS)
    for (const duration of DURATIONS)
      for (const interests of INTEREST_MIXES)
        for (const dated of [false, true]) {
          const start = today + 14;
          requests.push({
            budget,
            duration,
            interests,
            startDate: dated ? formatDay(start) : null,
            endDate: dated ? formatDay(start + DATED_DAYS[duration] - 1) : null,
            party: { adults: 1, childrenAges: [] },
            pace: 'balanced',
          });
        }
  return requests;
}

/** The body of POST /api/ai/trip-planner for one grid entry. */
export function plannerBody(request: TripRequest): string {
  return JSON.stringify({
    budget: request.budget,
    duration: request.duration,
    interests: request.interests,
    ...(request.startDate ? { startDate: request.startDate, endDate: request.endDate } : {}),
  });
}

/** Bodies for POST /api/ai/trip-planner, round the grid. */
export function plannerBodies(today: number): () => string {
  const bodies = plannerGrid(today).map(plannerBody);
  let n = 0;
  return () => bodies[n++ % bodies.length];
}

/** One workload's figures; an error is a non-2xx answer, a connection error or a timeout. */
export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  /** Non-2xx status codes and how often each came, e.g. `409 x3`. */
  statuses: string;
}

export function figuresOf(result: autocannon.Result): Figures {
  // autocannon counts a timeout as an error too.
  const failed = result.errors;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code} x${stat.count ?? 0}`);
  const connectionErrors = result.errors - result.timeouts;
  if (connectionErrors > 0) statuses.push(`connection errors x${connectionErrors}`);
  if (result.timeouts > 0) statuses.push(`timeouts x${result.timeouts}`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + failed,
    total: result.requests.total + failed,
    statuses: statuses.join(', '),
  };
}

/** Prints rows under a header, columns padded to their widest cell. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row) => console.log(line(row)));
}

/** A whole number (seconds, connections) from the environment, or the default. */
export function wholeNumberFromEnv(name: string, fallback: number, minimum = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number >= ${minimum}, got "${raw}"`);
  }
  return value;
}
