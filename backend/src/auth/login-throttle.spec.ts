import { PGlite } from '@electric-sql/pglite';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import {
  type AttemptStore,
  delayAfter,
  MemoryAttempts,
  PostgresAttempts,
  RedisAttempts,
} from './login-throttle.js';

const T0 = Date.UTC(2026, 11, 7, 10, 0, 0);
const HOUR = 3_600_000;

/** The same behaviour from every store: what an attempt at `now` gets. */
function behavesAsAThrottle(name: string, makeStore: () => AttemptStore) {
  describe(name, () => {
    let store: AttemptStore;
    let key: string;
    beforeEach(() => {
      store = makeStore();
      key = `test:login-attempts:${randomUUID()}`;
    });
    afterEach(() => store.clear(key));

    it('lets 5 of 25 attempts made at the same moment through, and makes the rest wait', async () => {
      const answers = await Promise.all(Array.from({ length: 25 }, () => store.reserve(key, T0)));
      expect(answers.filter((a) => a.reserved)).toHaveLength(5);
      expect(answers.filter((a) => !a.reserved)).toEqual(
        Array(20).fill({ reserved: false, retryAfterMs: 1000 }),
      );
    });

    it('lets one more through once each wait is over, the wait doubling', async () => {
      for (let i = 0; i < 5; i += 1)
        expect(await store.reserve(key, T0)).toEqual({ reserved: true });
      expect(await store.reserve(key, T0 + 999)).toEqual({ reserved: false, retryAfterMs: 1 });
      expect(await store.reserve(key, T0 + 1000)).toEqual({ reserved: true });
      expect(await store.reserve(key, T0 + 1000)).toEqual({
        reserved: false,
        retryAfterMs: delayAfter(6) * 1000,
      });
      const [a, b] = await Promise.all([
        store.reserve(key, T0 + 3000),
        store.reserve(key, T0 + 3000),
      ]);
      expect([a.reserved, b.reserved].sort()).toEqual([false, true]);
    });

    it('forgets the attempts on a success, and an hour after the last one', async () => {
      for (let i = 0; i < 5; i += 1) await store.reserve(key, T0);
      await store.clear(key);
      for (let i = 0; i < 5; i += 1)
        expect(await store.reserve(key, T0)).toEqual({ reserved: true });
      expect((await store.reserve(key, T0)).reserved).toBe(false);
      for (let i = 0; i < 5; i += 1) {
        expect(await store.reserve(key, T0 + HOUR)).toEqual({ reserved: true });
      }
    });
  });
}

describe('login attempts, counted before the password check', () => {
  behavesAsAThrottle('in memory', () => new MemoryAttempts());

  const pglite = new PGlite();
  beforeAll(async () => {
    // The table as the AddRateLimits migration makes it.
    await pglite.exec(
      `CREATE TABLE "rate_limits" ("key" character varying(255) NOT NULL, "points" integer NOT NULL DEFAULT 0, "expire" bigint, CONSTRAINT "PK_rate_limits" PRIMARY KEY ("key"))`,
    );
  });
  afterAll(() => pglite.close());
  behavesAsAThrottle(
    'in PostgreSQL',
    () =>
      new PostgresAttempts(async (sql, parameters) => (await pglite.query(sql, parameters)).rows),
  );

  // Against the Redis the rate-limit tests use, when one answers.
  const redisUrl = process.env.SALONE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  let redisUp = false;
  beforeAll(async () => {
    redisUp = await redis
      .connect()
      .then(() => true)
      .catch(() => false);
  });
  afterAll(() => redis.disconnect());
  behavesAsAThrottle('in Redis (in memory when none answers)', () => {
    if (!redisUp) return new MemoryAttempts();
    return new RedisAttempts(redis, {
      reserve: () => Promise.reject(new Error('Redis should have answered')),
      clear: () => Promise.resolve(),
    });
  });

  it('counts in this process while Redis cannot be reached', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const store = new RedisAttempts(down, new MemoryAttempts());
    const answers = await Promise.all(Array.from({ length: 8 }, () => store.reserve('k', T0)));
    expect(answers.filter((a) => a.reserved)).toHaveLength(5);
    down.disconnect();
  });
});
