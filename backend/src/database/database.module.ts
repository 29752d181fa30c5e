import { Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { databaseConfig } from '../config/configuration.js';
import { buildDataSourceOptions } from './data-source.options.js';
import { EmbeddedPostgres } from './embedded-postgres.js';
import { SeedService } from './seed/seed.service.js';

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

@Module({
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
        ),
        migrationsRun: true,
        retryAttempts: 0,
      }),
    }),
  ],
  providers: [EmbeddedPostgresLifecycle, SeedService],
  exports: [SeedService],
})
export class DatabaseModule {}
