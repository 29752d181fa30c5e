import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BOOKING_PAYMENTS, type BookingPayments } from '../bookings/booking-payments.port.js';
import type { BookingPaymentDto } from '../bookings/dto/booking.dto.js';
import { BookingEntity } from '../bookings/entities/booking.entity.js';
import { BookingSnapshots, paymentSnapshot } from '../notifications/booking-snapshot.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { PaymentEntity, type PaymentStatus } from './entities/payment.entity.js';

interface PaymentRow {
  booking_id: string;
  id: string;
  ussd_code: string;
  status: string;
  amount_usd_cents: number;
  amount_sle_minor: string | number;
  sle_per_usd: string | number;
  expires_at: Date;
  provider: string;
}

/** The payments table as the bookings module sees it (the {@link BookingPayments} port). */
@Injectable()
export class PaymentLedger implements BookingPayments {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly snapshots: BookingSnapshots,
  ) {}

  async latestFor(bookingIds: string[]): Promise<Map<string, BookingPaymentDto>> {
    const out = new Map<string, BookingPaymentDto>();
    if (bookingIds.length === 0) return out;
    const rows: PaymentRow[] = await this.dataSource.query(
      `SELECT DISTINCT ON (booking_id) booking_id, id, ussd_code, status, amount_usd_cents,
              amount_sle_minor, sle_per_usd, expires_at, provider
         FROM payments WHERE booking_id = ANY($1)
        ORDER BY booking_id, created_at DESC`,
      [bookingIds],
    );
    const now = new Date();
    for (const row of rows) {
      out.set(row.booking_id, {
        paymentId: row.id,
        ussdCode: row.ussd_code,
        status:
          row.status === 'pending' && new Date(row.expires_at) <= now ? 'expired' : row.status,
        amountUsd: row.amount_usd_cents / 100,
        amountSle: Number(row.amount_sle_minor) / 100,
        slePerUsd: Number(row.sle_per_usd),
        expiresAt: new Date(row.expires_at).toISOString(),
        sandbox: row.provider === 'sandbox',
      });
    }
    return out;
  }

  async closePending(
    manager: EntityManager,
    bookingId: string,
    status: 'cancelled' | 'expired',
  ): Promise<void> {
    await manager.query(
      `UPDATE payments SET status = $2, updated_at = now() WHERE booking_id = $1 AND status = 'pending'`,
      [bookingId, status],
    );
  }

  /**
   * Closes a pending code that the provider reports cancelled or expired, or whose time ran
   * out, inside `manager`'s transaction. While its booking still waits for payment,
   * `payment.failed` is recorded in that same transaction (a code closed because its booking
   * was cancelled or expired is not a failure: `closePending`). False when the code was no
   * longer pending (someone else closed it first).
   */
  async failCode(
    manager: EntityManager,
    paymentId: string,
    status: Extract<PaymentStatus, 'expired' | 'cancelled'>,
  ): Promise<boolean> {
    const result = (await manager.query(
      `UPDATE payments SET status = $2, updated_at = now() WHERE id = $1 AND status = 'pending'
       RETURNING id`,
      [paymentId, status],
    )) as [unknown[], number] | unknown[];
    const rows = Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
    if (rows.length === 0) return false;
    const payment = await manager.findOneByOrFail(PaymentEntity, { id: paymentId });
    const booking = await manager.findOneBy(BookingEntity, { id: payment.bookingId });
    if (!booking || booking.status !== 'pending_payment') return true;
    await this.outbox.record(manager, {
      type: 'payment.failed',
      aggregateType: 'payment',
      aggregateId: payment.id,
      payload: {
        booking: await this.snapshots.of(manager, booking),
        payment: paymentSnapshot(payment),
        reason:
          status === 'cancelled'
            ? 'The mobile-money payment was cancelled'
            : 'The payment code expired before it was paid',
      },
    });
    return true;
  }

  async failTimedOutCodes(manager: EntityManager, now = new Date()): Promise<number> {
    const due: { id: string }[] = await manager.query(
      `SELECT p.id FROM payments p JOIN bookings b ON b.id = p.booking_id
        WHERE p.status = 'pending' AND p.expires_at <= $1
          AND b.status = 'pending_payment' AND b.hold_expires_at > $1
        ORDER BY p.expires_at LIMIT 200
        FOR UPDATE OF p SKIP LOCKED`,
      [now],
    );
    for (const { id } of due) await this.failCode(manager, id, 'expired');
    return due.length;
  }
}

/**
 * Binds the bookings module's {@link BookingPayments} port for the whole application
 * (global, so the bookings module need not import the payments module that imports it).
 */
@Global()
@Module({
  providers: [PaymentLedger, { provide: BOOKING_PAYMENTS, useExisting: PaymentLedger }],
  exports: [BOOKING_PAYMENTS, PaymentLedger],
})
export class PaymentLedgerModule {}
