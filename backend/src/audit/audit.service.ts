import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertAuditEntry } from './audit-log.repository.js';

/** Who acted, and in which capacity. */
export interface AuditActor {
  id: string | null;
  email: string;
  role: 'admin' | 'owner' | 'staff' | 'system';
}

/** The record an action concerns. */
export interface AuditSubject {
  type: string;
  id: string | number;
  organisationId?: number | null;
  /** The record's name for people (a listing's, an API key's): the log shows it beside the id. */
  name?: string | null;
}

type Snapshot = object | null | undefined;

/** Plain JSON of a record: dates as ISO strings, undefined dropped, nothing secret. */
export function snapshot(value: object | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return JSON.parse(
    JSON.stringify(value, (key, inner: unknown) =>
      key === 'passwordHash' || key === 'tokenHash' ? undefined : inner,
    ),
  ) as Record<string, unknown>;
}

/**
 * Writes the audit log. `record` takes the EntityManager of the transaction that makes the
 * change, so the change and its entry are committed together or not at all.
 */
@Injectable()
export class AuditService {
  async record(
    manager: EntityManager,
    actor: AuditActor,
    action: string,
    subject: AuditSubject,
    before: Snapshot,
    after: Snapshot,
  ): Promise<void> {
    await insertAuditEntry(manager, {
      actorId: actor.id,
      actorEmail: actor.email,
      actorRole: actor.role,
      organisationId: subject.organisationId ?? null,
      action,
      entityType: subject.type,
      entityId: String(subject.id),
      entityName: subject.name ? subject.name.slice(0, 200) : null,
      before: before ? JSON.stringify(snapshot(before)) : null,
      after: after ? JSON.stringify(snapshot(after)) : null,
    });
  }
}
