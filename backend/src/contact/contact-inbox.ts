import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UserDirectory } from '../auth/index.js';
import {
  ContactRepository,
  type ContactInboxState,
  type ContactMessageRow,
} from './contact.repository.js';

/** A message of the admin's inbox, with the columns' names (`handled_by_email` included). */
export type InboxRow = ContactMessageRow;

/**
 * The contact messages as the admin console's inbox reads and marks them, and what 'Delete
 * my account' changes of them.
 */
@Injectable()
export class ContactInbox {
  constructor(
    private readonly rows: ContactRepository,
    private readonly users: UserDirectory,
  ) {}

  /**
   * The admin's inbox: messages in `state`, newest first, `take` of them after the cursor
   * `after` (created at, id); each with `handled_by_email`, the address of who handled it.
   */
  async inbox(
    state: ContactInboxState,
    take: number,
    after?: readonly [unknown, unknown],
  ): Promise<InboxRow[]> {
    return this.withHandlers(await this.rows.list(state, take, after));
  }

  /** One message of the inbox, in `manager`'s transaction. */
  async inboxMessage(manager: EntityManager, id: string): Promise<InboxRow | undefined> {
    const row = await this.rows.findOne(manager, id);
    return row && (await this.withHandlers([row], manager))[0];
  }

  /** Marks a message read; true the first time. */
  markRead(manager: EntityManager, id: string): Promise<boolean> {
    return this.rows.markRead(manager, id);
  }

  /** Marks a message handled by the admin (read too), or open again. */
  setHandled(manager: EntityManager, id: string, handled: boolean, adminId: string): Promise<void> {
    return this.rows.setHandled(manager, id, handled, adminId);
  }

  /** In `manager`'s transaction: the account's messages are kept, no longer linked to it. */
  unlinkAccount(manager: EntityManager, userId: string): Promise<void> {
    return this.rows.unlinkAccount(manager, userId);
  }

  /** The rows with `handled_by_email`, the address of who handled each (null when no one). */
  private async withHandlers(
    rows: ContactMessageRow[],
    manager?: EntityManager,
  ): Promise<InboxRow[]> {
    const handler = (row: ContactMessageRow): string | null => row.handled_by_id;
    const ids = [...new Set(rows.map(handler).filter((id): id is string => id !== null))];
    const emails = await this.users.emailsOf(ids, manager);
    return rows.map((row) => {
      const id = handler(row);
      return { ...row, handled_by_email: (id === null ? null : (emails.get(id) ?? null)) as never };
    });
  }
}
