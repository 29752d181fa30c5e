import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { RateLimiters } from '../src/common/rate-limit/rate-limiters.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const REDIS_URL = process.env.SALONE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Each test boots two whole instances. */
const TIMEOUT = 180_000;
const ATTEMPTS = 4;

/** A sign-in that fails (unknown account) but counts against the per-IP limit. */
const attempt = (app: NestExpressApplication, n: number) =>
  request(app.getHttpServer())
    .post('/api/auth/login')
    .send({ email: `nobody.${n}@example.com`, password: 'not-a-password' });

/**
 * Boots a first instance on a throw-away database, then a second instance of the whole app
 * on the same database and settings: two backend processes as far as the counters can tell.
 */
async function twoInstances(env: Record<string, string>) {
  const first = await startTestApp({
    AUTH_ATTEMPTS_PER_IP_PER_MINUTE: String(ATTEMPTS),
    // Sign-in attempts need no catalogue.
    SEED_ON_START: 'false',
    ...env,
  });
  const second = await createApp();
  await second.init();
  return { first, second };
}

/** Alternates sign-in attempts between the instances; returns the statuses in order. */
async function alternate(first: TestApp, second: NestExpressApplication, count: number) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) {
    const res = await attempt(n % 2 === 0 ? first.app : second, n);
    statuses.push(res.status);
  }
  return statuses;
}

describe('rate limits held in the shared store', () => {
  let first: TestApp | undefined;
  let second: NestExpressApplication | undefined;

  afterEach(async () => {
    await second?.close();
    await first?.close();
    first = second = undefined;
  });

  it(
    'counts in Redis across instances when REDIS_URL is set',
    async () => {
      ({ first, second } = await twoInstances({
        REDIS_URL,
        RATE_LIMIT_KEY_PREFIX: `test-${randomUUID().slice(0, 8)}`,
      }));
      expect(first.app.get(RateLimiters).store).toBe('redis');
      const statuses = await alternate(first, second, ATTEMPTS + 2);
      // Four attempts in total are allowed, not four per instance.
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      expect(await first.app.get(RateLimiters).redisStatus()).toBe('up');
    },
    TIMEOUT,
  );

  it(
    'counts in this process when Redis cannot be reached, and still answers',
    async () => {
      ({ first, second } = await twoInstances({
        REDIS_URL: 'redis://127.0.0.1:1',
        RATE_LIMIT_KEY_PREFIX: `test-${randomUUID().slice(0, 8)}`,
      }));
      expect(await first.app.get(RateLimiters).redisStatus()).toBe('down');
      const statuses: number[] = [];
      for (let n = 0; n < ATTEMPTS + 1; n++) statuses.push((await attempt(first.app, n)).status);
      // Never a 500: the process's own counter stands in and still limits.
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const health = await request(first.app.getHttpServer()).get('/api/health/ready').expect(200);
      expect(health.body.redis).toBe('down');
    },
    TIMEOUT,
  );

  const withPostgres = process.env.SALONE_TEST_SERVER_URL ?? process.env.DATABASE_URL;
  (withPostgres ? it : it.skip)(
    'counts in PostgreSQL across instances when there is no Redis',
    async () => {
      ({ first, second } = await twoInstances({ REDIS_URL: '' }));
      expect(first.app.get(RateLimiters).store).toBe('postgres');
      const statuses = await alternate(first, second, ATTEMPTS + 2);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      const [row] = (await first.dataSource.query(
        `SELECT points FROM rate_limits WHERE key LIKE 'salone:auth-ip:%'`,
      )) as { points: number }[];
      expect(row.points).toBeGreaterThanOrEqual(ATTEMPTS);
    },
    TIMEOUT,
  );

  (withPostgres ? it.skip : it)(
    'counts in memory on the embedded database',
    async () => {
      first = await startTestApp({ REDIS_URL: '' });
      expect(first.app.get(RateLimiters).store).toBe('memory');
    },
    TIMEOUT,
  );
});
