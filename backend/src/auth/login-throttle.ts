import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { tooMany } from '../common/errors/domain.exception.js';
import { RateLimiters } from '../common/rate-limit/rate-limiters.js';
import { appConfig } from '../config/configuration.js';
import { TOO_MANY_ATTEMPTS } from './auth.limits.js';
import { PostgresAttempts } from './login-attempts.repository.js';

export { PostgresAttempts };

/** Failed sign-ins for one e-mail from one address that cost nothing. */
export const FREE_FAILURES = 4;
/** The longest wait after a failure, seconds. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failures are forgotten this long after the last one, seconds. */
const FAILURE_MEMORY_SECONDS = 60 * 60;
export const MEMORY_MS = FAILURE_MEMORY_SECONDS * 1000;

/** The wait, seconds, after the `failures`-th failure: 1, 2, 4, ... up to 15 minutes. */
export const delayAfter = (failures: number): number =>
  failures <= FREE_FAILURES ? 0 : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES - 1));

/** An attempt that may go on to the password check, or how long it must wait first. */
export type Reservation = { reserved: true } | { reserved: false; retryAfterMs: number };

/**
 * The attempts of one key: how many are counted (each one as a failure until a success
 * clears them) and when the last one was, epoch ms. Kept `MEMORY_MS` after the last one.
 */
interface Attempts {
  count: number;
  lastAt: number;
}

/** When the next attempt may be made after these. */
export const nextAllowedAt = ({ count, lastAt }: Attempts): number =>
  lastAt + delayAfter(count) * 1000;

/**
 * Where the attempts are counted, by the rate-limit store. `reserve` is one atomic step:
 * it refuses while the key must wait, and otherwise counts the attempt, so attempts made at
 * the same moment each see the ones before them.
 */
export interface AttemptStore {
  reserve(key: string, now: number): Promise<Reservation>;
  clear(key: string): Promise<void>;
}

/** In this process (the embedded database, and while Redis is unreachable). */
export class MemoryAttempts implements AttemptStore {
  private readonly byKey = new Map<string, Attempts>();

  reserve(key: string, now: number): Promise<Reservation> {
    if (this.byKey.size > 10_000) this.forgetOld(now);
    const known = this.byKey.get(key);
    const current = known && known.lastAt + MEMORY_MS > now ? known : undefined;
    if (current && nextAllowedAt(current) > now) {
      return Promise.resolve({ reserved: false, retryAfterMs: nextAllowedAt(current) - now });
    }
    this.byKey.set(key, { count: (current?.count ?? 0) + 1, lastAt: now });
    return Promise.resolve({ reserved: true });
  }

  clear(key: string): Promise<void> {
    this.byKey.delete(key);
    return Promise.resolve();
  }

  private forgetOld(now: number): void {
    for (const [key, attempts] of this.byKey) {
      if (attempts.lastAt + MEMORY_MS <= now) this.byKey.delete(key);
    }
  }
}

/**
 * In Redis: `count:lastAt` under the key, expiring with the memory (an older one is ignored
 * by the app's clock too). A Lua script reads and
 * writes it, which Redis runs alone. While Redis cannot be reached the attempts are counted
 * in this process instead, as the other rate limits are.
 */
export class RedisAttempts implements AttemptStore {
  static readonly RESERVE = `
    local now, memory, free, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
    local value = redis.call('GET', KEYS[1])
    local count, last = 0, 0
    if value then
      local colon = string.find(value, ':', 1, true)
      count = tonumber(string.sub(value, 1, colon - 1))
      last = tonumber(string.sub(value, colon + 1))
    end
    if last + memory <= now then count = 0 end
    if count > 0 then
      local delay = 0
      if count > free then delay = math.min(max, 2 ^ (count - free - 1)) end
      local allowed = last + delay * 1000
      if now < allowed then return {0, tostring(allowed - now)} end
    end
    redis.call('SET', KEYS[1], tostring(count + 1) .. ':' .. tostring(now), 'PX', memory)
    return {1, '0'}`;

  constructor(
    private readonly redis: Redis,
    private readonly fallback: AttemptStore,
  ) {}

  async reserve(key: string, now: number): Promise<Reservation> {
    let answer: [number, string];
    try {
      answer = (await this.redis.eval(
        RedisAttempts.RESERVE,
        1,
        key,
        now,
        MEMORY_MS,
        FREE_FAILURES,
        MAX_DELAY_SECONDS,
      )) as [number, string];
    } catch {
      return this.fallback.reserve(key, now);
    }
    return answer[0] === 1
      ? { reserved: true }
      : { reserved: false, retryAfterMs: Number(answer[1]) };
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.redis.del(key).catch(() => undefined), this.fallback.clear(key)]);
  }
}

/**
 * Failed sign-ins counted per e-mail AND client address together: a stranger's wrong
 * passwords delay only the stranger, never the owner signing in from elsewhere. After a few
 * free failures each one makes the next attempt wait, twice as long each time. An attempt is
 * counted as a failure before its password is checked, in one step with the check of the
 * wait, so attempts sent at the same moment cannot all slip through before any failure is
 * recorded; a success clears the count. (The per-address limit on every attempt stays, in
 * auth.limits.ts.)
 */
@Injectable()
export class LoginThrottle {
  private readonly attempts: AttemptStore;
  private readonly prefix: string;

  constructor(
    limiters: RateLimiters,
    @InjectDataSource() dataSource: DataSource,
    @Inject(appConfig.KEY) config: ConfigType<typeof appConfig>,
  ) {
    this.prefix = `${config.rateLimitKeyPrefix}:login-attempts:`;
    switch (limiters.store) {
      case 'redis':
        this.attempts = new RedisAttempts(limiters.redisClient!, new MemoryAttempts());
        break;
      case 'postgres':
        this.attempts = PostgresAttempts.on(dataSource);
        break;
      case 'memory':
        this.attempts = new MemoryAttempts();
    }
  }

  static key(email: string, ip: string): string {
    return createHash('sha256').update(`${email.trim().toLowerCase()}\n${ip}`).digest('hex');
  }

  /**
   * Counts this attempt as a failure before its password is checked; 429 with Retry-After
   * instead while this e-mail and address must wait.
   */
  async reserveAttempt(key: string, response: Response | undefined): Promise<void> {
    const reservation = await this.attempts.reserve(this.prefix + key, Date.now());
    if (reservation.reserved) return;
    response?.setHeader('Retry-After', String(Math.ceil(reservation.retryAfterMs / 1000)));
    throw tooMany(TOO_MANY_ATTEMPTS);
  }

  /** A success forgets the failures, the attempt that succeeded among them. */
  async succeeded(key: string): Promise<void> {
    await this.attempts.clear(this.prefix + key);
  }
}
