import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ListingHoldEntity,
  type ListingHoldSource,
  type ListingHoldState,
} from './entities/listing-hold.entity.js';

/**
 * Admins' holds on listings (table `listing_holds`): one per held listing. The operators
 * module owns the table; the admin module changes it through this repository.
 */
@Injectable()
export class ListingHoldsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The hold on a listing, if any (locked for the transaction when `lock`). */
  async find(
    manager: EntityManager,
    kind: string,
    listingId: number,
    lock = false,
  ): Promise<ListingHoldEntity | null> {
    const qb = manager
      .getRepository(ListingHoldEntity)
      .createQueryBuilder('h')
      .where('h.kind = :kind AND h.listing_id = :listingId', { kind, listingId });
    if (lock) qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  /** Holds a listing (again): a new reason replaces an older hold's, the review starts over. */
  async hold(
    manager: EntityManager,
    values: {
      organisationId: number;
      kind: string;
      listingId: number;
      reason: string;
      source: ListingHoldSource;
    },
  ): Promise<ListingHoldEntity> {
    await manager.query(
      `INSERT INTO listing_holds (organisation_id, kind, listing_id, reason, source, state)
       VALUES ($1, $2, $3, $4, $5, 'held')
       ON CONFLICT (kind, listing_id) DO UPDATE
         SET reason = EXCLUDED.reason, source = EXCLUDED.source, state = 'held',
             review_note = NULL, review_requested_at = NULL, refusal_reason = NULL,
             refused_at = NULL, updated_at = now()`,
      [values.organisationId, values.kind, values.listingId, values.reason, values.source],
    );
    return (await this.find(manager, values.kind, values.listingId))!;
  }

  async update(
    manager: EntityManager,
    id: string,
    values: Partial<
      Pick<
        ListingHoldEntity,
        'state' | 'reviewNote' | 'reviewRequestedAt' | 'refusalReason' | 'refusedAt'
      >
    >,
  ): Promise<ListingHoldEntity> {
    await manager.update(ListingHoldEntity, { id }, values);
    return manager.findOneByOrFail(ListingHoldEntity, { id });
  }

  async remove(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(ListingHoldEntity, { id });
  }

  /** Lifts the holds a suspension of the organisation put on its listings; returns them. */
  async liftSuspensionHolds(
    manager: EntityManager,
    organisationId: number,
  ): Promise<{ kind: string; listingId: number }[]> {
    const [rows]: [{ kind: string; listing_id: number }[], number] = await manager.query(
      `DELETE FROM listing_holds WHERE organisation_id = $1 AND source = 'suspension'
       RETURNING kind, listing_id`,
      [organisationId],
    );
    return rows.map((row) => ({ kind: row.kind, listingId: row.listing_id }));
  }

  /** Holds for the admin's moderation queue, oldest request first: `take` after `after`. */
  async listForAdmin(
    state: ListingHoldState | undefined,
    take: number,
    after?: [string, string],
  ): Promise<(ListingHoldEntity & { organisationName: string })[]> {
    const params: unknown[] = [take];
    const where: string[] = [];
    if (state) {
      params.push(state);
      where.push(`h.state = $${params.length}`);
    }
    if (after) {
      params.push(after[0], after[1]);
      where.push(
        `(h.updated_at, h.id) > ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
      );
    }
    const rows: Record<string, never>[] = await this.dataSource.query(
      `SELECT h.*, o.name AS organisation_name
         FROM listing_holds h JOIN organisations o ON o.id = h.organisation_id
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY h.updated_at, h.id
        LIMIT $1`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      organisationId: row.organisation_id,
      organisationName: row.organisation_name,
      kind: row.kind,
      listingId: row.listing_id,
      state: row.state,
      source: row.source,
      reason: row.reason,
      reviewNote: row.review_note,
      reviewRequestedAt: row.review_requested_at,
      refusalReason: row.refusal_reason,
      refusedAt: row.refused_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  }
}
