import { Global, Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  BOOKING_PAYMENTS,
  type BookingPaymentDto,
  type BookingPayments,
  BookingSnapshots,
  BookingSnapshotsModule,
  findBooking,
} from '../bookings/index.js';
import { paymentSnapshot } from './payment-snapshot.js';
import { OutboxService } from '../notifications/index.js';
import { PaymentEntity, type PaymentStatus } from './entities/payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';

/** The payments table as the bookings module sees it (the {@link BookingPayments} port). */
@Injectable()
export class PaymentLedger implements BookingPayments {
  constructor(
    private readonly rows: PaymentsRepository,
    private readonly outbox: OutboxService,
    private readonly snapshots: BookingSnapshots,
  ) {}

  async latestFor(bookingIds: string[]): Promise<Map<string, BookingPaymentDto>> {
    const out = new Map<string, BookingPaymentDto>();
    if (bookingIds.length === 0) return out;
    const rows = await this.rows.latestFor(bookingIds);
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
    await this.rows.closePendingOf(manager, bookingId, status);
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
    if (!(await this.rows.closeIfPending(manager, paymentId, status))) return false;
    const payment = await manager.findOneByOrFail(PaymentEntity, { id: paymentId });
    const booking = await findBooking(manager, payment.bookingId);
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
    const due = await this.rows.lockTimedOut(manager, now);
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
  imports: [BookingSnapshotsModule],
  providers: [
    PaymentLedger,
    PaymentsRepository,
    { provide: BOOKING_PAYMENTS, useExisting: PaymentLedger },
  ],
  exports: [BOOKING_PAYMENTS, PaymentLedger, PaymentsRepository],
})
export class PaymentLedgerModule {}
