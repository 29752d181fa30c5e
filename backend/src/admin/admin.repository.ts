import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BOOKING_ORGANISATION_SQL } from '../catalogue/index.js';
import { cursorTimestampSql } from '../common/pagination.js';

const CONTACT_SELECT = `SELECT m.id, m.name, m.email, m.phone, m.subject, m.message, m.created_at,
       m.read_at, m.handled_at, h.email AS handled_by_email,
       ${cursorTimestampSql('m.created_at')} AS cursor_at
  FROM contact_messages m LEFT JOIN users h ON h.id = m.handled_by_id`;

/**
 * What the admin console reads and changes across the platform: accounts made admins,
 * listings taken down, the contact inbox and the bookings search (organisations are read
 * through the operators' repository, listing summaries through the catalogue). The console owns no table of its own; every statement names the table
 * it works on.
 */
@Injectable()
export class AdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account with this address (any case), locked for the transaction. */
  async lockUserByEmail(
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

  async userEmail(manager: EntityManager, userId: string): Promise<{ email: string } | undefined> {
    const [user]: { email: string }[] = await manager.query(
      `SELECT email FROM users WHERE id = $1`,
      [userId],
    );
    return user;
  }

  /** Unpublishes the organisation's published listings in `table`, with a reason; their ids. */
  async unpublishAllOf(
    manager: EntityManager,
    table: string,
    organisationId: number,
    reason: string,
  ): Promise<{ id: number }[]> {
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE ${table} SET status = 'unpublished', moderation_reason = $2, updated_at = now()
        WHERE organisation_id = $1 AND status = 'published' RETURNING id`,
      [organisationId, reason],
    );
    return rows;
  }

  /** A listing's organisation, status and reason, locked for the transaction. */
  async lockListing(
    manager: EntityManager,
    table: string,
    id: number,
  ): Promise<
    { organisation_id: number; status: string; moderation_reason: string | null } | undefined
  > {
    const [listing]: {
      organisation_id: number;
      status: string;
      moderation_reason: string | null;
    }[] = await manager.query(
      `SELECT organisation_id, status, moderation_reason FROM ${table} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return listing;
  }

  async unpublishListing(
    manager: EntityManager,
    table: string,
    id: number,
    reason: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE ${table} SET status = 'unpublished', moderation_reason = $2, updated_at = now() WHERE id = $1`,
      [id, reason],
    );
  }

  /** Contact messages matching `where` (parameters `params`), newest first, `limit` ($n). */
  async contactMessages(
    where: string,
    limit: string,
    params: unknown[],
  ): Promise<Record<string, never>[]> {
    return this.dataSource.query(
      `${CONTACT_SELECT} ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit}`,
      params,
    );
  }

  async contactMessage(
    manager: EntityManager,
    id: string,
  ): Promise<Record<string, never> | undefined> {
    const [row] = await manager.query(`${CONTACT_SELECT} WHERE m.id::text = $1`, [id]);
    return row;
  }

  /** Marks a message read; true the first time. */
  async markContactMessageRead(manager: EntityManager, id: string): Promise<boolean> {
    const updated: [unknown[], number] = await manager.query(
      `UPDATE contact_messages SET read_at = now() WHERE id::text = $1 AND read_at IS NULL`,
      [id],
    );
    return updated[1] === 1;
  }

  /** Marks a message handled by the admin (read too), or open again. */
  async setContactMessageHandled(
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

  /**
   * Bookings matching `where` (over `b` bookings, `u` their accounts; parameters `params`),
   * newest first, `limit` ($n), with their organisations.
   */
  async bookings(
    where: string,
    limit: string,
    params: unknown[],
  ): Promise<Record<string, never>[]> {
    return this.dataSource.query(
      `SELECT b.id, b.reference, b.service_type, b.service_id, b.service_name,
              b.customer_name, b.customer_email, b.customer_phone, u.email AS account_email,
              b.guests, b.start_date, b.end_date, b.total_amount_cents, b.status, b.created_at,
              org.id AS organisation_id, org.name AS organisation_name,
              ${cursorTimestampSql('b.created_at')} AS cursor_at
         FROM bookings b
         JOIN users u ON u.id = b.user_id
         LEFT JOIN organisations org ON org.id = ${BOOKING_ORGANISATION_SQL}
         ${where}
        ORDER BY b.created_at DESC, b.id DESC
        LIMIT ${limit}`,
      params,
    );
  }
}
