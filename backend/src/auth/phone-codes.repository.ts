import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PhoneCodePurpose } from './entities/phone-code.entity.js';
import type { AccountLocale } from './entities/user.entity.js';

/** A code lives 10 minutes. */
export const CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong tries a code survives: the fifth kills it. */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one number per window. */
export const CODES_PER_NUMBER = 5;
/** The window the codes of a number are counted in, seconds. */
export const CODE_WINDOW_SECONDS = 60 * 60;
/** The wait after the first code before another may be sent, seconds; it doubles each time. */
export const FIRST_RESEND_WAIT_SECONDS = 30;

/** The wait before the code after the `sends`-th one of the window, seconds: 30, 60, 120, ... */
export const resendWaitAfter = (sends: number): number =>
  FIRST_RESEND_WAIT_SECONDS * 2 ** Math.max(0, sends - 1);

/** A code that may be sent now, or when the next one may be. */
export type CodeIssue = { issued: true; sends: number } | { issued: false; retryAfterMs: number };

/** The live code of a number, counted as tried. */
export interface CodeTry {
  codeHash: string;
  userId: string | null;
}

type Executor = Pick<EntityManager, 'query'>;

/**
 * The SQL of the SMS codes, each step one statement PostgreSQL runs against the row's latest
 * version: parallel requests for a number are counted one after another.
 */
@Injectable()
export class PhoneCodesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Stores a new code for the number (the last one dies) unless the number must wait: the
   * growing wait after the last code, or the window's codes all spent.
   */
  async issue(
    manager: Executor,
    code: { phone: string; purpose: PhoneCodePurpose; userId: string | null; codeHash: string },
    now: Date,
  ): Promise<CodeIssue> {
    const rows = (await manager.query(
      `INSERT INTO phone_codes AS c
         (phone, purpose, user_id, code_hash, attempts, expires_at, used_at, sends,
          window_started_at, last_sent_at)
       VALUES ($1, $2, $3, $4, 0, $6, NULL, 1, $5, $5)
       ON CONFLICT (phone) DO UPDATE
         SET purpose = EXCLUDED.purpose, user_id = EXCLUDED.user_id,
             code_hash = EXCLUDED.code_hash, attempts = 0, expires_at = EXCLUDED.expires_at,
             used_at = NULL,
             sends = CASE WHEN c.window_started_at + make_interval(secs => $7) <= $5::timestamptz
                          THEN 1 ELSE c.sends + 1 END,
             window_started_at = CASE
                          WHEN c.window_started_at + make_interval(secs => $7) <= $5::timestamptz
                          THEN $5::timestamptz ELSE c.window_started_at END,
             last_sent_at = $5
         WHERE c.window_started_at + make_interval(secs => $7) <= $5::timestamptz
            OR (c.sends < $8
                AND c.last_sent_at + make_interval(secs => $9 * power(2, c.sends - 1)) <= $5::timestamptz)
       RETURNING sends`,
      [
        code.phone,
        code.purpose,
        code.userId,
        code.codeHash,
        now,
        new Date(now.getTime() + CODE_LIFETIME_MS),
        CODE_WINDOW_SECONDS,
        CODES_PER_NUMBER,
        FIRST_RESEND_WAIT_SECONDS,
      ],
    )) as { sends: number }[];
    if (rows.length > 0) return { issued: true, sends: Number(rows[0].sends) };
    const [row] = (await manager.query(
      `SELECT sends, window_started_at, last_sent_at FROM phone_codes WHERE phone = $1`,
      [code.phone],
    )) as { sends: number; window_started_at: Date; last_sent_at: Date }[];
    const windowEnds = new Date(row.window_started_at).getTime() + CODE_WINDOW_SECONDS * 1000;
    const nextAt =
      Number(row.sends) >= CODES_PER_NUMBER
        ? windowEnds
        : Math.min(
            windowEnds,
            new Date(row.last_sent_at).getTime() + resendWaitAfter(Number(row.sends)) * 1000,
          );
    return { issued: false, retryAfterMs: Math.max(nextAt - now.getTime(), 1000) };
  }

  /**
   * Counts a try at the number's live code for this purpose (and account) before it is
   * checked; null when there is none left to try: none sent, used, expired, or 5 tries spent.
   */
  async countTry(
    phone: string,
    purpose: PhoneCodePurpose,
    userId: string | null,
    now: Date,
  ): Promise<CodeTry | null> {
    const [rows] = (await this.dataSource.query(
      `UPDATE phone_codes SET attempts = attempts + 1
        WHERE phone = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3::uuid
          AND used_at IS NULL AND expires_at > $4 AND attempts < $5
        RETURNING code_hash, user_id`,
      [phone, purpose, userId, now, CODE_MAX_ATTEMPTS],
    )) as [{ code_hash: string; user_id: string | null }[], number];
    const row = rows[0];
    return row ? { codeHash: row.code_hash, userId: row.user_id } : null;
  }

  /** Spends the code that was checked; false when another request spent it first. */
  async spend(manager: Executor, phone: string, codeHash: string, now: Date): Promise<boolean> {
    const [rows] = (await manager.query(
      `UPDATE phone_codes SET used_at = $3
        WHERE phone = $1 AND code_hash = $2 AND used_at IS NULL RETURNING phone`,
      [phone, codeHash, now],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /** The account whose verified number this is, if any. */
  async accountIdByPhone(manager: Executor, phone: string): Promise<string | null> {
    const rows = (await manager.query(`SELECT id FROM users WHERE phone = $1`, [phone])) as {
      id: string;
    }[];
    return rows[0]?.id ?? null;
  }

  /**
   * A new account known by its verified number (no e-mail, no password), its messages in
   * `locale`; null if taken.
   */
  async createPhoneAccount(
    manager: Executor,
    account: { phone: string; firstName: string; lastName: string; locale: AccountLocale },
    now: Date,
  ): Promise<string | null> {
    const rows = (await manager.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, phone, phone_verified_at, locale)
       VALUES ($1, $2, NULL, '!', $3, $4, $5)
       ON CONFLICT (phone) DO NOTHING
       RETURNING id`,
      [account.firstName, account.lastName, account.phone, now, account.locale],
    )) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /**
   * Gives the account the verified number; false when another account has it (the unique
   * index decides, so two accounts racing for one number cannot both get it).
   */
  async setAccountPhone(
    manager: Executor,
    userId: string,
    phone: string,
    now: Date,
  ): Promise<boolean> {
    const rows = (await manager.query(
      `UPDATE users SET phone = $2, phone_verified_at = $3
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE phone = $2 AND id <> $1)
        RETURNING id`,
      [userId, phone, now],
    )) as [unknown[], number];
    return rows[0].length > 0;
  }

  /**
   * Sets the address of an account that has no verified one yet; false when another account
   * has this address.
   */
  async setAccountEmail(manager: Executor, userId: string, email: string): Promise<boolean> {
    const taken = (await manager.query(
      `SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2`,
      [email, userId],
    )) as unknown[];
    if (taken.length > 0) return false;
    await manager.query(`UPDATE users SET email = $2, email_verified_at = NULL WHERE id = $1`, [
      userId,
      email,
    ]);
    return true;
  }
}
