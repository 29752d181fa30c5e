import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import pg from 'pg';

/**
 * One database migrated and seeded once per test run, copied for every app the tests boot with
 * the default sample data: a copy takes a fraction of a second where migrating and seeding take
 * about four (docs/decisions/template-database-per-test-run.md). The global setup makes it;
 * `startTestApp` copies it.
 *
 * - embedded database: a PGlite data folder, copied into a folder of the app's own (on /dev/shm
 *   where the machine has one, so the copy's writes stay in memory as memory:// would keep them);
 * - PostgreSQL: a database the test databases are created from (`CREATE DATABASE ... TEMPLATE`).
 *
 * The variables below carry it from the global setup to the test files' workers.
 */
export const TEMPLATE_DIR_VAR = 'SALONE_TEST_TEMPLATE_DIR';
export const TEMPLATE_DB_VAR = 'SALONE_TEST_TEMPLATE_DB';
/** The UTC day the template was seeded on: the sample events are dated from it. */
export const TEMPLATE_DAY_VAR = 'SALONE_TEST_TEMPLATE_DAY';

export const utcDay = (date = new Date()): string => date.toISOString().slice(0, 10);

/**
 * Whether an app booted with `env` (the test's own settings over the helper's) would load exactly
 * what the template holds: the test environment's sample data, on a database the helper makes,
 * seeded today.
 */
export function templateFits(env: NodeJS.ProcessEnv): boolean {
  return (
    env.NODE_ENV === 'test' &&
    env.SEED_ON_START === 'true' &&
    env[TEMPLATE_DAY_VAR] === utcDay() &&
    (env.DATABASE_URL ? Boolean(env[TEMPLATE_DB_VAR]) : Boolean(env[TEMPLATE_DIR_VAR]))
  );
}

/** Where the copies of the embedded template go: memory-backed where the machine has it. */
export function copiesRoot(): string {
  return fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
}

/** A copy of the embedded template in a new folder; `remove` deletes it and what the app left beside it. */
export function copyTemplateDir(template: string): { dir: string; remove(): void } {
  const dir = path.join(
    copiesRoot(),
    `salone-test-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
  );
  fs.cpSync(template, dir, { recursive: true });
  return { dir, remove: () => removeDataDir(dir) };
}

/** Deletes an embedded database's data folder, and the lock and sandbox link files beside it. */
function removeDataDir(dir: string): void {
  for (const each of [dir, `${dir}.lock`, `${dir}.app.json`]) {
    fs.rmSync(each, { recursive: true, force: true });
  }
}

/** Removes the template that `env`'s variables name (Jest's global teardown, at the end of a run). */
export async function removeTemplate(env: NodeJS.ProcessEnv): Promise<void> {
  const dir = env[TEMPLATE_DIR_VAR];
  if (dir) removeDataDir(dir);
  const name = env[TEMPLATE_DB_VAR];
  const serverUrl = env.SALONE_TEST_SERVER_URL ?? env.DATABASE_URL;
  if (name && serverUrl) await dropDatabase(serverUrl, name);
}

/** Drops a PostgreSQL database, closing whatever is still connected to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
