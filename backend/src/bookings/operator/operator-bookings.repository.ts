import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BookingEntity } from '../entities/booking.entity.js';
import type { OperatorBookingsFilterDto } from './dto/operator-booking.dto.js';

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
    // The organisation is part of every query, whatever the guard decided.
    const qb = this.dataSource
      .getRepository(BookingEntity)
      .createQueryBuilder('b')
      .where('b.organisationId = :organisationId', { organisationId })
      .orderBy('b.startDate', 'ASC')
      .addOrderBy('b.id', 'ASC');
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
    if (after) {
      qb.andWhere('(b.startDate > :cs OR (b.startDate = :cs AND b.id > :ci))', {
        cs: after.startDate,
        ci: after.id,
      });
    }
    return qb.take(take).getMany();
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
