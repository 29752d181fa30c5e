import {
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationShutdown,
} from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { databaseConfig } from '../config/configuration.js';
import { buildDataSourceOptions, isEmbedded } from './data-source.options.js';
import { EmbeddedPostgres } from './embedded-postgres.js';

export const EMBEDDED_POSTGRES = Symbol('EMBEDDED_POSTGRES');

/** Starts the embedded database when no DATABASE_URL is configured. */
@Module({
  providers: [
    {
      provide: EMBEDDED_POSTGRES,
      inject: [databaseConfig.KEY],
      useFactory: async (config: ConfigType<typeof databaseConfig>) =>
        config.kind === 'embedded' ? EmbeddedPostgres.start(config.dataDir) : null,
    },
  ],
  exports: [EMBEDDED_POSTGRES],
})
class EmbeddedPostgresModule {}

/** Any fixed number: the key of the advisory lock held while migrations run. */
const MIGRATION_LOCK_KEY = 7_236_110;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock, so replicas started
 * together on one database migrate it once: the first one migrates, the others wait and
 * then find nothing left to do. The embedded database has one connection and one process,
 * so it needs (and could take) no lock.
 */
export async function runMigrationsExclusively(dataSource: DataSource): Promise<void> {
  const logger = new Logger('Database');
  if (isEmbedded(dataSource.options)) {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'all' });
      if (applied.length > 0) logger.log(`Applied ${applied.length} migrations`);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/** Stops the embedded server once the connection pool has closed. */
@Injectable()
class EmbeddedPostgresLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(
    @Inject(EMBEDDED_POSTGRES) private readonly embedded: EmbeddedPostgres | null,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.embedded) return;
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.embedded.stop();
    this.logger.log('Embedded database stopped');
  }
}

/**
 * The connection (the embedded database when no DATABASE_URL is configured), migrated on
 * start. The composition hands over every module's entities (backend/src/entities.ts).
 */
@Module({})
export class DatabaseModule {
  static forRoot(entities: NonNullable<DataSourceOptions['entities']>): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        EmbeddedPostgresModule,
        TypeOrmModule.forRootAsync({
          imports: [EmbeddedPostgresModule],
          inject: [databaseConfig.KEY, EMBEDDED_POSTGRES],
          useFactory: (
            config: ConfigType<typeof databaseConfig>,
            embedded: EmbeddedPostgres | null,
          ) => ({
            ...buildDataSourceOptions(
              embedded
                ? { ...embedded.connection, embedded: true }
                : { url: config.kind === 'postgres' ? config.url : undefined, embedded: false },
              entities,
            ),
            // Run below, under a lock, rather than by TypeORM on its own.
            migrationsRun: false,
            retryAttempts: 0,
          }),
          dataSourceFactory: async (options?: DataSourceOptions) => {
            const dataSource = await new DataSource(options!).initialize();
            await runMigrationsExclusively(dataSource);
            return dataSource;
          },
        }),
      ],
      providers: [EmbeddedPostgresLifecycle],
    };
  }
}
