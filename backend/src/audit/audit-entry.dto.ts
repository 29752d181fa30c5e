/** One operator or admin action. */
export class AuditEntryDto {
  /** @example "42" */
  id: string;
  /** @example "2026-11-26T10:00:00.000Z" */
  at: string;
  /** @example "0b7d1c9e-3f7a-4c55-9d1e-5a1f2b3c4d5e" */
  actorId: string | null;
  /** @example "admin@demo.salone.sl" */
  actorEmail: string;
  /**
   * admin, owner, staff or system.
   * @example "admin"
   */
  actorRole: string;
  /** @example 1 */
  organisationId: number | null;
  /**
   * The organisation's name as it is now; null when the entry concerns none.
   * @example "Freetown Hospitality Group"
   */
  organisationName: string | null;
  /** @example "organisation.approve" */
  action: string;
  /** @example "organisation" */
  entityType: string;
  /** @example "7" */
  entityId: string;
  /**
   * The record's name when the action was taken (a listing's, an API key's, an
   * organisation's); null for older entries and nameless records.
   * @example "Freetown Hospitality Group"
   */
  entityName: string | null;
  /**
   * The record before the action (null for a creation).
   * @example {"status": "pending"}
   */
  before: Record<string, unknown> | null;
  /**
   * The record after it (null for a removal).
   * @example {"status": "approved"}
   */
  after: Record<string, unknown> | null;
}

/** A page: `nextCursor` is given as `cursor` for the next page; null on the last page. */
export class AuditEntryPageDto {
  items: AuditEntryDto[];
  /** @example "WyI0MiJd" */
  nextCursor: string | null;
}
