import { OutboxService } from '../notifications/outbox.service.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { toDollars } from '@salone/booking-rules';
import { accountContact, type UserEntity } from '../auth/entities/user.entity.js';
import {
  LISTING_SUMMARY_SQL,
  toListingSummary,
  BOOKING_ORGANISATION_SQL,
  LISTING_TABLES,
  type ListingKind,
} from '../catalogue/listing.entity.js';
import { conflict, notAvailable, notFound } from '../common/errors/domain.exception.js';
import {
  cursorTimestampSql,
  decodeCursor,
  type Page,
  pageOf,
  pageSize,
} from '../common/pagination.js';
import type { AdminOrganisationDto } from '../operators/dto/organisation.dto.js';
import { OrganisationEntity } from '../operators/entities/organisation.entity.js';
import { toOrganisationDto } from '../operators/organisations.service.js';
import { AuditService, type AuditActor } from '../audit/index.js';
import type {
  AdminBookingDto,
  AuditEntryDto,
  ContactMessageDto,
  ListAuditLogQueryDto,
  ListContactMessagesQueryDto,
  ListingSummaryDto,
  ListListingsQueryDto,
  ListOrganisationsQueryDto,
  SearchBookingsQueryDto,
} from './dto/admin.dto.js';

export const ALREADY_APPROVED = 'This organisation is already approved';
export const ALREADY_SUSPENDED = 'This organisation is already suspended';
export const NO_SUCH_ACCOUNT = 'No account has this e-mail address; sign up first';
export const NOT_PUBLISHED = 'Only a published listing can be unpublished';

const adminActor = (user: UserEntity): AuditActor => ({
  id: user.id,
  email: accountContact(user),
  role: 'admin',
});
const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Filters and parameters built together: `param(value)` answers `$n`. */
function sqlBuilder() {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const clause = () => (where.length > 0 ? `WHERE ${where.join(' AND ')}` : '');
  return { where, params, param, clause };
}

/** The platform admin's work: applications, moderation, the contact inbox, search, audit. */
@Injectable()
export class AdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
  ) {}

  /** Makes an existing account an admin (the `admin:grant` script); audited as a system action. */
  async grantAdmin(email: string): Promise<{ email: string; changed: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const [user]: { id: string; email: string; is_admin: boolean }[] = await manager.query(
        `SELECT id, email, is_admin FROM users WHERE lower(email) = lower($1) FOR UPDATE`,
        [email.trim()],
      );
      if (!user) {
        throw notAvailable(NO_SUCH_ACCOUNT);
      }
      if (user.is_admin) return { email: user.email, changed: false };
      await manager.query(`UPDATE users SET is_admin = true WHERE id = $1`, [user.id]);
      await this.audit.record(
        manager,
        { id: null, email: 'admin:grant', role: 'system' },
        'user.grant_admin',
        { type: 'user', id: user.id },
        { email: user.email, isAdmin: false },
        { email: user.email, isAdmin: true },
      );
      return { email: user.email, changed: true };
    });
  }

  /** Oldest application first: ids are given in the order organisations apply. */
  async listOrganisations(query: ListOrganisationsQueryDto): Promise<Page<AdminOrganisationDto>> {
    const limit = pageSize(query);
    const qb = this.dataSource
      .getRepository(OrganisationEntity)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.appliedBy', 'applicant')
      .where('true')
      .orderBy('o.id', 'ASC')
      .take(limit + 1);
    if (query.status) qb.andWhere('o.status = :status', { status: query.status });
    if (query.cursor) {
      const [after] = decodeCursor(query.cursor, ['int']);
      qb.andWhere('o.id > :after', { after: Number(after) });
    }
    return pageOf(
      await qb.getMany(),
      limit,
      (o) => [o.id],
      (o) => ({ ...toOrganisationDto(o, null), appliedByEmail: o.appliedBy?.email ?? null }),
    );
  }

  /** Approves a pending or suspended organisation: its published listings become public. */
  async approve(admin: UserEntity, organisationId: number): Promise<AdminOrganisationDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockOrganisation(manager, organisationId);
      if (before.status === 'approved') {
        throw conflict(ALREADY_APPROVED, 'ALREADY_APPROVED');
      }
      await manager.update(
        OrganisationEntity,
        { id: organisationId },
        { status: 'approved', statusReason: null },
      );
      const after = await manager.findOneByOrFail(OrganisationEntity, { id: organisationId });
      await this.audit.record(
        manager,
        adminActor(admin),
        'organisation.approve',
        { type: 'organisation', id: organisationId, organisationId },
        before,
        after,
      );
      await this.outbox.record(manager, {
        type: 'operator.approved',
        aggregateType: 'organisation',
        aggregateId: String(organisationId),
        payload: {
          organisation: {
            id: String(organisationId),
            name: after.name,
            contactEmail: after.contactEmail,
          },
        },
      });
      return this.adminOrganisation(manager, after);
    });
  }

  /**
   * Suspends an organisation with a reason: its published listings are unpublished (the
   * reason shown on each); bookings already made stand.
   */
  async suspend(
    admin: UserEntity,
    organisationId: number,
    reason: string,
  ): Promise<AdminOrganisationDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockOrganisation(manager, organisationId);
      if (before.status === 'suspended') {
        throw conflict(ALREADY_SUSPENDED, 'ALREADY_SUSPENDED');
      }
      await manager.update(
        OrganisationEntity,
        { id: organisationId },
        { status: 'suspended', statusReason: reason },
      );
      const after = await manager.findOneByOrFail(OrganisationEntity, { id: organisationId });
      await this.audit.record(
        manager,
        adminActor(admin),
        'organisation.suspend',
        { type: 'organisation', id: organisationId, organisationId },
        before,
        after,
      );
      await this.outbox.record(manager, {
        type: 'operator.suspended',
        aggregateType: 'organisation',
        aggregateId: String(organisationId),
        payload: {
          organisation: {
            id: String(organisationId),
            name: after.name,
            contactEmail: after.contactEmail,
          },
          reason,
        },
      });
      const listingReason = `Organisation suspended: ${reason}`.slice(0, 500);
      for (const [kind, { table }] of Object.entries(LISTING_TABLES)) {
        const [rows]: [{ id: number }[], number] = await manager.query(
          `UPDATE ${table} SET status = 'unpublished', moderation_reason = $2, updated_at = now()
            WHERE organisation_id = $1 AND status = 'published' RETURNING id`,
          [organisationId, listingReason],
        );
        for (const { id } of rows) {
          await this.audit.record(
            manager,
            adminActor(admin),
            'listing.admin_unpublish',
            { type: kind, id, organisationId },
            { status: 'published', moderationReason: null },
            { status: 'unpublished', moderationReason: listingReason },
          );
        }
      }
      return this.adminOrganisation(manager, after);
    });
  }

  /** Most recently changed first. */
  listListings(query: ListListingsQueryDto): Promise<Page<ListingSummaryDto>> {
    return readListings(this.dataSource, query);
  }

  /** Takes any published listing out of the public catalogue, with a reason the operator sees. */
  async unpublishListing(
    admin: UserEntity,
    kind: ListingKind,
    id: number,
    reason: string,
  ): Promise<ListingSummaryDto> {
    const { table } = LISTING_TABLES[kind];
    return this.dataSource.transaction(async (manager) => {
      const [before]: {
        organisation_id: number;
        status: string;
        moderation_reason: string | null;
      }[] = await manager.query(
        `SELECT organisation_id, status, moderation_reason FROM ${table} WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) throw notFound('Listing');
      if (before.status !== 'published') {
        throw conflict(NOT_PUBLISHED, 'NOT_PUBLISHED');
      }
      await manager.query(
        `UPDATE ${table} SET status = 'unpublished', moderation_reason = $2, updated_at = now() WHERE id = $1`,
        [id, reason],
      );
      await this.audit.record(
        manager,
        adminActor(admin),
        'listing.admin_unpublish',
        { type: kind, id, organisationId: before.organisation_id },
        { status: before.status, moderationReason: before.moderation_reason },
        { status: 'unpublished', moderationReason: reason },
      );
      const [row] = await manager.query(`${LISTING_SUMMARY_SQL} WHERE l.kind = $1 AND l.id = $2`, [
        kind,
        id,
      ]);
      return toListingSummary(row);
    });
  }

  async listContactMessages(query: ListContactMessagesQueryDto): Promise<Page<ContactMessageDto>> {
    const limit = pageSize(query);
    const { where, param, params, clause } = sqlBuilder();
    const state = query.state ?? 'open';
    const filter = {
      unread: 'm.read_at IS NULL',
      open: 'm.handled_at IS NULL',
      handled: 'm.handled_at IS NOT NULL',
      all: 'true',
    }[state];
    where.push(filter);
    if (query.cursor) {
      const [at, id] = decodeCursor(query.cursor, ['timestamp', 'uuid']);
      where.push(`(m.created_at, m.id) < (${param(at)}::timestamptz, ${param(id)}::uuid)`);
    }
    const rows = await this.dataSource.query(
      `${CONTACT_SELECT} ${clause()} ORDER BY m.created_at DESC, m.id DESC LIMIT ${param(limit + 1)}`,
      params,
    );
    return pageOf(rows, limit, (row) => [row.cursor_at, row.id], toContactMessageDto);
  }

  /** Opens a message: the first opening marks it read (and is logged). */
  async readContactMessage(admin: UserEntity, id: string): Promise<ContactMessageDto> {
    return this.dataSource.transaction(async (manager) => {
      const updated: [unknown[], number] = await manager.query(
        `UPDATE contact_messages SET read_at = now() WHERE id::text = $1 AND read_at IS NULL`,
        [id],
      );
      if (updated[1] === 1) {
        await this.audit.record(
          manager,
          adminActor(admin),
          'contact_message.read',
          { type: 'contact_message', id },
          { readAt: null },
          { read: true },
        );
      }
      return this.contactMessage(manager, id);
    });
  }

  /** Marks a message handled (or open again). */
  async setContactMessageHandled(
    admin: UserEntity,
    id: string,
    handled: boolean,
  ): Promise<ContactMessageDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.contactMessage(manager, id);
      await manager.query(
        handled
          ? `UPDATE contact_messages SET handled_at = now(), handled_by_id = $2, read_at = COALESCE(read_at, now()) WHERE id::text = $1`
          : `UPDATE contact_messages SET handled_at = NULL, handled_by_id = NULL WHERE id::text = $1 AND $2::uuid IS NOT NULL`,
        [id, admin.id],
      );
      const after = await this.contactMessage(manager, id);
      await this.audit.record(
        manager,
        adminActor(admin),
        handled ? 'contact_message.handle' : 'contact_message.reopen',
        { type: 'contact_message', id },
        { handledAt: before.handledAt, readAt: before.readAt },
        { handledAt: after.handledAt, readAt: after.readAt },
      );
      return after;
    });
  }

  async searchBookings(query: SearchBookingsQueryDto): Promise<Page<AdminBookingDto>> {
    const limit = pageSize(query);
    const { where, param, params, clause } = sqlBuilder();
    if (query.q) {
      const text = query.q;
      if (/^SL-[A-Z0-9]{6}$/i.test(text)) {
        where.push(`b.reference = ${param(text.toUpperCase())}`);
      } else {
        const like = param(`%${text.replace(/[\\%_]/g, '\\$&')}%`);
        where.push(
          `(b.customer_email ILIKE ${like} OR u.email ILIKE ${like} OR b.customer_name ILIKE ${like} OR b.reference ILIKE ${like})`,
        );
      }
    }
    if (query.status) where.push(`b.status = ${param(query.status)}`);
    if (query.serviceType) where.push(`b.service_type = ${param(query.serviceType)}`);
    if (query.organisationId) {
      where.push(`${BOOKING_ORGANISATION_SQL} = ${param(query.organisationId)}`);
    }
    if (query.cursor) {
      const [at, id] = decodeCursor(query.cursor, ['timestamp', 'uuid']);
      where.push(`(b.created_at, b.id) < (${param(at)}::timestamptz, ${param(id)}::uuid)`);
    }
    const rows = await this.dataSource.query(
      `SELECT b.id, b.reference, b.service_type, b.service_id, b.service_name,
              b.customer_name, b.customer_email, b.customer_phone, u.email AS account_email,
              b.guests, b.start_date, b.end_date, b.total_amount_cents, b.status, b.created_at,
              org.id AS organisation_id, org.name AS organisation_name,
              ${cursorTimestampSql('b.created_at')} AS cursor_at
         FROM bookings b
         JOIN users u ON u.id = b.user_id
         LEFT JOIN organisations org ON org.id = ${BOOKING_ORGANISATION_SQL}
         ${clause()}
        ORDER BY b.created_at DESC, b.id DESC
        LIMIT ${param(limit + 1)}`,
      params,
    );
    return pageOf(
      rows,
      limit,
      (row: Record<string, never>) => [row.cursor_at, row.id],
      (row) => ({
        id: row.id,
        reference: row.reference,
        serviceType: row.service_type,
        serviceId: row.service_id,
        serviceName: row.service_name,
        organisationId: row.organisation_id,
        organisationName: row.organisation_name,
        customerName: row.customer_name,
        customerEmail: row.customer_email,
        customerPhone: row.customer_phone,
        accountEmail: row.account_email,
        guests: row.guests,
        startDate: iso(row.start_date)!,
        endDate: iso(row.end_date),
        totalAmount: toDollars(row.total_amount_cents),
        status: row.status,
        createdAt: iso(row.created_at)!,
      }),
    );
  }

  async auditLog(query: ListAuditLogQueryDto): Promise<Page<AuditEntryDto>> {
    return readAuditLog(this.dataSource, query);
  }

  private async adminOrganisation(
    manager: EntityManager,
    organisation: OrganisationEntity,
  ): Promise<AdminOrganisationDto> {
    const [applicant]: { email: string }[] = organisation.appliedById
      ? await manager.query(`SELECT email FROM users WHERE id = $1`, [organisation.appliedById])
      : [];
    return { ...toOrganisationDto(organisation, null), appliedByEmail: applicant?.email ?? null };
  }

  private async lockOrganisation(manager: EntityManager, id: number): Promise<OrganisationEntity> {
    const organisation = await manager
      .getRepository(OrganisationEntity)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.id = :id', { id })
      .getOne();
    if (!organisation) throw notFound('Organisation');
    return organisation;
  }

  private async contactMessage(manager: EntityManager, id: string): Promise<ContactMessageDto> {
    const [row] = await manager.query(`${CONTACT_SELECT} WHERE m.id::text = $1`, [id]);
    if (!row) throw notFound('Message');
    return toContactMessageDto(row);
  }
}

const CONTACT_SELECT = `SELECT m.id, m.name, m.email, m.phone, m.subject, m.message, m.created_at,
       m.read_at, m.handled_at, h.email AS handled_by_email,
       ${cursorTimestampSql('m.created_at')} AS cursor_at
  FROM contact_messages m LEFT JOIN users h ON h.id = m.handled_by_id`;

const toContactMessageDto = (row: Record<string, never>): ContactMessageDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: iso(row.created_at)!,
  readAt: iso(row.read_at),
  handledAt: iso(row.handled_at),
  handledByEmail: row.handled_by_email,
});

/** The start of a day (YYYY-MM-DD) in UTC, or of the day `plusDays` after it, as ISO 8601. */
function startOfDay(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00.000Z`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start.toISOString();
}

/** Audit entries, newest first, filtered; shared by the admin and an organisation's owners. */
export async function readAuditLog(
  dataSource: DataSource,
  query: ListAuditLogQueryDto,
): Promise<Page<AuditEntryDto>> {
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
            entity_type, entity_id, before, after
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
      before: row.before,
      after: row.after,
    }),
  );
}

/**
 * Listings, most recently changed first, a page at a time; shared by the admin's moderation
 * list and an organisation's own list (which names its organisation).
 */
export async function readListings(
  dataSource: DataSource,
  query: ListListingsQueryDto,
): Promise<Page<ListingSummaryDto>> {
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
