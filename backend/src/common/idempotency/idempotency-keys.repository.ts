import type { DataSource } from 'typeorm';

/** A kept key as the interceptor reads it. */
export interface IdempotencyKeyRow {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
  created_at: Date;
}

/** Rows an UPDATE ... RETURNING answered (TypeORM's postgres driver: `[rows, count]`). */
const returned = (result: [unknown[], number] | unknown[]): unknown[] =>
  Array.isArray(result[0]) ? (result[0] as unknown[]) : result;

/** `Idempotency-Key`s per caller with the answers they got (table `idempotency_keys`). */
export class IdempotencyKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Forgets the caller's key when it was taken before `expired`. */
  async deleteExpired(caller: string, key: string, expired: Date): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2 AND created_at < $3`,
      [caller, key, expired],
    );
  }

  /** Takes the key for a request with this hash; false when someone holds it already. */
  async insert(caller: string, key: string, hash: string, at: Date): Promise<boolean> {
    const inserted = (await this.dataSource.query(
      `INSERT INTO idempotency_keys (caller, key, request_hash, created_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key`,
      [caller, key, hash, at],
    )) as unknown[];
    return inserted.length > 0;
  }

  async find(caller: string, key: string): Promise<IdempotencyKeyRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT request_hash, response_status, response_body, created_at
         FROM idempotency_keys WHERE caller = $1 AND key = $2`,
      [caller, key],
    )) as IdempotencyKeyRow[];
    return row;
  }

  /**
   * Takes over a key whose request, started at `started`, never finished; false when it
   * finished or another request took it over first.
   */
  async takeOver(caller: string, key: string, started: Date, at: Date): Promise<boolean> {
    const taken = (await this.dataSource.query(
      `UPDATE idempotency_keys SET created_at = $4
        WHERE caller = $1 AND key = $2 AND response_status IS NULL AND created_at = $3
       RETURNING key`,
      [caller, key, started, at],
    )) as [unknown[], number] | unknown[];
    return returned(taken).length > 0;
  }

  /** Keeps the answer the key's request got. */
  async saveAnswer(caller: string, key: string, status: number, body: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE idempotency_keys SET response_status = $3, response_body = $4
        WHERE caller = $1 AND key = $2`,
      [caller, key, status, body],
    );
  }

  /** Frees a key whose request has no answer kept. */
  async release(caller: string, key: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2 AND response_status IS NULL`,
      [caller, key],
    );
  }

  /** Forgets every key taken before `before`. */
  async deleteOlderThan(before: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM idempotency_keys WHERE created_at < $1`, [before]);
  }
}
