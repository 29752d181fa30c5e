import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from './entities/user.entity.js';
import { UsersRepository } from './users.repository.js';

/**
 * What other modules may read and change of the accounts (tables `users` and `sessions`,
 * which the auth module owns): they ask here rather than query the tables. The methods that
 * take an `EntityManager` run in the caller's transaction.
 */
@Injectable()
export class UserDirectory {
  constructor(private readonly users: UsersRepository) {}

  /** The account's password hash; EntityNotFoundError when there is no such account. */
  passwordHashOf(userId: string): Promise<string> {
    return this.users.passwordHashOf(userId);
  }

  /** The account by id; EntityNotFoundError when there is none. */
  findById(userId: string): Promise<UserEntity> {
    return this.users.findById(userId);
  }

  /** Locks the account's row: what the caller does for it takes turns until the transaction ends. */
  lock(manager: EntityManager, userId: string): Promise<void> {
    return this.users.lock(manager, userId);
  }

  /** The account with this address (any case), locked for the transaction. */
  lockByEmail(
    manager: EntityManager,
    email: string,
  ): Promise<{ id: string; email: string; is_admin: boolean } | undefined> {
    return this.users.lockByEmail(manager, email);
  }

  /** Gives the account the platform administrator's role. */
  makeAdmin(manager: EntityManager, userId: string): Promise<void> {
    return this.users.makeAdmin(manager, userId);
  }

  /** The account's address. */
  emailOf(manager: EntityManager, userId: string): Promise<{ email: string } | undefined> {
    return this.users.emailOf(manager, userId);
  }

  /** The addresses of these accounts, by id (accounts that do not exist are left out). */
  emailsOf(userIds: string[], manager?: EntityManager): Promise<Map<string, string>> {
    return this.users.emailsOf(userIds, manager);
  }

  /** Ends every session of the account and keeps only its id, named `name`. */
  erase(manager: EntityManager, userId: string, name: string): Promise<void> {
    return this.users.erase(manager, userId, name);
  }

  /** The addresses of the platform's admins (those that have one). */
  adminEmails(manager: EntityManager): Promise<string[]> {
    return this.users.adminEmails(manager);
  }
}
