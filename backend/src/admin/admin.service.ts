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
  listingName,
  lockListingForModeration,
  readListings,
  unpublishAllOf,
  unpublishListing,
  updateListing,
} from '../catalogue/index.js';
import { conflict, notAvailable, notFound } from '../common/errors/domain.exception.js';
import { decodeCursor, type Page, pageOf, pageSize } from '../common/pagination.js';
import {
  type AdminOrganisationDto,
  ListingHoldsRepository,
  type OrganisationEntity,
  OrganisationsRepository,
  toHoldDto,
  toOrganisationDto,
} from '../operators/index.js';
import {
  type AuditActor,
  type AuditEntryDto,
  AuditService,
  readAuditLog,
  withOrganisationNames,
} from '../audit/index.js';
import type {
  AdminListingHoldDto,
  ListListingHoldsQueryDto,
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
export const NOT_HELD = 'This listing is not held by an admin';
export const NO_REVIEW_REQUESTED = 'No review of this listing is requested';
export const SUSPENDED_FIRST =
  "The listing's organisation is not approved; approve it before reinstating its listings";
export const NOT_AN_APPLICATION =
  'Only a pending application (or one sent back for changes) can be rejected or sent back';
export const APPLICATION_REJECTED = 'This application was rejected';

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
    private readonly holds: ListingHoldsRepository,
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
      if (before.status === 'rejected') {
        throw conflict(APPLICATION_REJECTED, 'APPLICATION_REJECTED');
      }
      const after = await this.organisations.setStatus(manager, organisationId, 'approved', null);
      await this.audit.record(
        manager,
        adminActor(admin),
        'organisation.approve',
        { type: 'organisation', id: organisationId, organisationId, name: after.name },
        before,
        after,
      );
      // Lifting a suspension lifts the holds it put on the listings: their operator may
      // publish them again (an admin's own unpublishing still holds).
      for (const lifted of await this.holds.liftSuspensionHolds(manager, organisationId)) {
        const [named] = await listingName(manager, lifted.kind as ListingKind, lifted.listingId);
        await this.audit.record(
          manager,
          adminActor(admin),
          'listing.hold_lift',
          {
            type: lifted.kind,
            id: lifted.listingId,
            organisationId,
            name: named?.name ?? null,
          },
          { held: true },
          { held: false },
        );
      }
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
          operatorEmails: await this.organisations.ownerEmails(manager, organisationId),
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
        { type: 'organisation', id: organisationId, organisationId, name: after.name },
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
          operatorEmails: await this.organisations.ownerEmails(manager, organisationId),
        },
      });
      const listingReason = `Organisation suspended: ${reason}`.slice(0, 500);
      for (const { kind } of listingKinds()) {
        const rows = await unpublishAllOf(manager, kind, organisationId, listingReason);
        for (const { id } of rows) {
          const [{ name }] = await listingName(manager, kind, id);
          await this.holds.hold(manager, {
            organisationId,
            kind,
            listingId: id,
            reason: listingReason,
            source: 'suspension',
          });
          await this.audit.record(
            manager,
            adminActor(admin),
            'listing.admin_unpublish',
            { type: kind, id, organisationId, name },
            { status: 'published', moderationReason: null },
            { status: 'unpublished', moderationReason: listingReason },
          );
          // Webhooks hear of each listing; the suspension's own e-mail tells the people.
          await this.outbox.record(manager, {
            type: 'listing.unpublished',
            aggregateType: 'listing',
            aggregateId: `${kind}:${id}`,
            payload: {
              listing: { kind, id, name, reason: listingReason },
              organisationId,
              byAdmin: true,
              operatorEmails: [],
            },
          });
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
      const organisationId = before.organisation_id;
      await this.holds.hold(manager, {
        organisationId,
        kind,
        listingId: id,
        reason,
        source: 'admin_unpublish',
      });
      const [{ name }] = await listingName(manager, kind, id);
      await this.audit.record(
        manager,
        adminActor(admin),
        'listing.admin_unpublish',
        { type: kind, id, organisationId, name },
        { status: before.status, moderationReason: before.moderation_reason },
        { status: 'unpublished', moderationReason: reason, held: true },
      );
      await this.outbox.record(manager, {
        type: 'listing.unpublished',
        aggregateType: 'listing',
        aggregateId: `${kind}:${id}`,
        payload: {
          listing: { kind, id, name, reason },
          organisationId,
          byAdmin: true,
          operatorEmails: await this.organisations.ownerEmails(manager, organisationId),
        },
      });
      return listingSummary(manager, kind, id);
    });
  }

  /**
   * Puts a held listing back in the catalogue (published) and lifts the hold; its operator is
   * told (e-mail, `listing.reinstated` webhook).
   */
  async reinstateListing(
    admin: UserEntity,
    kind: ListingKind,
    id: number,
  ): Promise<ListingSummaryDto> {
    return this.dataSource.transaction(async (manager) => {
      const listing = await lockListingForModeration(manager, kind, id);
      if (!listing) throw notFound('Listing');
      const hold = await this.holds.find(manager, kind, id, true);
      if (!hold || listing.status === 'archived') throw conflict(NOT_HELD, 'LISTING_NOT_HELD');
      const organisationId = listing.organisation_id;
      const organisation = await this.lockOrganisation(manager, organisationId);
      if (organisation.status !== 'approved') {
        throw conflict(SUSPENDED_FIRST, 'ORGANISATION_NOT_APPROVED');
      }
      await updateListing(manager, kind, id, { status: 'published', moderationReason: null });
      await this.holds.remove(manager, hold.id);
      const [{ name }] = await listingName(manager, kind, id);
      await this.audit.record(
        manager,
        adminActor(admin),
        'listing.reinstate',
        { type: kind, id, organisationId, name },
        {
          status: listing.status,
          moderationReason: listing.moderation_reason,
          hold: toHoldDto(hold),
        },
        { status: 'published', moderationReason: null, hold: null },
      );
      await this.outbox.record(manager, {
        type: 'listing.reinstated',
        aggregateType: 'listing',
        aggregateId: `${kind}:${id}`,
        payload: {
          listing: { kind, id, name },
          organisationId,
          operatorEmails: await this.organisations.ownerEmails(manager, organisationId),
        },
      });
      return listingSummary(manager, kind, id);
    });
  }

  /** Refuses a requested review with a reason: the listing stays held; its operator is told. */
  async refuseReview(
    admin: UserEntity,
    kind: ListingKind,
    id: number,
    reason: string,
  ): Promise<AdminListingHoldDto> {
    return this.dataSource.transaction(async (manager) => {
      const listing = await lockListingForModeration(manager, kind, id);
      if (!listing) throw notFound('Listing');
      const hold = await this.holds.find(manager, kind, id, true);
      if (!hold || hold.state !== 'review_requested') {
        throw conflict(NO_REVIEW_REQUESTED, 'NO_REVIEW_REQUESTED');
      }
      const after = await this.holds.update(manager, hold.id, {
        state: 'held',
        refusalReason: reason,
        refusedAt: new Date(),
      });
      const organisationId = listing.organisation_id;
      const [{ name }] = await listingName(manager, kind, id);
      await this.audit.record(
        manager,
        adminActor(admin),
        'listing.refuse_review',
        { type: kind, id, organisationId, name },
        toHoldDto(hold),
        toHoldDto(after),
      );
      await this.outbox.record(manager, {
        type: 'listing.review_refused',
        aggregateType: 'listing',
        aggregateId: `${kind}:${id}`,
        payload: {
          listing: { kind, id, name },
          organisationId,
          reason,
          operatorEmails: await this.organisations.ownerEmails(manager, organisationId),
        },
      });
      const organisation = await this.lockOrganisation(manager, organisationId);
      return {
        ...toHoldDto(after),
        kind,
        listingId: id,
        name,
        organisationId,
        organisationName: organisation.name,
      };
    });
  }

  /** Held listings for moderation: `state=review_requested` is the review queue (oldest first). */
  async listHolds(query: ListListingHoldsQueryDto): Promise<Page<AdminListingHoldDto>> {
    const limit = pageSize(query);
    const after = query.cursor
      ? (decodeCursor(query.cursor, ['timestamp', 'uuid']) as [string, string])
      : undefined;
    const rows = await this.holds.listForAdmin(query.state, limit + 1, after);
    const page = pageOf(
      rows,
      limit,
      (row) => [new Date(row.updatedAt).toISOString(), row.id],
      (row) => row,
    );
    const items: AdminListingHoldDto[] = [];
    for (const row of page.items) {
      const [named] = await listingName(
        this.dataSource.manager,
        row.kind as ListingKind,
        row.listingId,
      );
      items.push({
        ...toHoldDto(row),
        kind: row.kind as ListingKind,
        listingId: row.listingId,
        name: named?.name ?? '',
        organisationId: row.organisationId,
        organisationName: row.organisationName,
      });
    }
    return { items, nextCursor: page.nextCursor };
  }

  /** Rejects an application with a reason the applicant is told (final). */
  rejectApplication(admin: UserEntity, organisationId: number, reason: string) {
    return this.decideApplication(admin, organisationId, 'rejected', reason);
  }

  /** Sends an application back with the changes asked for; the applicant resubmits. */
  requestChanges(admin: UserEntity, organisationId: number, note: string) {
    return this.decideApplication(admin, organisationId, 'changes_requested', note);
  }

  private async decideApplication(
    admin: UserEntity,
    organisationId: number,
    status: 'rejected' | 'changes_requested',
    reason: string,
  ): Promise<AdminOrganisationDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockOrganisation(manager, organisationId);
      if (before.status !== 'pending' && before.status !== 'changes_requested') {
        throw conflict(NOT_AN_APPLICATION, 'NOT_AN_APPLICATION');
      }
      const after = await this.organisations.setStatus(manager, organisationId, status, reason);
      await this.audit.record(
        manager,
        adminActor(admin),
        status === 'rejected' ? 'organisation.reject' : 'organisation.request_changes',
        { type: 'organisation', id: organisationId, organisationId, name: after.name },
        before,
        after,
      );
      const organisation = {
        id: String(organisationId),
        name: after.name,
        contactEmail: after.contactEmail,
      };
      const operatorEmails = await this.organisations.ownerEmails(manager, organisationId);
      if (status === 'rejected') {
        await this.outbox.record(manager, {
          type: 'operator.rejected',
          aggregateType: 'organisation',
          aggregateId: String(organisationId),
          payload: { organisation, reason, operatorEmails },
        });
      } else {
        await this.outbox.record(manager, {
          type: 'operator.changes_requested',
          aggregateType: 'organisation',
          aggregateId: String(organisationId),
          payload: { organisation, note: reason, operatorEmails },
        });
      }
      return this.adminOrganisation(manager, after);
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
    return withOrganisationNames(await readAuditLog(this.dataSource, query), (ids) =>
      this.organisations.findByIdsByName(ids),
    );
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
