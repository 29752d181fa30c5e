/**
 * API benchmarks. Catalogue reads: the application against a bare node:http server that
 * returns the same rows from the same database. Booking creation: signed-in clients booking
 * private tours (no inventory limit, so every request should succeed) through the whole
 * path (validation, pricing, transaction). Runs on the embedded database by default, or on
 * PostgreSQL when DATABASE_URL is set (in a fresh database it creates and drops).
 *
 *   npm run bench                       # embedded PGlite (in memory)
 *   DATABASE_URL=postgres://... npm run bench
 *
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import * as readline from 'node:readline';
import { createTestDatabase } from '../test/support/test-app.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, seconds: number): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** POST /api/bookings from CONNECTIONS concurrent signed-in clients. */
async function bookingBench(port: number): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const email = `bench.${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json' };
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Runner', email, password: 'bench-pass' }),
  });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'bench-pass' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const tours = (await (await fetch(`${base}/api/tours`)).json()) as {
    id: number;
    languages: string[];
    pricing: { private: number };
  }[];
  let n = 0;
  const body = () => {
    const tour = tours[n % tours.length];
    n += 1;
    const day = new Date(Date.now() + (1 + (n % 150)) * 86_400_000).toISOString().slice(0, 10);
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
  const result = await autocannon({
    url: `${base}/api/bookings`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { ...json, cookie },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  console.log(
    `\nPOST /api/bookings (private tours), ${CONNECTIONS} clients, ${SECONDS} s: ` +
      `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.non2xx + result.errors + result.timeouts} errors ` +
      `of ${result.requests.total} requests`,
  );
}

async function main(): Promise<void> {
  const database = await createTestDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_ON_START: 'true',
    AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
    PAYMENTS_SANDBOX: 'true',
    // One bench client books over and over; the per-traveller unpaid limit would stop it.
    MAX_UNPAID_BOOKINGS: '1000000',
  };
  if (database.url) env.DATABASE_URL = database.url;
  else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = 'memory://';
  }
  const child = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'bench/servers.ts'],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const ports = await new Promise<{ app: number; bare: number }>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
      readline
        .createInterface({ input: child.stdout })
        .once('line', (line) => resolve(JSON.parse(line)));
    });
    const target = database.url ? 'PostgreSQL 127.0.0.1:5432' : 'embedded PGlite (in memory)';
    console.log(
      `\nCatalogue reads on ${target}: ${CONNECTIONS} connections, ${SECONDS} s per run, after a 2 s warm-up\n`,
    );
    const rows: string[][] = [];
    for (const [label, route] of [
      ['GET /api/hotels', '/api/hotels'],
      ['GET /api/hotels/{id}', '/api/hotels/1'],
    ] as const) {
      const figures: Record<string, Figures> = {};
      for (const server of ['app', 'bare'] as const) {
        const url = `http://127.0.0.1:${ports[server]}${route}`;
        await load(url, 2);
        figures[server] = await load(url, SECONDS);
      }
      for (const server of ['app', 'bare'] as const) {
        const f = figures[server];
        rows.push([
          label,
          server === 'app' ? 'Salone (the Nest app)' : 'bare node:http + SQL',
          f.requestsPerSecond.toFixed(0),
          `${f.p50} ms`,
          `${f.p99} ms`,
          String(f.errors + f.non2xx),
          server === 'app'
            ? (figures.app.requestsPerSecond / figures.bare.requestsPerSecond).toFixed(2)
            : '',
        ]);
      }
    }
    const header = ['route', 'server', 'req/s', 'p50', 'p99', 'errors', 'ratio app/bare'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    rows.forEach((row) => console.log(line(row)));
    console.log('\nGoal: ratio app/bare >= 0.50 for both routes.');
    await bookingBench(ports.app);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
