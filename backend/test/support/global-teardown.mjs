// Jest's global teardown: removes the run's template database (database-template.ts names the
// variables; global-setup.mjs set them).
import * as fs from 'node:fs';
import pg from 'pg';

export default async function globalTeardown() {
  const dir = process.env.SALONE_TEST_TEMPLATE_DIR;
  if (dir) {
    for (const each of [dir, `${dir}.lock`, `${dir}.app.json`]) {
      fs.rmSync(each, { recursive: true, force: true });
    }
  }
  const name = process.env.SALONE_TEST_TEMPLATE_DB;
  const serverUrl = process.env.SALONE_TEST_SERVER_URL ?? process.env.DATABASE_URL;
  if (name && serverUrl) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
}
