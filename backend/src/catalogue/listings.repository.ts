import type { DataSource, EntityManager } from 'typeorm';
import { invalidField } from '../common/errors/domain.exception.js';
import {
  cursorTimestampSql,
  decodeCursor,
  INVALID_CURSOR,
  pageOf,
  pageSize,
} from '../common/pagination.js';
import { updatedAfterSql } from '../common/sync.js';
import { sqlBuilder } from '../common/sql-builder.js';
import { TicketCategoryEntity } from './events/ticket-category.entity.js';
import { RoomEntity } from './hotels/room.entity.js';
import { LISTING_KIND_REGISTRY, LISTING_SUMMARY_SQL, LISTING_TABLES } from './kinds/index.js';
import { toListingSummary, type ListingKind } from './listing.entity.js';

/** What a page of listing summaries may be filtered by. */
export interface ListingsFilter {
  limit?: number;
  cursor?: string;
  status?: string;
  kind?: string;
  organisationId?: number;
  /** Only listings changed after this instant (checked by parseUpdatedSince). */
  updatedSince?: string;
  /** `-updatedAt` (default): most recently changed first; `updatedAt`: least recently first. */
  sort?: 'updatedAt' | '-updatedAt';
}

/**
 * Listings of every kind, most recently changed first, a page at a time; shared by the
 * admin's moderation list and an organisation's own list (which names its organisation).
 */
export async function readListings(dataSource: DataSource, query: ListingsFilter) {
  const limit = pageSize(query);
  const { where, param, params, clause } = sqlBuilder();
  if (query.status) where.push(`l.status = ${param(query.status)}`);
  if (query.kind) where.push(`l.kind = ${param(query.kind)}`);
  if (query.organisationId) where.push(`l.organisation_id = ${param(query.organisationId)}`);
  if (query.updatedSince) {
    where.push(updatedAfterSql('l.updated_at', param(query.updatedSince), query.updatedSince));
  }
  // Oldest change first, to sync: the cursor is marked so, and the order is kind then id
  // within one instant.
  const ascending = query.sort === 'updatedAt';
  let after = '';
  if (query.cursor) {
    const key = decodeCursor(
      query.cursor,
      ascending ? ['text', 'timestamp', 'text', 'int'] : ['timestamp', 'text', 'int'],
    );
    if (ascending && key.shift() !== 'u') {
      throw invalidField('cursor', INVALID_CURSOR, 'INVALID_CURSOR');
    }
    const [at, kind, id] = key;
    after = `WHERE (s.updated_at, s.kind, s.id) ${ascending ? '>' : '<'} (${param(at)}::timestamptz, ${param(kind)}::text, ${param(Number(id))}::int)`;
  }
  const direction = ascending ? 'ASC' : 'DESC';
  const rows = await dataSource.query(
    `SELECT s.*, ${cursorTimestampSql('s.updated_at')} AS cursor_at
       FROM (${LISTING_SUMMARY_SQL} ${clause()}) s
       ${after}
      ORDER BY s.updated_at ${direction}, s.kind ${direction}, s.id ${direction}
      LIMIT ${param(limit + 1)}`,
    params,
  );
  return pageOf(
    rows,
    limit,
    (row) =>
      ascending ? ['u', row.cursor_at, row.kind, row.id] : [row.cursor_at, row.kind, row.id],
    toListingSummary,
  );
}

/** The sort position after the event's last ticket category. */
export async function nextTicketSortOrder(
  manager: EntityManager,
  eventId: number,
): Promise<number> {
  const [{ next }] = await manager.query(
    `SELECT COALESCE(MAX(sort_order) + 1, 0)::int AS next FROM event_ticket_categories WHERE event_id = $1`,
    [eventId],
  );
  return next;
}

/** The hotel's room type, locked; null when the hotel has no such room type. */
export function lockRoom(
  manager: EntityManager,
  hotelId: number,
  roomId: number,
): Promise<RoomEntity | null> {
  return manager
    .createQueryBuilder(RoomEntity, 'room')
    .setLock('pessimistic_write')
    .where('room.id = :roomId AND room.hotelId = :hotelId', { roomId, hotelId })
    .getOne();
}

/** The event's ticket category, locked; null when the event has no such category. */
export function lockTicketCategory(
  manager: EntityManager,
  eventId: number,
  categoryId: number,
): Promise<TicketCategoryEntity | null> {
  return manager
    .createQueryBuilder(TicketCategoryEntity, 'category')
    .setLock('pessimistic_write')
    .where('category.id = :categoryId AND category.eventId = :eventId', { categoryId, eventId })
    .getOne();
}

/** The listing's display name (rows of `{ name }`, one or none). */
export function listingName(
  manager: EntityManager,
  kind: ListingKind,
  id: number,
): Promise<{ name: string }[]> {
  const { nameSql, table } = LISTING_KIND_REGISTRY[kind];
  return manager.query(`SELECT ${nameSql} AS name FROM ${table} x WHERE x.id = $1`, [id]);
}

/** One listing as the moderation and partner lists show it. */
export async function listingSummary(manager: EntityManager, kind: string, id: number) {
  const [row] = await manager.query(`${LISTING_SUMMARY_SQL} WHERE l.kind = $1 AND l.id = $2`, [
    kind,
    id,
  ]);
  return toListingSummary(row);
}

/**
 * Unpublishes the organisation's published listings of this kind, with a reason the operator
 * sees (the organisation was suspended); their ids.
 */
export async function unpublishAllOf(
  manager: EntityManager,
  kind: ListingKind,
  organisationId: number,
  reason: string,
): Promise<{ id: number }[]> {
  const [rows]: [{ id: number }[], number] = await manager.query(
    `UPDATE ${LISTING_TABLES[kind].table} SET status = 'unpublished', moderation_reason = $2, updated_at = now()
      WHERE organisation_id = $1 AND status = 'published' RETURNING id`,
    [organisationId, reason],
  );
  return rows;
}

/** A listing's organisation, status and reason, locked for the transaction. */
export async function lockListingForModeration(
  manager: EntityManager,
  kind: ListingKind,
  id: number,
): Promise<
  { organisation_id: number; status: string; moderation_reason: string | null } | undefined
> {
  const [listing]: {
    organisation_id: number;
    status: string;
    moderation_reason: string | null;
  }[] = await manager.query(
    `SELECT organisation_id, status, moderation_reason FROM ${LISTING_TABLES[kind].table} WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return listing;
}

/** Takes the listing out of the public catalogue, with a reason the operator sees. */
export async function unpublishListing(
  manager: EntityManager,
  kind: ListingKind,
  id: number,
  reason: string,
): Promise<void> {
  await manager.query(
    `UPDATE ${LISTING_TABLES[kind].table} SET status = 'unpublished', moderation_reason = $2, updated_at = now() WHERE id = $1`,
    [id, reason],
  );
}
