import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source.options.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { createTestDatabase } from './support/test-app.js';

/** The timestamp in a migration's class name. */
const timestampOf = (migration: new () => unknown) => Number(/(\d{13})$/.exec(migration.name)![1]);
const ORGANISATIONS = 1795693381731;

describe('the organisations migration on a database that already has a catalogue', () => {
  let embedded: EmbeddedPostgres | undefined;
  let drop: () => Promise<void>;
  let options: ReturnType<typeof buildDataSourceOptions>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    if (database.url) {
      options = buildDataSourceOptions({ url: database.url, embedded: false });
    } else {
      embedded = await EmbeddedPostgres.start(undefined);
      options = buildDataSourceOptions({ ...embedded.connection, embedded: true });
    }
  });

  afterAll(async () => {
    await embedded?.stop();
    await drop();
  });

  it('moves existing listings, published, to one approved organisation', async () => {
    const before = new DataSource({
      ...options,
      migrations: MIGRATIONS.filter((m) => timestampOf(m) < ORGANISATIONS),
    });
    await before.initialize();
    await before.runMigrations({ transaction: 'all' });
    await before.query(
      `INSERT INTO hotels (name, address, city, description, star_rating)
       VALUES ('Old Hotel', '1 Old Road', 'Freetown', 'Seeded before organisations.', 3)`,
    );
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    try {
      await after.runMigrations({ transaction: 'all' });
      const [hotel] = await after.query(
        `SELECT h.status, o.name, o.status AS organisation_status
           FROM hotels h JOIN organisations o ON o.id = h.organisation_id`,
      );
      expect(hotel).toEqual({
        status: 'published',
        name: 'Salone Catalogue',
        organisation_status: 'approved',
      });
      await expect(
        after.query(`INSERT INTO hotels (name, address, city, description, star_rating)
                     VALUES ('No Owner', '2 Road', 'Bo', 'x', 3)`),
      ).rejects.toThrow(/organisation_id/);
    } finally {
      await after.destroy();
    }
  });
});
