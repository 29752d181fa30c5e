import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { cursorTimestampSql } from '../../common/pagination.js';
import { updatedAfterSql } from '../../common/sync.js';
import { BookingEntity } from '../entities/booking.entity.js';
import type { OperatorBookingsFilterDto } from './dto/operator-booking.dto.js';

/** Where a page of the organisation's bookings starts, and in which order they are read. */
export type BookingsOrder = { updatedSince?: string } & (
  | { sort: 'startDate'; after?: { startDate: Date; id: unknown } }
  | { sort: 'updatedAt'; after?: { updatedAt: string; id: unknown } }
);

/** A booking with its update time to the microsecond, for the sync cursor. */
export interface BookingRow {
  booking: BookingEntity;
  updatedAtExact: string;
}

/** An organisation's bookings as its operators read them (table `bookings`). */
@Injectable()
export class OperatorBookingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The organisation's bookings matching the filters, by start then id, after the cursor's
   * (start, id) when given: at most `take`.
   */
  async find(
    organisationId: number,
    query: OperatorBookingsFilterDto,
    now: Date,
    take: number,
    after?: { startDate: Date; id: unknown },
  ): Promise<BookingEntity[]> {
    const rows = await this.page(organisationId, query, now, take, { sort: 'startDate', after });
    return rows.map((row) => row.booking);
  }

  /**
   * The organisation's bookings matching the filters in the order asked for (start then id,
   * or update time then id, changed after `updatedSince`), after the cursor's position: at
   * most `take`, each with its update time to the microsecond.
   */
  async page(
    organisationId: number,
    query: OperatorBookingsFilterDto,
    now: Date,
    take: number,
    order: BookingsOrder,
  ): Promise<BookingRow[]> {
    // The organisation is part of every query, whatever the guard decided.
    const qb = this.dataSource
      .getRepository(BookingEntity)
      .createQueryBuilder('b')
      .addSelect(cursorTimestampSql('b.updated_at'), 'updated_at_exact')
      .where('b.organisationId = :organisationId', { organisationId });
    if (order.updatedSince) {
      qb.andWhere(updatedAfterSql('b.updatedAt', ':since', order.updatedSince), {
        since: order.updatedSince,
      });
    }
    if (order.sort === 'updatedAt') {
      qb.orderBy('b.updatedAt', 'ASC').addOrderBy('b.id', 'ASC');
      if (order.after) {
        qb.andWhere('(b.updatedAt, b.id) > (:cu::timestamptz, :ci::uuid)', {
          cu: order.after.updatedAt,
          ci: order.after.id,
        });
      }
    } else {
      qb.orderBy('b.startDate', 'ASC').addOrderBy('b.id', 'ASC');
      if (order.after) {
        qb.andWhere('(b.startDate > :cs OR (b.startDate = :cs AND b.id > :ci))', {
          cs: order.after.startDate,
          ci: order.after.id,
        });
      }
    }
    switch (query.status) {
      case undefined:
        break;
      case 'pending_payment':
        qb.andWhere(`b.status = 'pending_payment' AND b.holdExpiresAt > :now`, { now });
        break;
      case 'expired':
        qb.andWhere(
          `(b.status = 'expired' OR (b.status = 'pending_payment' AND b.holdExpiresAt <= :now))`,
          { now },
        );
        break;
      case 'confirmed':
        qb.andWhere(`b.status = 'confirmed' AND b.checkedInAt IS NULL AND b.noShowAt IS NULL`);
        break;
      case 'checked_in':
        qb.andWhere(`b.status = 'confirmed' AND b.checkedInAt IS NOT NULL`);
        break;
      case 'no_show':
        qb.andWhere(`b.status = 'confirmed' AND b.noShowAt IS NOT NULL AND b.checkedInAt IS NULL`);
        break;
      default:
        qb.andWhere('b.status = :status', { status: query.status });
    }
    if (query.from)
      qb.andWhere('b.startDate >= :from', { from: new Date(`${query.from}T00:00:00Z`) });
    if (query.to) {
      qb.andWhere('b.startDate < :to', {
        to: new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000),
      });
    }
    if (query.serviceType) qb.andWhere('b.serviceType = :type', { type: query.serviceType });
    if (query.serviceId !== undefined) qb.andWhere('b.serviceId = :sid', { sid: query.serviceId });
    if (query.roomId !== undefined) qb.andWhere('b.roomId = :rid', { rid: query.roomId });
    const search = query.search?.trim();
    if (search) {
      qb.andWhere(
        `(b.reference ILIKE :q OR b.customerName ILIKE :q OR b.customerEmail ILIKE :q OR b.customerPhone ILIKE :q)`,
        { q: `%${search.replace(/[\\%_]/g, '\\$&')}%` },
      );
    }
    const { entities, raw } = await qb.limit(take).getRawAndEntities();
    return entities.map((booking, i) => ({
      booking,
      updatedAtExact: (raw[i] as { updated_at_exact: string }).updated_at_exact,
    }));
  }

  /**
   * Paid bookings starting in [start, end), and paid stays under way at `start` whose
   * traveller has not been checked in: by start then reference, at most `take`.
   */
  async arrivals(
    organisationId: number,
    start: Date,
    end: Date,
    take: number,
  ): Promise<BookingEntity[]> {
    return this.dataSource
      .getRepository(BookingEntity)
      .createQueryBuilder('b')
      .where('b.organisationId = :organisationId', { organisationId })
      .andWhere(`b.status = 'confirmed'`)
      .andWhere(
        `((b.startDate >= :start AND b.startDate < :end)
          OR (b.startDate < :start AND b.endDate > :start AND b.checkedInAt IS NULL))`,
        { start, end },
      )
      .orderBy('b.startDate', 'ASC')
      .addOrderBy('b.reference', 'ASC')
      .take(take)
      .getMany();
  }

  /** Per month of [from, to] (YYYY-MM): confirmed bookings, their gross and refunds due (cents). */
  async monthlyMoney(
    organisationId: number,
    from: string,
    to: string,
  ): Promise<{ month: string; bookings: number; gross: string; refunds: string }[]> {
    return this.dataSource.query(
      `WITH months AS (
           SELECT to_char(m, 'YYYY-MM') AS month
             FROM generate_series($2::date, $3::date, interval '1 month') AS m
         ), gross AS (
           SELECT to_char(confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
                  COUNT(*)::int AS bookings, SUM(total_amount_cents)::bigint AS gross
             FROM bookings
            WHERE organisation_id = $1 AND status = 'confirmed' AND confirmed_at IS NOT NULL
            GROUP BY 1
         ), refunds AS (
           SELECT to_char(cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
                  SUM(refund_due_cents)::bigint AS refunds
             FROM bookings
            WHERE organisation_id = $1 AND refund_due_cents IS NOT NULL
            GROUP BY 1
         )
         SELECT months.month, COALESCE(gross.bookings, 0) AS bookings,
                COALESCE(gross.gross, 0) AS gross, COALESCE(refunds.refunds, 0) AS refunds
           FROM months
           LEFT JOIN gross USING (month)
           LEFT JOIN refunds USING (month)
          ORDER BY months.month`,
      [organisationId, `${from}-01`, `${to}-01`],
    );
  }
}
