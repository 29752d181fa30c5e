import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import {
  FREE_CANCELLATION_HOURS,
  freeCancellationUntil,
  sameAmount,
  toCents,
} from '@salone/booking-rules';
import { UserDirectory } from '../auth/index.js';
import { conflict, notFound } from '../common/errors/domain.exception.js';
import { decodeCursor, type Page, pageOf, pageSize } from '../common/pagination.js';
import { formatUsd } from '../common/money.js';
import { isUuid } from '../common/parse-id.pipe.js';
import { CatalogueReader } from '../catalogue/index.js';
import { bookingsConfig } from '../config/configuration.js';
import { BookingSnapshots } from './booking-snapshot.js';
import { bookingCalendar, OutboxService } from '../notifications/index.js';
import { UploadsService } from '../uploads/index.js';
import { BOOKING_PAYMENTS, type BookingPayments } from './booking-payments.port.js';
import { BookingQuoter } from './booking-quote.js';
import { ORGANISATION_CONTACTS, type OrganisationContacts } from './organisation-contacts.port.js';
import type { BookingLifecycle } from './bookings.lifecycle.js';
import type { BookingDto, BookingOperatorDto } from './dto/booking.dto.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';
import { BookingEntity, bookingParticulars } from './entities/booking.entity.js';
import { bookingReference } from './booking-reference.js';
import { assertWithinHoldLimits, holdLimitsOf } from './hold-limits.js';
import { lockItem, returnSharedSeats } from './inventory/availability-counts.repository.js';
import { BookingsRepository } from './bookings.repository.js';
import { voucherNonce } from './voucher.js';
import { VoucherService } from './voucher.service.js';

/** What a service type's 404 calls it (`Hotel not found`, ...). */
const SERVICE_LABELS: Record<string, string> = {
  hotel: 'Hotel',
  event: 'Event',
  car: 'Car',
  tour: 'Tour',
  property: 'Property',
};

const EXCLUSION_VIOLATION = '23P01';
const UNIQUE_VIOLATION = '23505';
const RETRYABLE = new Set([UNIQUE_VIOLATION, '40P01', '40001']);

const pgCode = (error: unknown): string | undefined =>
  error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;

@Injectable()
export class BookingsService implements BookingLifecycle {
  private readonly logger = new Logger('Bookings');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly quoter: BookingQuoter,
    private readonly uploads: UploadsService,
    private readonly catalogue: CatalogueReader,
    @Inject(BOOKING_PAYMENTS) private readonly payments: BookingPayments,
    private readonly vouchers: VoucherService,
    @Inject(bookingsConfig.KEY) private readonly config: ConfigType<typeof bookingsConfig>,
    private readonly outbox: OutboxService,
    private readonly snapshots: BookingSnapshots,
    private readonly rows: BookingsRepository,
    private readonly users: UserDirectory,
    @Inject(ORGANISATION_CONTACTS) private readonly organisationContacts: OrganisationContacts,
  ) {}

  /**
   * Creates a booking in one transaction: validate and price, take counted inventory, insert
   * (PostgreSQL refuses overlaps), attach documents. Anything refused leaves nothing behind.
   */
  async create(
    userId: string,
    dto: CreateBookingDto,
    now = new Date(),
    asOrganisation?: number,
  ): Promise<BookingDto> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const booking = await this.dataSource.transaction(async (manager) => {
          // One account's bookings take turns (its row lock), so what it holds is counted
          // once, truly, even when it sends many bookings at the same moment.
          await this.users.lock(manager, userId);
          // Bookings of one hotel, event, car, tour or property take turns, on every replica.
          // Without this, many travellers racing for the last room deadlock each other in
          // the exclusion-constraint check, and PostgreSQL breaks one cycle per second.
          await lockItem(manager, dto.serviceType, dto.serviceId);
          await this.expireDue(manager, now, {
            serviceType: dto.serviceType,
            serviceId: dto.serviceId,
          });
          const quote = await this.quoter.quote(manager, dto, now);
          if (asOrganisation !== undefined && quote.organisationId !== asOrganisation) {
            throw notFound(SERVICE_LABELS[dto.serviceType] ?? 'Listing');
          }
          // Each unpaid booking holds inventory: one traveller cannot hold everything. An
          // organisation's API key books its own inventory only, which it could close anyway.
          if (asOrganisation === undefined) {
            await assertWithinHoldLimits(
              manager,
              holdLimitsOf(this.config),
              {
                userId,
                serviceType: dto.serviceType,
                serviceId: dto.serviceId,
                quantity: dto.guests,
                quote,
              },
              now,
            );
          }
          if (!sameAmount(dto.totalAmount, quote.totalCents)) {
            throw conflict(
              `The total for this booking is ${formatUsd(quote.totalCents)}, not ${formatUsd(toCents(dto.totalAmount))}. Please review the price and try again.`,
              'TOTAL_MISMATCH',
              [{ field: 'totalAmount', message: `Expected ${quote.totalCents / 100}` }],
            );
          }
          await quote.reserve?.(manager);
          const entity = manager.create(BookingEntity, {
            reference: bookingReference(randomBytes(6)),
            userId,
            serviceType: dto.serviceType,
            serviceId: dto.serviceId,
            organisationId: quote.organisationId,
            roomId: quote.roomId,
            ticketCategoryId: quote.ticketCategoryId,
            serviceName: quote.serviceName,
            customerName: dto.customerName.trim(),
            customerEmail: (dto.customerEmail ?? '').trim(),
            customerPhone: dto.customerPhone.trim(),
            guests: dto.guests,
            startDate: quote.startDate,
            endDate: quote.endDate,
            totalAmountCents: quote.totalCents,
            status: 'pending_payment',
            holdExpiresAt: new Date(now.getTime() + this.config.holdMinutes * 60_000),
            metadata: quote.metadata,
          });
          try {
            await manager.save(BookingEntity, entity);
          } catch (error) {
            if (pgCode(error) === EXCLUSION_VIOLATION)
              throw conflict(quote.takenMessage, quote.takenCode);
            throw error;
          }
          for (const upload of quote.uploads) {
            await this.uploads.claimForBooking(manager, {
              userId,
              uploadId: upload.id,
              purpose: upload.purpose,
              bookingId: entity.id,
            });
          }
          await this.outbox.record(manager, {
            type: 'booking.created',
            aggregateType: 'booking',
            aggregateId: entity.id,
            payload: { booking: await this.snapshots.of(manager, entity) },
          });
          return entity;
        });
        const [created] = await this.present([booking], { paid: false });
        return created;
      } catch (error) {
        // A clash of two random references, or two bookings releasing each other's expired
        // holds in opposite order (deadlock): run the whole transaction again.
        if (RETRYABLE.has(pgCode(error) ?? '') && attempt < 3) continue;
        throw error;
      }
    }
  }

  /** Every booking of the user, newest first (the account's data export). */
  async allForUser(userId: string): Promise<BookingDto[]> {
    const bookings = await this.rows.allForUser(userId);
    return this.present(bookings);
  }

  /** The user's bookings, newest first, a page at a time. */
  async listForUser(
    userId: string,
    query: { limit?: number; cursor?: string } = {},
  ): Promise<Page<BookingDto>> {
    const limit = pageSize(query);
    let after: { at: unknown; id: unknown } | undefined;
    if (query.cursor) {
      const [at, id] = decodeCursor(query.cursor, ['timestamp', 'uuid']);
      after = { at, id };
    }
    const rows = await this.rows.pageForUser(userId, limit + 1, after);
    const page = pageOf(
      rows,
      limit,
      ({ booking, cursorAt }) => [cursorAt, booking.id],
      ({ booking }) => booking,
    );
    return { ...page, items: await this.present(page.items) };
  }

  async getForUser(userId: string, id: string): Promise<BookingDto> {
    const [dto] = await this.present([await this.findOwnedEntity(userId, id)]);
    return dto;
  }

  /**
   * One of the user's bookings by its id (a UUID) or its reference (any case); anyone else's
   * is not found.
   */
  getForUserByKey(userId: string, key: string): Promise<BookingDto> {
    return isUuid(key) ? this.getForUser(userId, key) : this.getForUserByReference(userId, key);
  }

  /** One of the user's bookings by its reference, any case; anyone else's is not found. */
  async getForUserByReference(userId: string, reference: string): Promise<BookingDto> {
    const booking = await this.rows.findOneForUserByReference(
      userId,
      reference.trim().toUpperCase(),
    );
    if (!booking) throw notFound('Booking');
    const [dto] = await this.present([booking]);
    return dto;
  }

  /**
   * The calendar file of one of the user's bookings (by id or reference), once paid;
   * `voucherUrl` is the booking page it links to.
   */
  async calendarForUser(
    userId: string,
    key: string,
    voucherUrl: (reference: string) => string,
  ): Promise<{ reference: string; ics: string }> {
    const booking = await this.getForUserByKey(userId, key);
    if (booking.status !== 'confirmed') {
      throw conflict('The calendar file is ready once the booking is paid', 'NOT_PAID');
    }
    return {
      reference: booking.reference,
      ics: bookingCalendar(booking, voucherUrl(booking.reference)),
    };
  }

  async findOwnedEntity(userId: string, id: string): Promise<BookingEntity> {
    const booking = await this.rows.findOneForUser(userId, id);
    if (!booking) throw notFound('Booking');
    return booking;
  }

  /**
   * Cancels a booking: any time before payment; after payment only until the free
   * cancellation deadline (docs/product.md, States). Releases what it held.
   */
  async cancel(userId: string, id: string, now = new Date()): Promise<BookingDto> {
    await this.findOwnedEntity(userId, id);
    const booking = await this.dataSource.transaction(async (manager) => {
      const locked = await this.lock(manager, id);
      if (locked.status === 'cancelled_by_operator') {
        throw conflict('This booking was already cancelled by the operator', 'NOT_CANCELLABLE');
      }
      if (locked.status === 'cancelled' || locked.status === 'expired') {
        throw conflict(`This booking is already ${locked.status}`, 'NOT_CANCELLABLE');
      }
      if (
        locked.status === 'confirmed' &&
        now > freeCancellationUntil(locked.serviceType, locked.startDate)
      ) {
        const hours = FREE_CANCELLATION_HOURS[locked.serviceType];
        throw conflict(
          `Free cancellation ends ${hours} hours before the start, so this booking can no longer be cancelled online. Please contact support.`,
          'CANCELLATION_WINDOW_CLOSED',
        );
      }
      await this.release(manager, locked);
      await this.payments.closePending(manager, locked.id, 'cancelled');
      if (locked.status === 'confirmed') {
        // Paid and cancelled in time: the money goes back (5-10 business days, legal text).
        locked.metadata = { ...locked.metadata, refundDue: locked.totalAmountCents / 100 };
        locked.refundDueCents = locked.totalAmountCents;
        this.logger.warn({ bookingId: locked.id, reference: locked.reference }, 'Refund due');
      }
      const wasConfirmed = locked.status === 'confirmed';
      locked.status = 'cancelled';
      locked.cancelledAt = now;
      locked.holdExpiresAt = null;
      await manager.save(BookingEntity, locked);
      await this.outbox.record(manager, {
        type: 'booking.cancelled',
        aggregateType: 'booking',
        aggregateId: locked.id,
        payload: {
          booking: await this.snapshots.of(manager, locked),
          cancelledBy: 'traveller',
          reason: null,
          refundDueUsd: wasConfirmed ? locked.totalAmountCents / 100 : null,
          wasConfirmed,
        },
      });
      return locked;
    });
    const [dto] = await this.present([booking]);
    return dto;
  }

  async confirmPaid(
    manager: EntityManager,
    bookingId: string,
    now = new Date(),
  ): Promise<BookingEntity> {
    const booking = await this.lock(manager, bookingId);
    if (booking.status !== 'pending_payment') return booking;
    booking.status = 'confirmed';
    booking.confirmedAt = now;
    // The voucher's QR token is issued now: it signs this nonce with the booking's id.
    booking.voucherNonce = voucherNonce();
    booking.holdExpiresAt = null;
    await manager.save(BookingEntity, booking);
    this.logger.log(`Booking ${booking.reference} confirmed`);
    return booking;
  }

  /**
   * Expires unpaid bookings whose hold has run out and releases what they held. Rows are
   * taken with SKIP LOCKED, so any number of processes can sweep at once without
   * processing a booking twice.
   */
  async expireDue(
    manager: EntityManager,
    now = new Date(),
    scope?: { serviceType: string; serviceId: number },
  ): Promise<number> {
    const params: unknown[] = [now];
    let where = `status = 'pending_payment' AND hold_expires_at <= $1`;
    if (scope) {
      params.push(scope.serviceType, scope.serviceId);
      where += ' AND service_type = $2 AND service_id = $3';
    }
    const due = await this.rows.lockDueForExpiry(manager, where, params);
    for (const { id } of due) {
      const booking = await manager.findOneByOrFail(BookingEntity, { id });
      await this.release(manager, booking);
      await this.payments.closePending(manager, booking.id, 'expired');
      booking.status = 'expired';
      booking.expiredAt = now;
      booking.holdExpiresAt = null;
      await manager.save(BookingEntity, booking);
      await this.outbox.record(manager, {
        type: 'booking.expired',
        aggregateType: 'booking',
        aggregateId: booking.id,
        payload: { booking: await this.snapshots.of(manager, booking) },
      });
    }
    return due.length;
  }

  /**
   * One sweep in its own transaction: unpaid bookings past their hold expire, then codes that
   * timed out unpaid on bookings still held are closed with `payment.failed`. Returns how many
   * bookings expired.
   */
  sweep(now = new Date()): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const expired = await this.expireDue(manager, now);
      await this.payments.failTimedOutCodes(manager, now);
      return expired;
    });
  }

  /**
   * The operator cancels a live booking (RULINGS 13), inside the caller's transaction with the
   * row locked: what it held is released, unpaid codes are closed, and a paid booking records
   * its refund as due.
   */
  async cancelByOperator(
    manager: EntityManager,
    booking: BookingEntity,
    reason: string,
    now = new Date(),
  ): Promise<BookingEntity> {
    await this.release(manager, booking);
    await this.payments.closePending(manager, booking.id, 'cancelled');
    if (booking.status === 'confirmed') {
      booking.refundDueCents = booking.totalAmountCents;
      this.logger.warn({ bookingId: booking.id, reference: booking.reference }, 'Refund due');
    }
    const wasConfirmed = booking.status === 'confirmed';
    booking.status = 'cancelled_by_operator';
    booking.cancelledAt = now;
    booking.cancellationReason = reason;
    booking.holdExpiresAt = null;
    const saved = await manager.save(BookingEntity, booking);
    await this.outbox.record(manager, {
      type: 'booking.cancelled',
      aggregateType: 'booking',
      aggregateId: saved.id,
      payload: {
        booking: await this.snapshots.of(manager, saved),
        cancelledBy: 'operator',
        reason,
        refundDueUsd: wasConfirmed ? saved.totalAmountCents / 100 : null,
        wasConfirmed,
      },
    });
    return saved;
  }

  /** The `booking.checked_in` event, in the caller's transaction (the check-in's). */
  async recordCheckedIn(manager: EntityManager, booking: BookingEntity): Promise<void> {
    await this.outbox.record(manager, {
      type: 'booking.checked_in',
      aggregateType: 'booking',
      aggregateId: booking.id,
      payload: { booking: await this.snapshots.of(manager, booking) },
    });
  }

  /** Gives back counted inventory; rooms, cars and viewing slots free up with the status. */

  private async release(manager: EntityManager, booking: BookingEntity): Promise<void> {
    if (booking.serviceType === 'event') {
      for (const line of ticketsHeld(booking))
        await this.catalogue.returnTickets(manager, line.categoryId, line.quantity);
    }
    if (booking.serviceType === 'tour' && booking.metadata.tourType === 'shared') {
      await returnSharedSeats(
        manager,
        booking.serviceId,
        booking.startDate.toISOString().slice(0, 10),
        booking.guests,
      );
    }
  }

  private async lock(manager: EntityManager, id: string): Promise<BookingEntity> {
    const booking = await this.lockForUpdate(manager, id);
    if (!booking) throw notFound('Booking');
    return booking;
  }

  lockForUpdate(manager: EntityManager, id: string): Promise<BookingEntity | null> {
    return manager.findOne(BookingEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async isOwnedBy(userId: string, bookingId: string): Promise<boolean> {
    return this.rows.existsForUser(userId, bookingId);
  }

  async idByReference(reference: string): Promise<string | null> {
    return this.rows.idByReference(reference.toUpperCase());
  }

  /**
   * The bookings as the traveller reads them: each with its latest payment request (unless
   * `paid: false` says there is none yet) and its operator's contact details.
   */
  private async present(
    bookings: BookingEntity[],
    { paid = true }: { paid?: boolean } = {},
  ): Promise<BookingDto[]> {
    const [payments, operators] = await Promise.all([
      paid
        ? this.payments.latestFor(bookings.map((booking) => booking.id))
        : new Map<string, BookingDto['payment']>(),
      this.operatorsOf(bookings.map((booking) => booking.organisationId)),
    ]);
    return bookings.map((booking) => {
      const operator = operators.get(booking.organisationId);
      // organisation_id is a foreign key: the organisation is always there.
      if (!operator) throw new Error(`Organisation ${booking.organisationId} not found`);
      return this.toDto(booking, payments.get(booking.id) ?? null, operator);
    });
  }

  /** The organisations' public contact details, by id. */
  private async operatorsOf(ids: number[]): Promise<Map<number, BookingOperatorDto>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const organisations = await this.organisationContacts.contactsOf(unique);
    return new Map(
      organisations.map((o) => [
        o.id,
        {
          name: o.name,
          phone: o.contactPhone,
          email: o.contactEmail,
          whatsapp: o.whatsappNumber ?? null,
        },
      ]),
    );
  }

  private toDto(
    booking: BookingEntity,
    payment: BookingDto['payment'],
    operator: BookingOperatorDto,
  ): BookingDto {
    return {
      id: booking.id,
      reference: booking.reference,
      serviceType: booking.serviceType,
      serviceId: booking.serviceId,
      roomId: booking.roomId,
      serviceName: booking.serviceName,
      ...bookingParticulars(booking),
      status: booking.status,
      holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
      freeCancellationUntil: freeCancellationUntil(
        booking.serviceType,
        booking.startDate,
      ).toISOString(),
      createdAt: booking.createdAt.toISOString(),
      // Written by BookingQuoter in the shape of its serviceType (booking.dto.ts).
      metadata: booking.metadata,
      payment,
      operator,
      voucherToken: this.vouchers.tokenFor(booking),
      checkedInAt: booking.checkedInAt?.toISOString() ?? null,
      cancellationReason: booking.cancellationReason,
      refundDue: booking.refundDueCents === null ? null : booking.refundDueCents / 100,
    } as unknown as BookingDto;
  }
}

/**
 * The tickets a booking holds, per category: its `tickets` lines, or, for a booking made before
 * bookings could mix categories, `guests` tickets of its one category.
 */
export function ticketsHeld(booking: BookingEntity): { categoryId: number; quantity: number }[] {
  const lines = (booking.metadata as { tickets?: unknown }).tickets;
  if (Array.isArray(lines) && lines.length > 0)
    return lines.map((line: { categoryId: number; quantity: number }) => ({
      categoryId: line.categoryId,
      quantity: line.quantity,
    }));
  return booking.ticketCategoryId === null
    ? []
    : [{ categoryId: booking.ticketCategoryId, quantity: booking.guests }];
}
