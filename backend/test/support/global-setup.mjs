// Jest's global setup: makes the run's template database (database-template.ts) in a process of
// its own, which runs the TypeScript sources as `npm run bench:api` does, and hands the variables
// that name it to the test files' workers, which start after this and inherit them.
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs make-template.ts with `args` in a process of its own; returns what it printed. */
export function runMakeTemplate(args = []) {
  return execFileSync(
    process.execPath,
    [
      '--conditions=salone-source',
      '--import',
      '@swc-node/register/esm-register',
      'test/support/make-template.ts',
      ...args,
    ],
    { cwd: backend, env: process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
}

export default function globalSetup() {
  const lines = runMakeTemplate().trim().split('\n');
  Object.assign(process.env, JSON.parse(lines[lines.length - 1]));
}
