import { Injectable, Logger, BeforeApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { isEmbedded } from '../../database/data-source.options.js';
import { listen } from '../../database/listen.js';
import { CatalogueCache } from './catalogue-cache.js';

/** The channel the catalogue tables' triggers notify (migration CatalogueChangeSignal). */
export const CATALOGUE_CHANNEL = 'salone_catalogue';
/** Wait before listening again after the listening connection was lost. */
const RECONNECT_MS = 1_000;
/** Transactions remembered, so a change that reaches several connections counts once. */
const SEEN_TRANSACTIONS = 1_024;

interface PoolLike {
  on(event: 'acquire', listener: (client: pg.PoolClient) => void): void;
  removeListener(event: 'acquire', listener: (client: pg.PoolClient) => void): void;
}

/**
 * Drops the catalogue cache whenever a catalogue table changes, in every process:
 * - every pooled connection LISTENs, so a change this process commits reaches its own cache
 *   before the COMMIT returns (PostgreSQL sends a session its own notifications ahead of the
 *   answer), hence before any answer acknowledging it;
 * - on PostgreSQL, one more connection keeps listening between requests, so changes made by
 *   the other replicas arrive too. While it is down the cache is off.
 * The embedded database is one process with one session: its pooled connection is enough.
 * A change arrives once per listening connection; the signal names its transaction, so it
 * drops the cache once (docs/decisions/catalogue-change-drops-cache-once.md).
 */
@Injectable()
export class CatalogueChangeListener implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('CatalogueCache');
  private readonly prepared = new WeakSet<pg.PoolClient>();
  private listener: pg.Client | undefined;
  private stopping = false;
  private retry: NodeJS.Timeout | undefined;
  /** The transactions whose change signal has already dropped the cache, oldest first. */
  private readonly seen = new Set<string>();
  private readonly onNotification = (message: pg.Notification) => {
    if (message.channel !== CATALOGUE_CHANNEL) return;
    if (!this.firstArrival(message.payload)) return;
    this.cache.invalidate();
  };
  private readonly onAcquire = (client: pg.PoolClient) => {
    if (this.prepared.has(client)) return;
    this.prepared.add(client);
    client.on('notification', this.onNotification);
    // Queued ahead of the query the client was taken for, outside its transaction.
    listen(client, CATALOGUE_CHANNEL).catch(() => undefined);
  };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * True the first time a transaction's signal arrives. Each listening connection of this
   * process receives it; only the first may drop the cache, since every later read already
   * sees the change. A signal without a transaction id always counts.
   */
  private firstArrival(payload: string | undefined): boolean {
    if (!payload?.startsWith('tx:')) return true;
    if (this.seen.has(payload)) return false;
    this.seen.add(payload);
    if (this.seen.size > SEEN_TRANSACTIONS) {
      this.seen.delete(this.seen.values().next().value as string);
    }
    return true;
  }

  /** TypeORM's driver: its pool and the `pg` library it loaded. */
  private get driver(): { master: PoolLike; postgres: typeof pg } {
    return this.dataSource.driver as unknown as { master: PoolLike; postgres: typeof pg };
  }

  private get pool(): PoolLike {
    return this.driver.master;
  }

  async onModuleInit(): Promise<void> {
    this.pool.on('acquire', this.onAcquire);
    if (isEmbedded(this.dataSource.options)) {
      await listen(this.dataSource, CATALOGUE_CHANNEL);
      this.cache.setLive(true);
      return;
    }
    await this.listen();
  }

  /** Opens the listening connection; on failure the cache stays off and it tries again. */
  private async listen(): Promise<void> {
    const options = this.dataSource.options as {
      url?: string;
      host?: string;
      port?: number;
      username?: string;
      password?: string;
      database?: string;
    };
    const client = new this.driver.postgres.Client({
      connectionString: options.url,
      host: options.host,
      port: options.port,
      user: options.username,
      password: options.password,
      database: options.database,
      application_name: 'salone-catalogue-listener',
    });
    this.listener = client;
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.cache.setLive(false);
      // The server it comes back to may be another (a failover), whose transaction ids may
      // repeat those seen here.
      this.seen.clear();
      client.end().catch(() => undefined);
      if (this.stopping) return;
      this.logger.warn(
        `Catalogue change signals lost${error ? ` (${error.message})` : ''}; cache off until they return`,
      );
      this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', this.onNotification);
    try {
      await client.connect();
      await listen(client, CATALOGUE_CHANNEL);
      if (this.listener === client) this.cache.setLive(true);
    } catch (error) {
      lost(error as Error);
    }
  }

  /** Before the database module closes its pool (its own shutdown hook), which may run first. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retry);
    (this.driver.master as PoolLike | undefined)?.removeListener('acquire', this.onAcquire);
    this.cache.setLive(false);
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
  }
}
