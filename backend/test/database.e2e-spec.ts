import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/database/data-source.options.js';
import { ENTITIES } from '../src/entities.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { SeedService } from '../src/seed/seed.service.js';
import { createTestDatabase } from './support/test-app.js';

describe('database', () => {
  let embedded: EmbeddedPostgres | undefined;
  let dataSource: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    if (database.url) {
      dataSource = new DataSource(
        buildDataSourceOptions({ url: database.url, embedded: false }, ENTITIES),
      );
    } else {
      embedded = await EmbeddedPostgres.start(undefined);
      dataSource = new DataSource(
        buildDataSourceOptions({ ...embedded.connection, embedded: true }, ENTITIES),
      );
    }
    await dataSource.initialize();
  });

  afterAll(async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    await drop();
  });

  it('runs every migration on an empty database, leaving nothing for TypeORM to generate', async () => {
    const applied = await dataSource.runMigrations({ transaction: 'all' });
    expect(applied.length).toBeGreaterThan(0);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('seeds an empty database once and never duplicates', async () => {
    const seeder = new SeedService(dataSource, {
      nodeEnv: 'test' as never,
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent' as never,
      seedOnStart: true,
      authAttemptsPerIpPerMinute: 30,
      contactMessagesPerIpPerHour: 20,
      tripPlansPerUserPerHour: 60,
      apiKeyRequestsPerMinute: 600,
      trustProxyHops: 0,
      redisUrl: undefined,
      rateLimitKeyPrefix: 'salone',
      corsOrigins: [],
      remoteOrigins: [],
      mapTileUrl: undefined,
      metricsToken: undefined,
      frontendDistRoot: '',
      adminEmails: [],
    });
    const first = await seeder.seed();
    expect(first.hotels).toBeGreaterThanOrEqual(8);
    expect(first.events).toBe(12);
    expect(first.cars).toBeGreaterThanOrEqual(10);
    expect(first.tours).toBeGreaterThanOrEqual(10);
    expect(first.properties).toBeGreaterThanOrEqual(10);
    expect(first.content).toBe(6);
    const again = await Promise.all([seeder.seed(), seeder.seed()]);
    for (const report of again)
      expect(Object.values(report).every((count) => count === 0)).toBe(true);
    const [{ hotels }] = await dataSource.query('SELECT COUNT(*)::int AS hotels FROM hotels');
    expect(hotels).toBe(first.hotels);
  });

  it('enforces the catalogue rules in PostgreSQL itself', async () => {
    await expect(
      dataSource.query(
        `UPDATE event_ticket_categories SET sold = quantity + 1 WHERE id = (SELECT MIN(id) FROM event_ticket_categories)`,
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(
      dataSource.query(`UPDATE hotels SET star_rating = 6 WHERE id = (SELECT MIN(id) FROM hotels)`),
    ).rejects.toThrow(/check constraint/);
  });
});
