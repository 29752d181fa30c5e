import type { DataSource, EntityManager } from 'typeorm';
import { decodeCursor, type Page, pageOf, pageSize } from '../common/pagination.js';
import { sqlBuilder } from '../common/sql-builder.js';

/** One entry of the audit log (table `audit_log`), its snapshots already JSON. */
export interface AuditLogRow {
  actorId: string | null;
  actorEmail: string;
  actorRole: string;
  organisationId: number | null;
  action: string;
  entityType: string;
  entityId: string;
  entityName?: string | null;
  before: string | null;
  after: string | null;
}

/** Adds the entry in `manager`'s transaction. */
export async function insertAuditEntry(manager: EntityManager, entry: AuditLogRow): Promise<void> {
  await manager.query(
    `INSERT INTO audit_log (actor_id, actor_email, actor_role, organisation_id, action,
                            entity_type, entity_id, entity_name, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.actorId,
      entry.actorEmail,
      entry.actorRole,
      entry.organisationId,
      entry.action,
      entry.entityType,
      entry.entityId,
      entry.entityName ?? null,
      entry.before,
      entry.after,
    ],
  );
}

/** An audit entry as the audit-log pages show it. */
export interface AuditEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string;
  actorRole: string;
  organisationId: number | null;
  action: string;
  entityType: string;
  entityId: string;
  entityName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What an audit-log page may be filtered by (days are YYYY-MM-DD, both included). */
export interface AuditLogFilter {
  limit?: number;
  cursor?: string;
  organisationId?: number;
  action?: string;
  entityType?: string;
  entityId?: string;
  actor?: string;
  from?: string;
  to?: string;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The start of a day (YYYY-MM-DD) in UTC, or of the day `plusDays` after it, as ISO 8601. */
function startOfDay(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00.000Z`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start.toISOString();
}

/** Audit entries, newest first, filtered; shared by the admin and an organisation's owners. */
export async function readAuditLog(
  dataSource: DataSource,
  query: AuditLogFilter,
): Promise<Page<AuditEntry>> {
  const limit = pageSize(query);
  const { where, param, params, clause } = sqlBuilder();
  if (query.organisationId) where.push(`organisation_id = ${param(query.organisationId)}`);
  if (query.action) where.push(`action = ${param(query.action)}`);
  if (query.entityType) where.push(`entity_type = ${param(query.entityType)}`);
  if (query.entityId) where.push(`entity_id = ${param(query.entityId)}`);
  if (query.actor) where.push(`strpos(lower(actor_email), lower(${param(query.actor)})) > 0`);
  if (query.from) where.push(`created_at >= ${param(startOfDay(query.from))}::timestamptz`);
  if (query.to) where.push(`created_at < ${param(startOfDay(query.to, 1))}::timestamptz`);
  if (query.cursor) {
    const [after] = decodeCursor(query.cursor, ['int']);
    where.push(`id < ${param(String(after))}::bigint`);
  }
  const rows = await dataSource.query(
    `SELECT id, created_at, actor_id, actor_email, actor_role, organisation_id, action,
            entity_type, entity_id, entity_name, before, after
       FROM audit_log ${clause()}
      ORDER BY id DESC
      LIMIT ${param(limit + 1)}`,
    params,
  );
  return pageOf(
    rows,
    limit,
    (row: Record<string, never>) => [String(row.id)],
    (row) => ({
      id: String(row.id),
      at: iso(row.created_at)!,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      actorRole: row.actor_role,
      organisationId: row.organisation_id,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      entityName: row.entity_name,
      before: row.before,
      after: row.after,
    }),
  );
}

/**
 * The page with each entry's organisation named, as `names` gives them for the ids (the
 * organisations' owner answers: the audit module reads only its own table).
 */
export async function withOrganisationNames(
  page: Page<AuditEntry>,
  names: (ids: number[]) => Promise<{ id: number; name: string }[]>,
): Promise<Page<AuditEntry & { organisationName: string | null }>> {
  const ids = [
    ...new Set(page.items.flatMap((entry) => (entry.organisationId ? [entry.organisationId] : []))),
  ];
  const known = new Map(
    ids.length === 0 ? [] : (await names(ids)).map((named) => [named.id, named.name]),
  );
  return {
    ...page,
    items: page.items.map((entry) => ({
      ...entry,
      organisationName:
        entry.organisationId !== null ? (known.get(entry.organisationId) ?? null) : null,
    })),
  };
}
