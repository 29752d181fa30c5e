import type { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';
import { MIGRATIONS } from './migrations/index.js';

export interface ConnectionTarget {
  /** A PostgreSQL connection string, or the embedded server's socket. */
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  database?: string;
  /** The embedded database serialises everything: exactly one pooled connection. */
  embedded: boolean;
}

/** The embedded database serialises everything: it gets exactly one pooled connection. */
const EMBEDDED_POOL_SIZE = 1;
/** Connections each process keeps to PostgreSQL. */
export const POOL_SIZE = 10;

/** True for options built for the embedded database. */
export const isEmbedded = (options: DataSourceOptions): boolean =>
  (options.extra as { max?: number } | undefined)?.max === EMBEDDED_POOL_SIZE;

/**
 * The connection's options; `entities` is every module's entities, which the composition
 * lists (backend/src/entities.ts): the core knows no feature.
 */
export function buildDataSourceOptions(
  target: ConnectionTarget,
  entities: NonNullable<DataSourceOptions['entities']>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: target.url,
    host: target.host,
    port: target.port,
    username: target.user,
    database: target.database,
    entities,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'all',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    uuidExtension: 'pgcrypto',
    logging: false,
    extra: {
      max: target.embedded ? EMBEDDED_POOL_SIZE : POOL_SIZE,
      // With one connection a query outside an open transaction's manager would wait
      // forever; fail loudly instead.
      connectionTimeoutMillis: target.embedded ? 15_000 : 5_000,
      application_name: 'salone',
    },
  };
}
