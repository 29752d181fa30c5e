// `npm test -w backend`: the backend's whole suite, once.
//
// - With DATABASE_URL (a PostgreSQL server, the production engine, as CI runs it): every file on
//   the server, each on a database of its own copied from the run's template, two files at a
//   time; the files that race hundreds of requests or kill processes then run one at a time, so
//   what they measure is the server's timing, not a neighbour's. Last, a short pass on the
//   embedded database (PGlite) of what differs there: the engine's own wrapper, migrations on
//   it, in-process catalogue invalidation, the sandbox payment link, rate limits in process
//   memory and one whole traveller journey.
// - Without it (a laptop with nothing installed): every file on the embedded database, in the
//   same two phases.
//
// Arguments are passed to Jest; with file arguments only those run, on the configured database.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(backend, '..', 'node_modules', 'jest', 'bin', 'jest.js');

/** Files whose bursts of parallel requests, or killed and restarted processes, run alone. */
export const ALONE = [
  'test/booking-race.e2e-spec.ts',
  'test/inventory-race.e2e-spec.ts',
  'test/hold-limits.e2e-spec.ts',
  'test/upload-quotas.e2e-spec.ts',
  'test/faults.e2e-spec.ts',
  'test/outbox-faults.e2e-spec.ts',
  'test/replicas.e2e-spec.ts',
  'test/replicas-catalogue.e2e-spec.ts',
];

/** What the embedded database does differently from the server, run there too. */
export const EMBEDDED_PASS = [
  'test/embedded-postgres.e2e-spec.ts',
  'test/database.e2e-spec.ts',
  'test/catalogue-cache.e2e-spec.ts',
  'test/payments.e2e-spec.ts',
  'test/rate-limits.e2e-spec.ts',
  'test/journey.e2e-spec.ts',
];

/** A Jest path pattern matching exactly these files. */
const exactly = (files) =>
  files.map((file) => `${file.replace(/[.]/g, '\\.')}$`.replace(/^test\//, '/test/')).join('|');

function runJest(args, env = process.env) {
  const result = spawnSync(process.execPath, ['--experimental-vm-modules', jest, ...args], {
    cwd: backend,
    env,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

const args = process.argv.slice(2);
const namesFiles = args.some((arg) => !arg.startsWith('-'));
if (namesFiles) process.exit(runJest(args));

const phases = [
  () => runJest([...args, `--testPathIgnorePatterns=${exactly(ALONE)}`]),
  () => {
    console.log('\nOne at a time: parallel bursts and killed processes\n');
    return runJest([...args, '--runInBand', ...ALONE]);
  },
];
if (process.env.DATABASE_URL) {
  phases.push(() => {
    console.log('\nThe embedded database (PGlite): what differs there\n');
    const env = { ...process.env };
    delete env.DATABASE_URL;
    delete env.SALONE_TEST_SERVER_URL;
    return runJest([...args, ...EMBEDDED_PASS], env);
  });
}
let status = 0;
for (const phase of phases) status = phase() || status;
process.exit(status);
