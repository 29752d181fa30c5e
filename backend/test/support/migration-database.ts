import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../../src/database/data-source.options.js';
import { ENTITIES } from '../../src/entities.js';
import { EmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { createTestDatabase } from './test-app.js';

/** The timestamp in a migration's class name. */
const timestampOf = (migration: new () => unknown) => Number(/(\d{13})$/.exec(migration.name)![1]);

/**
 * An empty database of the test file's own for trying one migration on rows written before it:
 * on the PostgreSQL server with DATABASE_URL, else embedded; made before the file's tests and
 * removed after them.
 */
export function migrationDatabase() {
  let embedded: EmbeddedPostgres | undefined;
  let drop: () => Promise<void>;
  let options: ReturnType<typeof buildDataSourceOptions>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    if (database.url) {
      options = buildDataSourceOptions({ url: database.url, embedded: false }, ENTITIES);
    } else {
      embedded = await EmbeddedPostgres.start(undefined);
      options = buildDataSourceOptions({ ...embedded.connection, embedded: true }, ENTITIES);
    }
  });

  afterAll(async () => {
    await embedded?.stop();
    await drop();
  });

  return {
    /** The database with every migration older than `timestamp` run, and none after. */
    async before(timestamp: number): Promise<DataSource> {
      const dataSource = new DataSource({
        ...options,
        migrations: MIGRATIONS.filter((m) => timestampOf(m) < timestamp),
      });
      await dataSource.initialize();
      await dataSource.runMigrations({ transaction: 'all' });
      return dataSource;
    },
    /** The database with every migration known. */
    all: () => new DataSource(options),
  };
}
