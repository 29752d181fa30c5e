import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { SessionEntity } from './entities/session.entity.js';
import { UserEntity } from './entities/user.entity.js';

/** Accounts and their sessions (tables `users`, `sessions`). */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
  ) {}

  /** The language of the account's messages, from now on. */
  async rememberLocale(userId: string, locale: string): Promise<void> {
    await this.users.manager.query(
      `UPDATE users SET locale = $2 WHERE id = $1 AND locale IS DISTINCT FROM $2`,
      [userId, locale],
    );
  }

  /** Adds the account unless the address (any case) has one; the new account's id, if added. */
  async insertIfAddressFree(
    manager: EntityManager,
    account: {
      firstName: string;
      lastName: string;
      email: string;
      passwordHash: string;
      locale: string;
    },
  ): Promise<string | undefined> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, locale)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING id`,
      [account.firstName, account.lastName, account.email, account.passwordHash, account.locale],
    );
    return rows[0]?.id;
  }

  /** The id, address, first name and language of the account with this address (any case). */
  async findContactByEmail(
    manager: EntityManager,
    email: string,
  ): Promise<{ id: string; email: string; firstName: string; locale: string } | undefined> {
    const [owner] = (await manager.query(
      `SELECT id, email, first_name AS "firstName", locale FROM users WHERE lower(email) = lower($1)`,
      [email],
    )) as { id: string; email: string; firstName: string; locale: string }[];
    return owner;
  }

  /** The account with this address (any case), in `manager`'s transaction when given. */
  async findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    const query = manager
      ? manager.createQueryBuilder(UserEntity, 'user')
      : this.users.createQueryBuilder('user');
    return query.where('lower(user.email) = lower(:email)', { email }).getOne();
  }

  /** The session with this token hash, with its user, in one query. */
  async findSessionWithUser(tokenHash: string): Promise<SessionEntity | null> {
    // One query: a find with a relation and a limit costs TypeORM two (ids, then rows).
    return this.sessions
      .createQueryBuilder('session')
      .innerJoinAndSelect('session.user', 'user')
      .where('session.tokenHash = :tokenHash', { tokenHash })
      .getOne();
  }

  /** Marks the address verified (once: a later call leaves the first time). */
  async markEmailVerified(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE users SET email_verified_at = now() WHERE id = $1 AND email_verified_at IS NULL`,
      [userId],
    );
  }
}
