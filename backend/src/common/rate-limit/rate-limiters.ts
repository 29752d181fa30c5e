import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { appConfig, databaseConfig } from '../../config/configuration.js';

export type RateLimitStore = 'redis' | 'postgres' | 'memory';

export interface RateLimitRule {
  /** Names the counter (`auth-ip`, `contact-ip`, ...). */
  keyPrefix: string;
  /** Requests allowed per window. */
  points: number;
  /** Window, seconds. */
  duration: number;
}

/** The table the PostgreSQL store keeps its counters in (created by a migration). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** Longest wait for Redis to answer a health ping. */
const REDIS_TIMEOUT_MS = 500;

/**
 * Makes the rate-limit counters. They must hold across every backend process, so they live
 * in Redis when REDIS_URL is set, otherwise in PostgreSQL; only the embedded database (one
 * process by construction) keeps them in memory. When the shared store cannot be reached a
 * request is counted in this process instead, so an outage of the store neither refuses
 * everyone nor lets everyone through unlimited.
 */
@Injectable()
export class RateLimiters implements OnApplicationShutdown {
  readonly store: RateLimitStore;
  private readonly logger = new Logger('RateLimits');
  private readonly redis: Redis | undefined;

  constructor(
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
    @Inject(databaseConfig.KEY) database: ConfigType<typeof databaseConfig>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    if (config.redisUrl) {
      this.store = 'redis';
      this.redis = new Redis(config.redisUrl, {
        // Fail fast while disconnected: the process counter stands in.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        lazyConnect: false,
      });
      let reported = false;
      this.redis.on('error', (error: Error) => {
        if (reported) return;
        reported = true;
        this.logger.warn({ err: error }, 'Redis unreachable: counting requests in this process');
      });
      this.redis.on('ready', () => {
        if (reported) this.logger.log('Redis reachable again');
        reported = false;
      });
    } else {
      this.store = database.kind === 'postgres' ? 'postgres' : 'memory';
    }
  }

  /** The Redis client of the counters, for stores that script it; undefined without Redis. */
  get redisClient(): Redis | undefined {
    return this.redis;
  }

  private readonly byName = new Map<string, RateLimiterAbstract>();

  /** The counter named by `rule.keyPrefix`, made on first use (one per name and process). */
  named(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.byName.get(rule.keyPrefix);
    if (!limiter) {
      limiter = this.create(rule);
      this.byName.set(rule.keyPrefix, limiter);
    }
    return limiter;
  }

  /** A counter of `points` requests per `duration` seconds under the chosen store. */
  create(rule: RateLimitRule): RateLimiterAbstract {
    const memory = new RateLimiterMemory(rule);
    const keyPrefix = `${this.config.rateLimitKeyPrefix}:${rule.keyPrefix}`;
    switch (this.store) {
      case 'redis':
        return new RateLimiterRedis({
          ...rule,
          keyPrefix,
          storeClient: this.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        });
      case 'postgres':
        return new RateLimiterPostgres({
          ...rule,
          keyPrefix,
          storeClient: this.dataSource,
          storeType: 'typeorm',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: true,
          insuranceLimiter: memory,
        });
      case 'memory':
        return memory;
    }
  }

  /** Whether the shared store answers; `none` when counters live in memory or PostgreSQL. */
  async redisStatus(): Promise<'up' | 'down' | 'none'> {
    if (!this.redis) return 'none';
    if (this.redis.status !== 'ready') return 'down';
    try {
      await Promise.race([
        this.redis.ping(),
        new Promise((_, reject) => setTimeout(reject, REDIS_TIMEOUT_MS).unref()),
      ]);
      return 'up';
    } catch {
      return 'down';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

/** Provides {@link RateLimiters} to every module (and so to every `@RateLimit` guard). */
@Global()
@Module({ providers: [RateLimiters], exports: [RateLimiters] })
export class RateLimitModule {}
