import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AccountTokenPurpose } from './entities/account-token.entity.js';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** How long a link works. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

/** The shape a link's token must have before it is looked up (43 base64url characters). */
export const TOKEN_PATTERN = /^[\w-]{43}$/;

/** Single-use e-mail links: 256 random bits in the link, their SHA-256 in the database. */
@Injectable()
export class AccountTokens {
  async issue(
    manager: EntityManager,
    userId: string,
    purpose: AccountTokenPurpose,
    now = new Date(),
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.query(
      `INSERT INTO account_tokens (token_hash, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4)`,
      [hashToken(token), purpose, userId, new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose])],
    );
    return token;
  }

  /**
   * Spends a live token: the user it was issued to, or null when it is unknown, used,
   * expired or for another purpose. Of two requests with one token, exactly one gets the user.
   */
  async spend(
    manager: EntityManager,
    token: string,
    purpose: AccountTokenPurpose,
  ): Promise<string | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [rows] = (await manager.query(
      `UPDATE account_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [hashToken(token), purpose],
    )) as [{ user_id: string }[], number];
    return rows[0]?.user_id ?? null;
  }

  /** Spends every other live token of the user for `purpose` (a password was set). */
  async spendAll(
    manager: EntityManager,
    userId: string,
    purpose: AccountTokenPurpose,
  ): Promise<void> {
    await manager.query(
      `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose],
    );
  }
}
