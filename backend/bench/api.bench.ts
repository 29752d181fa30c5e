/**
 * Catalogue read throughput: the application against a bare node:http server that returns
 * the same rows from the same database. Runs on the embedded database by default, or on
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

async function main(): Promise<void> {
  const database = await createTestDatabase();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', SEED_ON_START: 'true' };
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
          server === 'app' ? 'Salone (Nest + TypeORM)' : 'bare node:http + SQL',
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
