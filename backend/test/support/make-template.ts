import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import pg from 'pg';
import { createApp } from '../../src/app.js';
import {
  TEMPLATE_DAY_VAR,
  TEMPLATE_DB_VAR,
  TEMPLATE_DIR_VAR,
  copiesRoot,
  removeTemplate,
  utcDay,
} from './database-template.js';

/**
 * Makes the run's template database (./database-template.ts): boots the app once on it, which
 * migrates it and loads the sample data, and prints the variables that name it as one line of
 * JSON. Run by Jest's global setup (./global-setup.mjs) in a process of its own; with `--remove`,
 * by the global teardown, it removes the template its environment names instead.
 */
async function makeTemplate(): Promise<Record<string, string>> {
  const serverUrl = process.env.SALONE_TEST_SERVER_URL ?? process.env.DATABASE_URL;
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const day = utcDay();
  const made: Record<string, string> = { [TEMPLATE_DAY_VAR]: day };
  Object.assign(process.env, { NODE_ENV: 'test', SEED_ON_START: 'true' });
  if (serverUrl) {
    const name = `salone_template_${suffix}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    made[TEMPLATE_DB_VAR] = name;
  } else {
    const dir = path.join(copiesRoot(), `salone-template-${suffix}`);
    process.env.PGLITE_DIR = dir;
    made[TEMPLATE_DIR_VAR] = dir;
  }
  const app = await createApp();
  await app.init();
  await app.close();
  return made;
}

if (process.argv.includes('--remove')) {
  await removeTemplate(process.env);
} else {
  process.stdout.write(`${JSON.stringify(await makeTemplate())}\n`);
}
