import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ListingKind } from '../catalogue/index.js';
import { cursorTimestampSql, decodeCursor } from '../common/pagination.js';
import { ReviewEntity, ReviewReportEntity } from './entities/review.entity.js';

/** The cursor of a newest-first list of reviews: (created_at, id). */
const CURSOR = ['timestamp', 'uuid'] as const;

/** A review row with its cursor key. */
export interface ReviewRow extends ReviewEntity {
  cursorAt: string;
}

/** The SQL of the reviews tables. */
@Injectable()
export class ReviewsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findByBooking(manager: EntityManager, bookingId: string): Promise<ReviewEntity | null> {
    return manager.findOneBy(ReviewEntity, { bookingId });
  }

  findByBookings(userId: string, bookingIds: string[]): Promise<ReviewEntity[]> {
    if (bookingIds.length === 0) return Promise.resolve([]);
    return this.dataSource
      .getRepository(ReviewEntity)
      .createQueryBuilder('review')
      .where('review.userId = :userId', { userId })
      .andWhere('review.bookingId IN (:...bookingIds)', { bookingIds })
      .getMany();
  }

  /** The review, locked for the rest of `manager`'s transaction; null when there is none. */
  lock(manager: EntityManager, id: string): Promise<ReviewEntity | null> {
    return manager
      .getRepository(ReviewEntity)
      .createQueryBuilder('review')
      .setLock('pessimistic_write')
      .where('review.id = :id', { id })
      .getOne();
  }

  insert(manager: EntityManager, review: Partial<ReviewEntity>): Promise<ReviewEntity> {
    return manager.save(ReviewEntity, manager.create(ReviewEntity, review));
  }

  async update(
    manager: EntityManager,
    id: string,
    changes: Pick<ReviewEntity, 'hiddenAt' | 'hiddenReason'>,
  ): Promise<void> {
    await manager.update(ReviewEntity, { id }, changes);
  }

  /** Sets the reply unless there is one; whether it was set. */
  async reply(manager: EntityManager, id: string, text: string, at: Date): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(ReviewEntity)
      .set({ reply: text, repliedAt: at })
      .where('id = :id AND reply IS NULL', { id })
      .execute();
    return result.affected === 1;
  }

  /** Records one account's report; whether it is new (a second report of the same is not). */
  async report(manager: EntityManager, reviewId: string, userId: string, reason: string) {
    const inserted = (await manager
      .createQueryBuilder()
      .insert()
      .into(ReviewReportEntity)
      .values({ reviewId, userId, reason })
      .orIgnore()
      .returning('review_id')
      .execute()) as { raw: unknown[] };
    if (inserted.raw.length === 0) return false;
    await manager.increment(ReviewEntity, { id: reviewId }, 'reportCount', 1);
    return true;
  }

  /** The visible reviews' average overall score and count of a listing. */
  async summary(
    manager: EntityManager | DataSource,
    kind: ListingKind,
    listingId: number,
  ): Promise<{ average: number | null; count: number; subScores: Record<string, number> }> {
    const [row] = (await manager.query(
      `SELECT round(avg(overall)::numeric, 2) AS average, count(*)::int AS count
         FROM reviews WHERE listing_kind = $1 AND listing_id = $2 AND hidden_at IS NULL`,
      [kind, listingId],
    )) as { average: string | null; count: number }[];
    const subs = (await manager.query(
      `SELECT key, round(avg(value::numeric), 2) AS average
         FROM reviews, jsonb_each_text(sub_scores)
        WHERE listing_kind = $1 AND listing_id = $2 AND hidden_at IS NULL
        GROUP BY key ORDER BY key`,
      [kind, listingId],
    )) as { key: string; average: string }[];
    return {
      average: row?.average === null || row?.average === undefined ? null : Number(row.average),
      count: row?.count ?? 0,
      subScores: Object.fromEntries(subs.map((s) => [s.key, Number(s.average)])),
    };
  }

  /**
   * Newest first, a page (`limit + 1` rows): of a listing (visible only), of an organisation,
   * or every review (admins), reported or hidden ones only when asked.
   */
  async page(
    filter: {
      listing?: { kind: ListingKind; id: number };
      organisationId?: number;
      visibleOnly?: boolean;
      only?: 'reported' | 'hidden';
    },
    cursor: string | undefined,
    limit: number,
  ): Promise<ReviewRow[]> {
    const qb = this.dataSource
      .getRepository(ReviewEntity)
      .createQueryBuilder('review')
      .addSelect(cursorTimestampSql('review.created_at'), 'cursor_at');
    if (filter.listing) {
      qb.andWhere('review.listingKind = :kind AND review.listingId = :listingId', {
        kind: filter.listing.kind,
        listingId: filter.listing.id,
      });
    }
    if (filter.organisationId !== undefined) {
      qb.andWhere('review.organisationId = :organisationId', {
        organisationId: filter.organisationId,
      });
    }
    if (filter.visibleOnly) qb.andWhere('review.hiddenAt IS NULL');
    if (filter.only === 'reported') qb.andWhere('review.reportCount > 0');
    if (filter.only === 'hidden') qb.andWhere('review.hiddenAt IS NOT NULL');
    if (cursor) {
      const [at, id] = decodeCursor(cursor, CURSOR);
      qb.andWhere('(review.created_at, review.id) < (:at::timestamptz, :id::uuid)', { at, id });
    }
    const { entities, raw } = await qb
      .orderBy('review.created_at', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .limit(limit + 1)
      .getRawAndEntities<{ cursor_at: string }>();
    return entities.map((entity, i) => Object.assign(entity, { cursorAt: raw[i].cursor_at }));
  }

  /** Marks the booking's review request sent; false when it already was. */
  async markRequested(manager: EntityManager, bookingId: string): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO review_requests (booking_id) VALUES ($1)
         ON CONFLICT (booking_id) DO NOTHING RETURNING booking_id`,
      [bookingId],
    )) as unknown[];
    return rows.length > 0;
  }
}
