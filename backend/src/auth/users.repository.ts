import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityNotFoundError, type EntityManager, type Repository } from 'typeorm';
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
  /** The account's password hash; EntityNotFoundError when there is no such account. */
  async passwordHashOf(userId: string): Promise<string> {
    const [account]: { password_hash: string }[] = await this.users.manager.query(
      `SELECT password_hash FROM users WHERE id = $1`,
      [userId],
    );
    if (!account) throw new EntityNotFoundError('UserEntity', { id: userId });
    return account.password_hash;
  }

  /** The account by id; EntityNotFoundError when there is none. */
  async findById(userId: string): Promise<UserEntity> {
    return this.users.findOneByOrFail({ id: userId });
  }

  /** Locks the account's row for the rest of `manager`'s transaction. */
  async lock(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  }

  /** The account with this address (any case), locked for the transaction. */
  async lockByEmail(
    manager: EntityManager,
    email: string,
  ): Promise<{ id: string; email: string; is_admin: boolean } | undefined> {
    const [user]: { id: string; email: string; is_admin: boolean }[] = await manager.query(
      `SELECT id, email, is_admin FROM users WHERE lower(email) = lower($1) FOR UPDATE`,
      [email],
    );
    return user;
  }

  async makeAdmin(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE users SET is_admin = true WHERE id = $1`, [userId]);
  }

  /** The account's address, in `manager`'s transaction. */
  async emailOf(manager: EntityManager, userId: string): Promise<{ email: string } | undefined> {
    const [user]: { email: string }[] = await manager.query(
      `SELECT email FROM users WHERE id = $1`,
      [userId],
    );
    return user;
  }

  /** The addresses of these accounts, by id. */
  async emailsOf(userIds: string[], manager?: EntityManager): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows: { id: string; email: string }[] = await (manager ?? this.users.manager).query(
      `SELECT id, email FROM users WHERE id = ANY($1::uuid[])`,
      [userIds],
    );
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /**
   * In `manager`'s transaction: every session of the account ends, and the account row keeps
   * its id only (`name` instead of its names, an address that frees the old one, no password,
   * phone or admin role).
   */
  async erase(manager: EntityManager, userId: string, name: string): Promise<void> {
    await manager.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    await manager.query(
      `UPDATE users
          SET first_name = $2, last_name = '', email = $3, password_hash = '!', is_admin = false,
              phone = NULL, phone_verified_at = NULL
        WHERE id = $1`,
      [userId, name, `deleted+${userId}@deleted.invalid`],
    );
  }

  /** The addresses of the platform's admins (those that have one), in `manager`'s transaction. */
  async adminEmails(manager: EntityManager): Promise<string[]> {
    const admins = await manager.find(UserEntity, {
      where: { isAdmin: true },
      select: { id: true, email: true },
    });
    return admins.flatMap((admin) => (admin.email ? [admin.email] : []));
  }
}

/** The account's address and language, read in the caller's transaction (for its messages). */
export function findAccountAddress(
  manager: EntityManager,
  userId: string,
): Promise<Pick<UserEntity, 'id' | 'email' | 'locale'> | null> {
  return manager.findOne(UserEntity, {
    where: { id: userId },
    select: { id: true, email: true, locale: true },
  });
}
