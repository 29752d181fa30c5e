import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import pg from 'pg';
import {
  EmbeddedDatabaseLockedError,
  EmbeddedPostgres,
} from '../src/database/embedded-postgres.js';

describe('embedded PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-embedded-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data on disk across restarts and refuses a second process on the same folder', async () => {
    const first = await EmbeddedPostgres.start(dataDir);
    try {
      const client = new pg.Client(first.connection);
      await client.connect();
      await client.query('CREATE TABLE notes (body text)');
      await client.query(`INSERT INTO notes VALUES ('kept')`);
      await client.end();
      await expect(EmbeddedPostgres.start(dataDir, { lockRetries: 0 })).rejects.toBeInstanceOf(
        EmbeddedDatabaseLockedError,
      );
    } finally {
      await first.stop();
    }
    const second = await EmbeddedPostgres.start(dataDir);
    try {
      const client = new pg.Client(second.connection);
      await client.connect();
      const { rows } = await client.query('SELECT body FROM notes');
      await client.end();
      expect(rows).toEqual([{ body: 'kept' }]);
    } finally {
      await second.stop();
    }
  });
});
