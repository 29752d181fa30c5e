import { OutboxService } from '../notifications/index.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { toDollars } from '@salone/booking-rules';
import { accountContact, UserDirectory, type UserEntity } from '../auth/index.js';
import {
  type ListingKind,
  listingKinds,
  listingSummary,
  type ListingSummaryDto,
  lockListingForModeration,
  readListings,
  unpublishAllOf,
  unpublishListing,
} from '../catalogue/index.js';
import { conflict, notAvailable, notFound } from '../common/errors/domain.exception.js';
import { decodeCursor, type Page, pageOf, pageSize } from '../common/pagination.js';
import {
  type AdminOrganisationDto,
  type OrganisationEntity,
  OrganisationsRepository,
  toOrganisationDto,
} from '../operators/index.js';
import { type AuditActor, type AuditEntryDto, AuditService, readAuditLog } from '../audit/index.js';
import type {
  AdminBookingDto,
  ContactMessageDto,
  ListAuditLogQueryDto,
  ListContactMessagesQueryDto,
  ListListingsQueryDto,
  ListOrganisationsQueryDto,
  SearchBookingsQueryDto,
} from './dto/admin.dto.js';
import { BookingSearchRepository } from '../bookings/index.js';
import { ContactInbox } from '../contact/index.js';

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

/** The platform admin's work: applications, moderation, the contact inbox, search, audit. */
@Injectable()
export class AdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly bookings: BookingSearchRepository,
    private readonly contact: ContactInbox,
    private readonly organisations: OrganisationsRepository,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
  ) {}

  /** Makes an existing account an admin (the `admin:grant` script); audited as a system action. */
  async grantAdmin(email: string): Promise<{ email: string; changed: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockByEmail(manager, email.trim());
      if (!user) {
        throw notAvailable(NO_SUCH_ACCOUNT);
      }
      if (user.is_admin) return { email: user.email, changed: false };
      await this.users.makeAdmin(manager, user.id);
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
    let after: number | undefined;
    if (query.cursor) {
      const [cursor] = decodeCursor(query.cursor, ['int']);
      after = Number(cursor);
    }
    return pageOf(
      await this.organisations.listForAdmin(query.status, limit + 1, after),
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
      const after = await this.organisations.setStatus(manager, organisationId, 'approved', null);
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
      const after = await this.organisations.setStatus(
        manager,
        organisationId,
        'suspended',
        reason,
      );
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
      for (const { kind } of listingKinds()) {
        const rows = await unpublishAllOf(manager, kind, organisationId, listingReason);
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
    return this.dataSource.transaction(async (manager) => {
      const before = await lockListingForModeration(manager, kind, id);
      if (!before) throw notFound('Listing');
      if (before.status !== 'published') {
        throw conflict(NOT_PUBLISHED, 'NOT_PUBLISHED');
      }
      await unpublishListing(manager, kind, id, reason);
      await this.audit.record(
        manager,
        adminActor(admin),
        'listing.admin_unpublish',
        { type: kind, id, organisationId: before.organisation_id },
        { status: before.status, moderationReason: before.moderation_reason },
        { status: 'unpublished', moderationReason: reason },
      );
      return listingSummary(manager, kind, id);
    });
  }

  async listContactMessages(query: ListContactMessagesQueryDto): Promise<Page<ContactMessageDto>> {
    const limit = pageSize(query);
    const after = query.cursor
      ? (decodeCursor(query.cursor, ['timestamp', 'uuid']) as [unknown, unknown])
      : undefined;
    const rows = await this.contact.inbox(query.state ?? 'open', limit + 1, after);
    return pageOf(rows, limit, (row) => [row.cursor_at, row.id], toContactMessageDto);
  }

  /** Opens a message: the first opening marks it read (and is logged). */
  async readContactMessage(admin: UserEntity, id: string): Promise<ContactMessageDto> {
    return this.dataSource.transaction(async (manager) => {
      if (await this.contact.markRead(manager, id)) {
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
      await this.contact.setHandled(manager, id, handled, admin.id);
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
    const after = query.cursor
      ? (decodeCursor(query.cursor, ['timestamp', 'uuid']) as [unknown, unknown])
      : undefined;
    const rows = await this.bookings.searchForAdmin(
      {
        q: query.q,
        status: query.status,
        serviceType: query.serviceType,
        organisationId: query.organisationId,
      },
      limit + 1,
      after,
    );
    const organisationIds = [
      ...new Set(
        rows.flatMap((row): number[] => (row.organisation_id ? [row.organisation_id] : [])),
      ),
    ];
    const organisationNames = new Map(
      organisationIds.length === 0
        ? []
        : (await this.organisations.findByIdsByName(organisationIds)).map((o) => [o.id, o.name]),
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
        organisationName: organisationNames.get(row.organisation_id) ?? null,
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
    const applicant = organisation.appliedById
      ? await this.users.emailOf(manager, organisation.appliedById)
      : undefined;
    return { ...toOrganisationDto(organisation, null), appliedByEmail: applicant?.email ?? null };
  }

  private async lockOrganisation(manager: EntityManager, id: number): Promise<OrganisationEntity> {
    const organisation = await this.organisations.lockIfExists(manager, id);
    if (!organisation) throw notFound('Organisation');
    return organisation;
  }

  private async contactMessage(manager: EntityManager, id: string): Promise<ContactMessageDto> {
    const row = await this.contact.inboxMessage(manager, id);
    if (!row) throw notFound('Message');
    return toContactMessageDto(row);
  }
}

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
