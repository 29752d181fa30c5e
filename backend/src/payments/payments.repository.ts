import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { PaymentEntity } from './entities/payment.entity.js';

/** A booking's latest payment request, as the ledger reads it. */
export interface LatestPaymentRow {
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

/** Rows an UPDATE ... RETURNING answered (TypeORM's postgres driver: `[rows, count]`). */
const returned = (result: [unknown[], number] | unknown[]): unknown[] =>
  Array.isArray(result[0]) ? (result[0] as unknown[]) : result;

/** Payment requests (table `payments`) and the provider's webhook events (`webhook_events`). */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Each booking's latest payment request. */
  async latestFor(bookingIds: string[]): Promise<LatestPaymentRow[]> {
    return this.dataSource.query(
      `SELECT DISTINCT ON (booking_id) booking_id, id, ussd_code, status, amount_usd_cents,
              amount_sle_minor, sle_per_usd, expires_at, provider
         FROM payments WHERE booking_id = ANY($1)
        ORDER BY booking_id, created_at DESC`,
      [bookingIds],
    );
  }

  /** Closes the booking's pending codes with `status`. */
  async closePendingOf(
    manager: EntityManager,
    bookingId: string,
    status: 'cancelled' | 'expired',
  ): Promise<void> {
    await manager.query(
      `UPDATE payments SET status = $2, updated_at = now() WHERE booking_id = $1 AND status = 'pending'`,
      [bookingId, status],
    );
  }

  /** Closes one code while it is pending; false when it no longer was. */
  async closeIfPending(
    manager: EntityManager,
    paymentId: string,
    status: 'cancelled' | 'expired',
  ): Promise<boolean> {
    const result = (await manager.query(
      `UPDATE payments SET status = $2, updated_at = now() WHERE id = $1 AND status = 'pending'
       RETURNING id`,
      [paymentId, status],
    )) as [unknown[], number] | unknown[];
    return returned(result).length > 0;
  }

  /**
   * Locks up to 200 pending codes whose time ran out while their booking still waits for
   * payment (and its hold runs), skipping those another transaction holds; their ids.
   */
  async lockTimedOut(manager: EntityManager, now: Date): Promise<{ id: string }[]> {
    return manager.query(
      `SELECT p.id FROM payments p JOIN bookings b ON b.id = p.booking_id
        WHERE p.status = 'pending' AND p.expires_at <= $1
          AND b.status = 'pending_payment' AND b.hold_expires_at > $1
        ORDER BY p.expires_at LIMIT 200
        FOR UPDATE OF p SKIP LOCKED`,
      [now],
    );
  }

  /** The booking's newest code still live at `now`, and how many codes it has had. */
  async liveAndCount(
    manager: EntityManager,
    bookingId: string,
    now: Date,
  ): Promise<{ live: PaymentEntity | null; previous: number }> {
    const repository = manager.getRepository(PaymentEntity);
    return {
      live: await repository.findOne({
        where: { bookingId, status: 'pending', expiresAt: MoreThan(now) },
        order: { createdAt: 'DESC' },
      }),
      previous: await repository.count({ where: { bookingId } }),
    };
  }

  /** Adds a pending code unless its idempotency key was used; the new row's id, if added. */
  async insertPending(
    manager: EntityManager,
    code: {
      bookingId: string;
      provider: string;
      providerPaymentId: string;
      ussdCode: string;
      amountUsdCents: number;
      amountSleMinor: number;
      /** The leones-per-dollar rate in force as the code was issued. */
      slePerUsd: number;
      expiresAt: Date;
      idempotencyKey: string;
    },
  ): Promise<{ id: string }[]> {
    return (await manager.query(
      `INSERT INTO payments (booking_id, provider, provider_payment_id, ussd_code,
       amount_usd_cents, amount_sle_minor, sle_per_usd, status, expires_at, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $9, 'pending', $7, $8)
     ON CONFLICT DO NOTHING RETURNING id`,
      [
        code.bookingId,
        code.provider,
        code.providerPaymentId,
        code.ussdCode,
        code.amountUsdCents,
        code.amountSleMinor,
        code.expiresAt,
        code.idempotencyKey,
        code.slePerUsd,
      ],
    )) as { id: string }[];
  }

  async findById(manager: EntityManager, id: string): Promise<PaymentEntity | null> {
    return manager.getRepository(PaymentEntity).findOneBy({ id });
  }

  async lockById(manager: EntityManager, id: string): Promise<PaymentEntity | null> {
    return manager.getRepository(PaymentEntity).findOne({
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Records a provider's webhook event once; false when it was recorded before. */
  async recordWebhookEvent(eventId: string, name: string, receivedAt: Date): Promise<boolean> {
    const recorded = (await this.dataSource.query(
      `INSERT INTO webhook_events (event_id, name, received_at) VALUES ($1, $2, $3)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [eventId, name, receivedAt],
    )) as unknown[];
    return recorded.length > 0;
  }

  /** Forgets a recorded webhook event. */
  async forgetWebhookEvent(eventId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM webhook_events WHERE event_id = $1', [eventId]);
  }

  async markCompleted(manager: EntityManager, id: string, completedAt: Date): Promise<void> {
    await manager.getRepository(PaymentEntity).update({ id }, { status: 'completed', completedAt });
  }
}
