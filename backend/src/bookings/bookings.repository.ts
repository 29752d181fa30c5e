import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { cursorTimestampSql } from '../common/pagination.js';
import { BookingEntity } from './entities/booking.entity.js';

/** Travellers' bookings (table `bookings`) as the bookings service reads them. */
@Injectable()
export class BookingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every booking of the user, newest first. */
  async allForUser(userId: string): Promise<BookingEntity[]> {
    return this.dataSource.getRepository(BookingEntity).find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /**
   * The user's bookings, newest first, after the cursor's (created at, id) when given: at
   * most `limit`, each with its cursor timestamp.
   */
  async pageForUser(
    userId: string,
    limit: number,
    after?: { at: unknown; id: unknown },
  ): Promise<{ booking: BookingEntity; cursorAt: string }[]> {
    const qb = this.dataSource
      .getRepository(BookingEntity)
      .createQueryBuilder('b')
      .addSelect(cursorTimestampSql('b.created_at'), 'cursor_at')
      .where('b.userId = :userId', { userId })
      .orderBy('b.createdAt', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .limit(limit);
    if (after) {
      qb.andWhere('(b.createdAt, b.id) < (CAST(:at AS timestamptz), CAST(:id AS uuid))', {
        at: after.at,
        id: after.id,
      });
    }
    const { entities, raw } = await qb.getRawAndEntities<{ cursor_at: string }>();
    return entities.map((booking, i) => ({ booking, cursorAt: raw[i].cursor_at }));
  }

  async findOneForUserByReference(
    userId: string,
    reference: string,
  ): Promise<BookingEntity | null> {
    return this.dataSource.getRepository(BookingEntity).findOneBy({ reference, userId });
  }

  async findOneForUser(userId: string, id: string): Promise<BookingEntity | null> {
    return this.dataSource.getRepository(BookingEntity).findOneBy({ id, userId });
  }

  /**
   * Locks up to 200 bookings matching `where` (SQL over `params`), earliest hold first,
   * skipping those another transaction holds; their ids.
   */
  async lockDueForExpiry(
    manager: EntityManager,
    where: string,
    params: unknown[],
  ): Promise<{ id: string }[]> {
    return manager.query(
      `SELECT id FROM bookings WHERE ${where} ORDER BY hold_expires_at LIMIT 200 FOR UPDATE SKIP LOCKED`,
      params,
    );
  }

  async existsForUser(userId: string, bookingId: string): Promise<boolean> {
    return this.dataSource.getRepository(BookingEntity).existsBy({ id: bookingId, userId });
  }

  async idByReference(reference: string): Promise<string | null> {
    const booking = await this.dataSource
      .getRepository(BookingEntity)
      .findOne({ where: { reference }, select: { id: true } });
    return booking?.id ?? null;
  }

  /** The ids of the user's bookings still waiting for payment. */
  async unpaidOf(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM bookings WHERE user_id = $1 AND status = 'pending_payment'`,
      [userId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * In `manager`'s transaction: the user's bookings keep only `anonymised` details (the
   * `personalMetadata` keys of their metadata removed).
   */
  async anonymiseOf(
    manager: EntityManager,
    userId: string,
    anonymised: { name: string; email: string; personalMetadata: string[] },
  ): Promise<void> {
    await manager.query(
      `UPDATE bookings
          SET customer_name = $2, customer_email = $3, customer_phone = '',
              metadata = metadata - $4::text[]
        WHERE user_id = $1`,
      [userId, anonymised.name, anonymised.email, anonymised.personalMetadata],
    );
  }

  /**
   * Of these bookings, those whose last day (or day), or the moment they were cancelled or
   * expired if that came first, is before `before`.
   */
  async endedBefore(ids: string[], before: Date): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM bookings
        WHERE id = ANY($1::uuid[])
          AND LEAST(COALESCE(end_date, start_date),
                    COALESCE(cancelled_at, expired_at, 'infinity'::timestamptz)) < $2`,
      [ids, before],
    );
    return rows.map((row) => row.id);
  }
}

/** A booking by its id, in the caller's transaction. */
export function findBooking(manager: EntityManager, id: string): Promise<BookingEntity | null> {
  return manager.findOneBy(BookingEntity, { id });
}
