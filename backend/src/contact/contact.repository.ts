import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { cursorTimestampSql } from '../common/pagination.js';
import { sqlBuilder } from '../common/sql-builder.js';

const CONTACT_SELECT = `SELECT m.id, m.name, m.email, m.phone, m.subject, m.message, m.created_at,
       m.read_at, m.handled_at, m.handled_by_id,
       ${cursorTimestampSql('m.created_at')} AS cursor_at
  FROM contact_messages m`;

/** Which messages the inbox lists. */
export type ContactInboxState = 'unread' | 'open' | 'handled' | 'all';

const STATE_FILTERS: Record<ContactInboxState, string> = {
  unread: 'm.read_at IS NULL',
  open: 'm.handled_at IS NULL',
  handled: 'm.handled_at IS NOT NULL',
  all: 'true',
};

/** A contact message as the admin's inbox reads it (who handled it by account id). */
export type ContactMessageRow = Record<string, never>;

/** Messages sent with the contact form (table `contact_messages`). */
@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The inbox's messages in `state`, newest first, `take` of them after the message created
   * at `after[0]` with id `after[1]`.
   */
  async list(
    state: ContactInboxState,
    take: number,
    after?: readonly [unknown, unknown],
  ): Promise<ContactMessageRow[]> {
    const { where, param, params, clause } = sqlBuilder();
    where.push(STATE_FILTERS[state]);
    if (after) {
      where.push(
        `(m.created_at, m.id) < (${param(after[0])}::timestamptz, ${param(after[1])}::uuid)`,
      );
    }
    const limit = param(take);
    return this.dataSource.query(
      `${CONTACT_SELECT} ${clause()} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit}`,
      params,
    );
  }

  async findOne(manager: EntityManager, id: string): Promise<ContactMessageRow | undefined> {
    const [row] = await manager.query(`${CONTACT_SELECT} WHERE m.id::text = $1`, [id]);
    return row;
  }

  /** Marks a message read; true the first time. */
  async markRead(manager: EntityManager, id: string): Promise<boolean> {
    const updated: [unknown[], number] = await manager.query(
      `UPDATE contact_messages SET read_at = now() WHERE id::text = $1 AND read_at IS NULL`,
      [id],
    );
    return updated[1] === 1;
  }

  /** Marks a message handled by the admin (read too), or open again. */
  async setHandled(
    manager: EntityManager,
    id: string,
    handled: boolean,
    adminId: string,
  ): Promise<void> {
    await manager.query(
      handled
        ? `UPDATE contact_messages SET handled_at = now(), handled_by_id = $2, read_at = COALESCE(read_at, now()) WHERE id::text = $1`
        : `UPDATE contact_messages SET handled_at = NULL, handled_by_id = NULL WHERE id::text = $1 AND $2::uuid IS NOT NULL`,
      [id, adminId],
    );
  }

  /** In `manager`'s transaction: the account's messages are kept, no longer linked to it. */
  async unlinkAccount(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('UPDATE contact_messages SET user_id = NULL WHERE user_id = $1', [userId]);
  }
}
