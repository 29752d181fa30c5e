import type { DataSource } from 'typeorm';
import { RATE_LIMIT_TABLE } from '../common/rate-limit/rate-limiters.js';
import {
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
  MEMORY_MS,
  nextAllowedAt,
  type AttemptStore,
  type Reservation,
} from './login-throttle.js';

/**
 * In the rate-limit table, one row per key in its layout: `points` the count, `expire` the
 * last attempt plus the memory (epoch ms). One INSERT ... ON CONFLICT DO UPDATE ... WHERE
 * counts the attempt unless the row says to wait; PostgreSQL locks the row and checks the
 * condition against its latest version, so parallel attempts are counted one after another.
 */
export class PostgresAttempts implements AttemptStore {
  static readonly RESERVE = `
    WITH reserved AS (
      INSERT INTO "${RATE_LIMIT_TABLE}" AS r ("key", "points", "expire")
      VALUES ($1, 1, $2::bigint + $3::bigint)
      ON CONFLICT ("key") DO UPDATE
        SET "points" = CASE WHEN r."expire" <= $2::bigint THEN 1 ELSE r."points" + 1 END,
            "expire" = $2::bigint + $3::bigint
        WHERE r."expire" <= $2::bigint
           OR r."expire" - $3::bigint + 1000 * (CASE WHEN r."points" <= $4::int THEN 0
                ELSE LEAST($5::float8, power(2, r."points" - $4::int - 1)) END) <= $2::bigint
      RETURNING "points")
    SELECT (SELECT "points" FROM reserved) AS "reserved",
           (SELECT "points" FROM "${RATE_LIMIT_TABLE}" WHERE "key" = $1) AS "count",
           (SELECT "expire" FROM "${RATE_LIMIT_TABLE}" WHERE "key" = $1) AS "expire"`;

  constructor(private readonly query: (sql: string, parameters: unknown[]) => Promise<unknown>) {}

  /** The store in the application's database. */
  static on(dataSource: DataSource): PostgresAttempts {
    return new PostgresAttempts((sql, parameters) => dataSource.query(sql, parameters));
  }

  async reserve(key: string, now: number): Promise<Reservation> {
    const [row] = (await this.query(PostgresAttempts.RESERVE, [
      key,
      now,
      MEMORY_MS,
      FREE_FAILURES,
      MAX_DELAY_SECONDS,
    ])) as { reserved: number | null; count: number | null; expire: string | null }[];
    if (row.reserved !== null) return { reserved: true };
    // The row as it was when refused: only the Retry-After comes from it.
    const lastAt = Number(row.expire) - MEMORY_MS;
    const waitMs = nextAllowedAt({ count: Number(row.count), lastAt }) - now;
    return { reserved: false, retryAfterMs: Math.max(waitMs, 1) };
  }

  async clear(key: string): Promise<void> {
    await this.query(`DELETE FROM "${RATE_LIMIT_TABLE}" WHERE "key" = $1`, [key]);
  }
}
