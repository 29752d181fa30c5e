import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, type AuditActor } from '../../audit/index.js';
import { conflict, invalidField, notFound } from '../../common/errors/domain.exception.js';
import { decodeCursor, INVALID_CURSOR, pageOf, pageSize } from '../../common/pagination.js';
import { parseUpdatedSince } from '../../common/sync.js';
import { bookingsConfig } from '../../config/configuration.js';
import { BookingsService } from '../bookings.service.js';
import { BookingEntity } from '../entities/booking.entity.js';
import { voucherDigest } from '../voucher.js';
import { VoucherService } from '../voucher.service.js';
import { toCsv } from './csv.js';
import {
  itemOf,
  partnerBookingDetailOf,
  partnerBookingOf,
  specialRequestsOf,
  stageOf,
} from './partner-booking.js';
import { OperatorBookingsRepository } from './operator-bookings.repository.js';
import type {
  ArrivalsDto,
  ArrivalsQueryDto,
  CheckInDto,
  MoneyDto,
  MoneyQueryDto,
  OperatorBookingDetailDto,
  OperatorBookingDto,
  OperatorBookingPageDto,
  OperatorBookingsFilterDto,
  OperatorBookingsQueryDto,
} from './dto/operator-booking.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Rows one CSV export may hold; narrow the filters for more. */
export const MAX_EXPORT_ROWS = 10_000;
const MAX_MONTHS = 36;
/** Arrivals one day's list may hold. */
export const MAX_ARRIVALS = 10_000;
/** How old a check-in made offline may be when it reaches the server. */
const OFFLINE_CHECK_IN_DAYS = 7;
/** How far ahead of the server's clock a phone's clock may be. */
const CLOCK_SKEW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export const INVALID_VOUCHER = 'This QR code is not a valid Salone voucher';

/** Who acts for the organisation, as the audit log records them. */
export interface OperatorActor extends AuditActor {
  organisationId: number;
}

const shortDay = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const shortTime = (date: Date) =>
  date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** Midnight UTC of a booking's first day: check-in and no-shows open then. */
const dayStart = (date: Date) => new Date(`${date.toISOString().slice(0, 10)}T00:00:00Z`);
/** A status as words: `pending_payment` is "pending payment". */
const spoken = (status: string) => status.replace(/_/g, ' ');

/**
 * The organisation's side of bookings: list, detail, check-in, no-show, cancellation and the
 * month's money. Every query names the organisation, so no guard mistake can show another
 * organisation's booking; every action is written to the audit log in its transaction.
 */
@Injectable()
export class OperatorBookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly vouchers: VoucherService,
    private readonly audit: AuditService,
    @Inject(bookingsConfig.KEY) private readonly config: ConfigType<typeof bookingsConfig>,
    private readonly rows: OperatorBookingsRepository,
  ) {}

  async list(
    organisationId: number,
    query: OperatorBookingsQueryDto,
    now = new Date(),
  ): Promise<OperatorBookingPageDto> {
    const limit = pageSize(query);
    this.checkFilters(query);
    const updatedSince = parseUpdatedSince(query.updatedSince, now);
    if (query.sort === 'updatedAt') {
      // In update order: the cursor says so, and carries the update time to the microsecond.
      let after: { updatedAt: string; id: unknown } | undefined;
      if (query.cursor) {
        const [mark, updatedAt, id] = decodeCursor(query.cursor, ['text', 'timestamp', 'uuid']);
        if (mark !== 'u') throw invalidField('cursor', INVALID_CURSOR, 'INVALID_CURSOR');
        after = { updatedAt: updatedAt as string, id };
      }
      const rows = await this.rows.page(organisationId, query, now, limit + 1, {
        sort: 'updatedAt',
        updatedSince,
        after,
      });
      return pageOf(
        rows,
        limit,
        (row) => ['u', row.updatedAtExact, row.booking.id],
        (row) => this.toDto(row.booking, now),
      );
    }
    let after: { startDate: Date; id: unknown } | undefined;
    if (query.cursor) {
      const [startDate, id] = decodeCursor(query.cursor, ['timestamp', 'uuid']);
      after = { startDate: new Date(startDate as string), id };
    }
    const rows = await this.rows.page(organisationId, query, now, limit + 1, {
      sort: 'startDate',
      updatedSince,
      after,
    });
    return pageOf(
      rows,
      limit,
      (row) => [row.booking.startDate.toISOString(), row.booking.id],
      (row) => this.toDto(row.booking, now),
    );
  }

  async exportCsv(
    organisationId: number,
    filters: OperatorBookingsFilterDto,
    now = new Date(),
  ): Promise<string> {
    this.checkFilters(filters);
    const rows = await this.rows.find(organisationId, filters, now, MAX_EXPORT_ROWS);
    return toCsv(
      [
        'Reference',
        'Status',
        'Service',
        'Listing',
        'Item',
        'Start',
        'End',
        'Guests',
        'Customer',
        'Email',
        'Phone',
        'Total (USD)',
        'Paid',
        'Checked in',
        'Cancellation reason',
        'Refund due (USD)',
        'Booked at',
        'Special requests',
      ],
      rows.map((booking) => [
        booking.reference,
        stageOf(booking, now),
        booking.serviceType,
        booking.serviceName,
        itemOf(booking),
        booking.startDate.toISOString(),
        booking.endDate?.toISOString(),
        booking.guests,
        booking.customerName,
        booking.customerEmail,
        booking.customerPhone,
        (booking.totalAmountCents / 100).toFixed(2),
        booking.confirmedAt ? 'yes' : 'no',
        booking.checkedInAt?.toISOString(),
        booking.cancellationReason,
        booking.refundDueCents === null ? null : (booking.refundDueCents / 100).toFixed(2),
        booking.createdAt.toISOString(),
        specialRequestsOf(booking),
      ]),
    );
  }

  async detail(
    organisationId: number,
    id: string,
    now = new Date(),
  ): Promise<OperatorBookingDetailDto> {
    const booking = await this.find(this.dataSource.manager, organisationId, id);
    return this.toDetail(booking, now);
  }

  /** Checks a traveller in, by reference or by the voucher's QR token. */
  async checkIn(
    actor: OperatorActor,
    body: CheckInDto,
    now = new Date(),
  ): Promise<OperatorBookingDetailDto> {
    const at = checkInTime(body.checkedInAt, now);
    let lookup: { id?: string; nonce?: string; reference?: string };
    if (body.token !== undefined) {
      const voucher = this.vouchers.verify(body.token);
      if (!voucher) throw invalidField('token', INVALID_VOUCHER, 'INVALID_VOUCHER');
      lookup = { id: voucher.bookingId, nonce: voucher.nonce };
    } else {
      lookup = { reference: body.reference };
    }
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(BookingEntity, {
        where: {
          organisationId: actor.organisationId,
          ...(lookup.id ? { id: lookup.id } : { reference: lookup.reference }),
        },
        lock: { mode: 'pessimistic_write' },
      });
      if (!found) throw notFound('Booking');
      if (lookup.nonce !== undefined && found.voucherNonce !== lookup.nonce) {
        throw invalidField('token', INVALID_VOUCHER, 'INVALID_VOUCHER');
      }
      const before = { ...found };
      if (found.status === 'pending_payment') {
        throw conflict('This booking has not been paid, so it cannot be checked in', 'NOT_PAID');
      }
      if (found.status !== 'confirmed') {
        throw conflict(
          `This booking cannot be checked in: it is ${spoken(found.status)}`,
          'NOT_CHECKABLE',
        );
      }
      if (found.checkedInAt) {
        throw conflict(
          `This booking was already checked in on ${shortDay(found.checkedInAt)} at ${shortTime(found.checkedInAt)}`,
          'ALREADY_CHECKED_IN',
        );
      }
      if (at < dayStart(found.startDate)) {
        throw conflict(
          `Check-in opens on ${shortDay(found.startDate)}, the day the booking starts`,
          'TOO_EARLY',
        );
      }
      found.checkedInAt = at;
      // A traveller marked as a no-show who arrives after all is checked in.
      found.noShowAt = null;
      const saved = await manager.save(BookingEntity, found);
      await this.record(manager, actor, 'booking.check_in', saved, before);
      await this.bookings.recordCheckedIn(manager, saved);
      return this.toDetail(saved, now);
    });
  }

  /**
   * The day's expected arrivals, for a phone to keep: paid bookings starting that day, and paid
   * stays under way that day whose traveller has not been checked in, each with the digest of
   * its voucher token.
   */
  async arrivals(
    organisationId: number,
    query: ArrivalsQueryDto,
    now = new Date(),
  ): Promise<ArrivalsDto> {
    const day = query.day ?? now.toISOString().slice(0, 10);
    const start = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) {
      throw invalidField('day', 'day must be a date (YYYY-MM-DD)', 'INVALID_REQUEST');
    }
    const end = new Date(start.getTime() + DAY_MS);
    const rows = await this.rows.arrivals(organisationId, start, end, MAX_ARRIVALS);
    return {
      organisationId,
      day,
      generatedAt: now.toISOString(),
      digest: 'SHA-256',
      arrivals: rows.map((booking) => {
        const token = this.vouchers.tokenFor(booking);
        return {
          id: booking.id,
          reference: booking.reference,
          tokenDigest: token ? voucherDigest(token) : null,
          stage: stageOf(booking, now),
          serviceType: booking.serviceType,
          serviceId: booking.serviceId,
          serviceName: booking.serviceName,
          item: itemOf(booking),
          customerName: booking.customerName,
          customerPhone: booking.customerPhone,
          guests: booking.guests,
          startDate: booking.startDate.toISOString(),
          endDate: booking.endDate?.toISOString() ?? null,
          checkedInAt: booking.checkedInAt?.toISOString() ?? null,
        };
      }),
    };
  }

  /** Records that the traveller did not come (paid, not checked in, on or after the start day). */
  async noShow(
    actor: OperatorActor,
    id: string,
    now = new Date(),
  ): Promise<OperatorBookingDetailDto> {
    return this.change(actor, id, 'booking.no_show', now, async (found, manager) => {
      if (found.status !== 'confirmed') {
        throw conflict(
          `Only a paid booking can be marked as a no-show: this one is ${spoken(found.status)}`,
          'NOT_CHECKABLE',
        );
      }
      if (found.checkedInAt) {
        throw conflict('This booking was checked in, so it is not a no-show', 'ALREADY_CHECKED_IN');
      }
      if (found.noShowAt) {
        throw conflict('This booking is already marked as a no-show', 'ALREADY_NO_SHOW');
      }
      if (now < dayStart(found.startDate)) {
        throw conflict(
          `A no-show can be recorded from ${shortDay(found.startDate)}, the day the booking starts`,
          'TOO_EARLY',
        );
      }
      found.noShowAt = now;
      return manager.save(BookingEntity, found);
    });
  }

  /** Cancels a live booking with a reason; a paid one records its refund as due. */
  async cancel(
    actor: OperatorActor,
    id: string,
    reason: string,
    now = new Date(),
  ): Promise<OperatorBookingDetailDto> {
    return this.change(actor, id, 'booking.cancel', now, async (found, manager) => {
      if (found.status !== 'confirmed' && found.status !== 'pending_payment') {
        throw conflict(
          `This booking cannot be cancelled: it is ${spoken(found.status)}`,
          'NOT_CANCELLABLE',
        );
      }
      if (found.checkedInAt) {
        throw conflict('A booking that was checked in cannot be cancelled', 'ALREADY_CHECKED_IN');
      }
      return this.bookings.cancelByOperator(manager, found, reason, now);
    });
  }

  /**
   * One change to one of the organisation's bookings, in a transaction with the row locked:
   * `apply` refuses or saves it, and the change is written to the audit log.
   */
  private change(
    actor: OperatorActor,
    id: string,
    action: string,
    now: Date,
    apply: (found: BookingEntity, manager: EntityManager) => Promise<BookingEntity>,
  ): Promise<OperatorBookingDetailDto> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, actor.organisationId, id, true);
      const before = { ...found };
      const saved = await apply(found, manager);
      await this.record(manager, actor, action, saved, before);
      return this.toDetail(saved, now);
    });
  }

  /** Per month: confirmed gross, the platform's commission, net due and refunds due. */
  async money(organisationId: number, query: MoneyQueryDto, now = new Date()): Promise<MoneyDto> {
    const current = now.toISOString().slice(0, 7);
    const to = query.to ?? current;
    const from = query.from ?? monthsBefore(to, 11);
    if (to < from) throw invalidField('to', 'to must not be before from', 'INVALID_REQUEST');
    if (monthsBetween(from, to) >= MAX_MONTHS) {
      throw invalidField('to', `Ask for at most ${MAX_MONTHS} months at a time`, 'INVALID_REQUEST');
    }
    const rows = await this.rows.monthlyMoney(organisationId, from, to);
    const percent = this.config.platformCommissionPercent;
    return {
      organisationId,
      currency: 'USD',
      months: rows.map((row) => {
        const gross = Number(row.gross);
        const commission = Math.round((gross * percent) / 100);
        return {
          month: row.month,
          bookings: row.bookings,
          confirmedGross: gross / 100,
          commissionPercent: percent,
          commission: commission / 100,
          netDue: (gross - commission) / 100,
          refundsDue: Number(row.refunds) / 100,
        };
      }),
    };
  }

  /** Refuses filters that contradict each other. */
  private checkFilters(query: OperatorBookingsFilterDto): void {
    if (query.from && query.to && query.to < query.from) {
      throw invalidField('to', 'to must not be before from', 'INVALID_REQUEST');
    }
    if (query.serviceId !== undefined && !query.serviceType) {
      throw invalidField('serviceType', 'Give serviceType with serviceId', 'INVALID_REQUEST');
    }
  }

  private async find(
    manager: EntityManager,
    organisationId: number,
    id: string,
    lock = false,
  ): Promise<BookingEntity> {
    if (!UUID.test(id)) throw notFound('Booking');
    const booking = await manager.findOne(BookingEntity, {
      where: { id, organisationId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!booking) throw notFound('Booking');
    return booking;
  }

  private record(
    manager: EntityManager,
    actor: OperatorActor,
    action: string,
    after: BookingEntity,
    before: Partial<BookingEntity>,
  ): Promise<void> {
    const pick = (booking: Partial<BookingEntity>) => ({
      reference: booking.reference,
      status: booking.status,
      checkedInAt: booking.checkedInAt,
      noShowAt: booking.noShowAt,
      cancelledAt: booking.cancelledAt,
      cancellationReason: booking.cancellationReason,
      refundDueCents: booking.refundDueCents,
    });
    return this.audit.record(
      manager,
      { id: actor.id, email: actor.email, role: actor.role },
      action,
      { type: 'booking', id: after.id, organisationId: actor.organisationId },
      pick(before),
      pick(after),
    );
  }

  private toDto(booking: BookingEntity, now: Date): OperatorBookingDto {
    return partnerBookingOf(booking, now);
  }

  private toDetail(booking: BookingEntity, now: Date): OperatorBookingDetailDto {
    return partnerBookingDetailOf(booking, now);
  }
}

/**
 * When a check-in happened: now, or the time a phone recorded it offline (at most
 * OFFLINE_CHECK_IN_DAYS ago; a clock a little ahead of the server's counts as now).
 */
function checkInTime(given: string | undefined, now: Date): Date {
  if (given === undefined) return now;
  const at = new Date(given);
  if (Number.isNaN(at.getTime())) {
    throw invalidField(
      'checkedInAt',
      'checkedInAt must be a date and time (ISO 8601)',
      'INVALID_REQUEST',
    );
  }
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw invalidField('checkedInAt', 'checkedInAt must not be in the future', 'INVALID_REQUEST');
  }
  if (at.getTime() < now.getTime() - OFFLINE_CHECK_IN_DAYS * DAY_MS) {
    throw invalidField(
      'checkedInAt',
      `A check-in made offline must reach the server within ${OFFLINE_CHECK_IN_DAYS} days`,
      'INVALID_REQUEST',
    );
  }
  return at > now ? now : at;
}

function monthsBefore(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1 - count, 1));
  return date.toISOString().slice(0, 7);
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}
