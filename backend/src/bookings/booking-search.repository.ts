import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BOOKING_ORGANISATION_SQL } from '../catalogue/index.js';
import { cursorTimestampSql } from '../common/pagination.js';
import { sqlBuilder } from '../common/sql-builder.js';

/** The platform's booking search, for the admin console (table `bookings`). */
@Injectable()
export class BookingSearchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The platform's booking search (the admin console): bookings matching `filter`, newest
   * first, `take` of them after the booking created at `after[0]` with id `after[1]`; each
   * with its account's address and its operator's organisation id.
   */
  async searchForAdmin(
    filter: AdminBookingFilter,
    take: number,
    after?: readonly [unknown, unknown],
  ): Promise<Record<string, never>[]> {
    const { where, param, params, clause } = sqlBuilder();
    if (filter.q) {
      const text = filter.q;
      if (/^SL-[A-Z0-9]{6}$/i.test(text)) {
        where.push(`b.reference = ${param(text.toUpperCase())}`);
      } else {
        const like = param(`%${text.replace(/[\\%_]/g, '\\$&')}%`);
        where.push(
          `(b.customer_email ILIKE ${like} OR u.email ILIKE ${like} OR b.customer_name ILIKE ${like} OR b.reference ILIKE ${like})`,
        );
      }
    }
    if (filter.status) where.push(`b.status = ${param(filter.status)}`);
    if (filter.serviceType) where.push(`b.service_type = ${param(filter.serviceType)}`);
    if (filter.organisationId) {
      where.push(`${BOOKING_ORGANISATION_SQL} = ${param(filter.organisationId)}`);
    }
    if (after) {
      where.push(
        `(b.created_at, b.id) < (${param(after[0])}::timestamptz, ${param(after[1])}::uuid)`,
      );
    }
    const limit = param(take);
    return this.dataSource.query(
      `SELECT b.id, b.reference, b.service_type, b.service_id, b.service_name,
              b.customer_name, b.customer_email, b.customer_phone, u.email AS account_email,
              b.guests, b.start_date, b.end_date, b.total_amount_cents, b.status, b.created_at,
              ${BOOKING_ORGANISATION_SQL} AS organisation_id,
              ${cursorTimestampSql('b.created_at')} AS cursor_at
         FROM bookings b
         JOIN users u ON u.id = b.user_id
         ${clause()}
        ORDER BY b.created_at DESC, b.id DESC
        LIMIT ${limit}`,
      params,
    );
  }
}

/** What the platform's booking search filters on. */
export interface AdminBookingFilter {
  /** A reference (SL-XXXXXX), or text found in the traveller's or account's address, name or reference. */
  q?: string;
  status?: string;
  serviceType?: string;
  organisationId?: number;
}
