import type { DataSource } from 'typeorm';
import { cursorTimestampSql, decodeCursor, pageOf, pageSize } from '../common/pagination.js';
import { sqlBuilder } from '../common/sql-builder.js';
import { LISTING_SUMMARY_SQL, toListingSummary } from './listing.entity.js';

/** What a page of listing summaries may be filtered by. */
export interface ListingsFilter {
  limit?: number;
  cursor?: string;
  status?: string;
  kind?: string;
  organisationId?: number;
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
  let after = '';
  if (query.cursor) {
    const [at, kind, id] = decodeCursor(query.cursor, ['timestamp', 'text', 'int']);
    after = `WHERE (s.updated_at, s.kind, s.id) < (${param(at)}::timestamptz, ${param(kind)}::text, ${param(Number(id))}::int)`;
  }
  const rows = await dataSource.query(
    `SELECT s.*, ${cursorTimestampSql('s.updated_at')} AS cursor_at
       FROM (${LISTING_SUMMARY_SQL} ${clause()}) s
       ${after}
      ORDER BY s.updated_at DESC, s.kind DESC, s.id DESC
      LIMIT ${param(limit + 1)}`,
    params,
  );
  return pageOf(rows, limit, (row) => [row.cursor_at, row.kind, row.id], toListingSummary);
}
