import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BOOKING_PAYMENTS, type BookingPayments } from '../bookings/booking-payments.port.js';
import type { BookingPaymentDto } from '../bookings/dto/booking.dto.js';

interface PaymentRow {
  booking_id: string;
  id: string;
  ussd_code: string;
  status: string;
  amount_usd_cents: number;
  amount_sle_minor: string | number;
  expires_at: Date;
}

/** The payments table as the bookings module sees it (the {@link BookingPayments} port). */
@Injectable()
export class PaymentLedger implements BookingPayments {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async latestFor(bookingIds: string[]): Promise<Map<string, BookingPaymentDto>> {
    const out = new Map<string, BookingPaymentDto>();
    if (bookingIds.length === 0) return out;
    const rows: PaymentRow[] = await this.dataSource.query(
      `SELECT DISTINCT ON (booking_id) booking_id, id, ussd_code, status, amount_usd_cents,
              amount_sle_minor, expires_at
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
        expiresAt: new Date(row.expires_at).toISOString(),
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
}

/**
 * Binds the bookings module's {@link BookingPayments} port for the whole application
 * (global, so the bookings module need not import the payments module that imports it).
 */
@Global()
@Module({
  providers: [PaymentLedger, { provide: BOOKING_PAYMENTS, useExisting: PaymentLedger }],
  exports: [BOOKING_PAYMENTS],
})
export class PaymentLedgerModule {}
