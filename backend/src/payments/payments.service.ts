import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { sameAmount, toDollars, toLeones } from '@salone/booking-rules';
import type { UserEntity } from '../auth/index.js';
import {
  BOOKING_LIFECYCLE,
  type BookingEntity,
  type BookingLifecycle,
  BookingSnapshots,
} from '../bookings/index.js';
import {
  badRequest,
  conflict,
  notAvailable,
  notFound,
  unauthorized,
} from '../common/errors/domain.exception.js';
import { isUuid } from '../common/parse-id.pipe.js';
import { paymentsConfig } from '../config/configuration.js';
import { paymentSnapshot } from './payment-snapshot.js';
import { OutboxService } from '../notifications/index.js';
import type {
  CreateMonimePaymentDto,
  PaymentResponseDto,
  WebhookAckDto,
} from './dto/payment.dto.js';
import { PaymentEntity, type PaymentStatus } from './entities/payment.entity.js';
import { ExchangeRateService } from './exchange-rate/exchange-rate.service.js';
import { PaymentLedger } from './payment-ledger.js';
import { PaymentsRepository } from './payments.repository.js';
import {
  amountMismatch,
  BOOKING_ALREADY_PAID,
  BOOKING_NOT_PAYABLE,
  INVALID_EVENT,
  INVALID_SIGNATURE,
  PAYMENT_CODE_EXPIRED,
  PAYMENT_NOT_COMPLETABLE,
  SANDBOX_NOT_AVAILABLE,
  SIGNATURE_EXPIRED,
  WEBHOOKS_NOT_AVAILABLE,
} from './payments.errors.js';
import {
  PAYMENT_PROVIDER,
  ProviderUnavailableError,
  type PaymentProvider,
} from './providers/payment-provider.js';
import { checkMonimeSignature } from './webhook-signature.js';

/** The envelope of every Monime webhook. */
interface MonimeEvent {
  apiVersion?: string;
  event: { id: string; name: string; timestamp?: string };
  object?: { id?: unknown; type?: unknown };
  data?: Record<string, unknown>;
}

export interface CompletionResult {
  payment: PaymentEntity;
  booking: BookingEntity;
}

export interface CompleteOptions {
  /**
   * True when the provider itself said the code was paid (webhook, refresh): the money is
   * taken, so the payment is recorded as completed whatever our own clock says. False for
   * the sandbox and the CLI, which refuse expired or closed payments.
   */
  providerConfirmed: boolean;
  now?: Date;
}

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
    private readonly dataSource: DataSource,
    @Inject(BOOKING_LIFECYCLE) private readonly bookings: BookingLifecycle,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(paymentsConfig.KEY) private readonly config: ConfigType<typeof paymentsConfig>,
    private readonly outbox: OutboxService,
    private readonly snapshots: BookingSnapshots,
    private readonly ledger: PaymentLedger,
    private readonly rows: PaymentsRepository,
    private readonly rates: ExchangeRateService,
  ) {}

  /**
   * Issues (or returns the live) USSD payment code of the user's booking. The amount comes
   * from the booking; the request's amount only has to agree with it.
   */
  async createForBooking(
    user: UserEntity,
    dto: CreateMonimePaymentDto,
    now = new Date(),
  ): Promise<PaymentResponseDto> {
    const booking = await this.bookings.findOwnedEntity(user.id, dto.bookingId);
    assertPayable(booking.status, booking.holdExpiresAt, now);
    if (!sameAmount(dto.amount, booking.totalAmountCents)) {
      throw conflict(amountMismatch(booking.totalAmountCents), 'AMOUNT_MISMATCH');
    }

    // Short transaction: lock the booking, re-check it, look for a live code. The provider
    // is called outside it; the unique idempotency key settles concurrent requests.
    const { live, previous } = await this.dataSource.transaction(async (manager) => {
      const locked = await this.bookings.lockForUpdate(manager, booking.id);
      if (!locked) throw notFound('Booking');
      assertPayable(locked.status, locked.holdExpiresAt, now);
      return this.rows.liveAndCount(manager, booking.id, now);
    });
    if (live) return toPaymentDto(live, now);

    const expiresAt = new Date(booking.holdExpiresAt!);
    // A new code needs time to be dialled before the hold lets go of the booking.
    if (expiresAt.getTime() - now.getTime() < MIN_HOLD_FOR_NEW_CODE_MS) {
      throw conflict(BOOKING_NOT_PAYABLE, 'HOLD_EXPIRED');
    }
    const idempotencyKey = `booking-${booking.id}-${previous}`;
    // The rate in force as the code is issued, recorded with the payment; whole leones, by the
    // same rule as every leone price on screen (RULINGS 19).
    const { slePerUsd } = await this.rates.current();
    // A code is never for nothing: an amount under half a leone (a few cents) is charged one.
    const amountSleMinor = Math.max(1, toLeones(booking.totalAmountCents, slePerUsd)) * 100;
    const code = await this.provider.createPaymentCode({
      reference: booking.reference,
      name: `Salone ${booking.reference}`,
      amountSleMinor,
      customerName: dto.customerName,
      customerPhone: dto.customerPhone,
      description: dto.description,
      idempotencyKey,
      expiresAt,
      bookingId: booking.id,
    });

    // The code and the "booking received" e-mail that carries it are written together.
    const inserted = await this.dataSource.transaction(async (manager) => {
      const rows = await this.rows.insertPending(manager, {
        bookingId: booking.id,
        provider: this.provider.name,
        providerPaymentId: code.providerPaymentId,
        ussdCode: code.ussdCode,
        amountUsdCents: booking.totalAmountCents,
        amountSleMinor,
        slePerUsd,
        // Never later than the hold, even if the provider rounded its expiry up.
        expiresAt: code.expiresAt < expiresAt ? code.expiresAt : expiresAt,
        idempotencyKey,
      });
      if (rows[0]) {
        const created = await manager.findOneByOrFail(PaymentEntity, { id: rows[0].id });
        await this.outbox.record(manager, {
          type: 'booking.payment_requested',
          aggregateType: 'booking',
          aggregateId: booking.id,
          payload: {
            booking: await this.snapshots.of(manager, booking),
            payment: paymentSnapshot(created),
          },
        });
      }
      return rows;
    });
    const payment = await this.payments.findOne({
      where: inserted[0]
        ? { id: inserted[0].id }
        : [{ idempotencyKey }, { providerPaymentId: code.providerPaymentId }],
    });
    if (!payment) throw new Error(`Payment ${idempotencyKey} vanished after its insert`);
    if (!inserted[0]) this.logger.log({ idempotencyKey }, 'Concurrent request: existing code');
    return toPaymentDto(payment, now);
  }

  /** The user's payment, its status brought up to date. */
  async findForUser(user: UserEntity, paymentId: string, now = new Date()) {
    const payment = await this.findOwned(user, paymentId);
    return toPaymentDto(await this.refresh(payment, now), now);
  }

  /** Sandbox only: pays the user's pending code as if the phone had approved it. */
  async completeSandbox(user: UserEntity, paymentId: string): Promise<PaymentResponseDto> {
    if (this.provider.name !== 'sandbox') {
      throw notAvailable(SANDBOX_NOT_AVAILABLE);
    }
    const payment = await this.findOwned(user, paymentId);
    if (payment.provider !== 'sandbox') {
      throw notAvailable(SANDBOX_NOT_AVAILABLE);
    }
    const now = new Date();
    const { payment: completed } = await this.markCompleted(payment.id, {
      providerConfirmed: false,
      now,
    });
    return toPaymentDto(completed, now);
  }

  /**
   * The one completion path (sandbox route, webhook, refresh, CLI): marks the payment
   * completed and confirms its booking in one transaction. Idempotent. Locks the booking
   * row first, then the payment, the same order as everywhere else.
   */
  async markCompleted(paymentId: string, options: CompleteOptions): Promise<CompletionResult> {
    const now = options.now ?? new Date();
    const result = await this.dataSource.transaction(async (manager) => {
      const found = await this.rows.findById(manager, paymentId);
      if (!found) throw notFound('Payment');
      const booking = await this.bookings.lockForUpdate(manager, found.bookingId);
      const payment = await this.rows.lockById(manager, paymentId);
      if (!payment || !booking) {
        throw notFound('Payment');
      }
      if (payment.status !== 'completed') {
        if (!options.providerConfirmed) this.assertCompletable(payment, booking.status, now);
        payment.status = 'completed';
        payment.completedAt = now;
        await this.rows.markCompleted(manager, payment.id, now);
      }
      const confirmed = await this.bookings.confirmPaid(manager, payment.bookingId, now);
      if (booking.status === 'pending_payment' && confirmed.status === 'confirmed') {
        await this.outbox.record(manager, {
          type: 'booking.confirmed',
          aggregateType: 'booking',
          aggregateId: confirmed.id,
          payload: {
            booking: await this.snapshots.of(manager, confirmed),
            payment: paymentSnapshot(payment),
          },
        });
      }
      return { payment, booking: confirmed };
    });
    if (result.booking.status !== 'confirmed') {
      this.logger.error(
        { paymentId, bookingId: result.booking.id, bookingStatus: result.booking.status },
        'Payment completed for a booking that is no longer payable: refund needed',
      );
    }
    return result;
  }

  /** Completes the pending sandbox payment named by its id or its booking's reference. */
  async completeFromCli(idOrReference: string): Promise<CompletionResult> {
    const value = idOrReference.trim();
    const row = isUuid(value)
      ? await this.payments.findOneBy({ id: value })
      : await this.latestOfBooking(await this.bookings.idByReference(value));
    if (!row) throw notFound('Payment');
    if (row.provider !== 'sandbox') {
      throw notAvailable(SANDBOX_NOT_AVAILABLE);
    }
    return this.markCompleted(row.id, { providerConfirmed: false });
  }

  /**
   * A Monime webhook: signature and age checked over the exact bytes, each event handled
   * once, and the payment code re-read from Monime before anything is confirmed.
   */
  async handleMonimeWebhook(
    rawBody: Buffer | undefined,
    signature: string | undefined,
    now = new Date(),
  ): Promise<WebhookAckDto> {
    const secret = this.config.monime.webhookSecret;
    if (!secret) throw notAvailable(WEBHOOKS_NOT_AVAILABLE);
    const check = checkMonimeSignature(secret, signature, rawBody, now);
    if (check !== 'valid') {
      throw unauthorized(
        check === 'expired' ? SIGNATURE_EXPIRED : INVALID_SIGNATURE,
        'INVALID_SIGNATURE',
      );
    }
    const event = parseEvent(rawBody!);
    const recorded = await this.rows.recordWebhookEvent(
      event.event.id,
      event.event.name.slice(0, 100),
      now,
    );
    if (!recorded) return { received: true, duplicate: true };
    try {
      await this.processEvent(event, now);
    } catch (error) {
      // Forget the event so Monime's retry is handled rather than taken for a replay.
      await this.rows.forgetWebhookEvent(event.event.id);
      throw error;
    }
    return { received: true };
  }

  private async processEvent(event: MonimeEvent, now: Date): Promise<void> {
    const { id, name } = event.event;
    if (!/^(payment_code|payment)\./.test(name)) {
      this.logger.log({ eventId: id, name }, 'Webhook event ignored');
      return;
    }
    const data = event.data ?? {};
    const nested = data.paymentCode as { id?: unknown } | undefined;
    const candidates = [event.object?.id, data.id, data.paymentCodeId, nested?.id].filter(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    const payment =
      candidates.length > 0
        ? await this.payments.findOne({ where: { providerPaymentId: In(candidates) } })
        : null;
    if (!payment) {
      this.logger.warn({ eventId: id, name, candidates }, 'Webhook for an unknown payment code');
      return;
    }
    if (payment.provider !== this.provider.name) {
      this.logger.warn({ eventId: id, paymentId: payment.id }, 'Webhook for another provider');
      return;
    }
    if (payment.status === 'completed') return;
    const { status } = await this.provider.getPaymentCode(payment.providerPaymentId);
    this.logger.log({ eventId: id, name, paymentId: payment.id, status }, 'Webhook re-read');
    await this.applyProviderStatus(payment, status, now);
  }

  private async applyProviderStatus(
    payment: PaymentEntity,
    status: 'pending' | 'processing' | 'expired' | 'cancelled' | 'completed',
    now: Date,
  ): Promise<void> {
    if (status === 'completed') {
      await this.markCompleted(payment.id, { providerConfirmed: true, now });
    } else if (status === 'expired' || status === 'cancelled') {
      await this.close(payment.id, status, this.dataSource.manager);
    }
  }

  /** Monime is asked about pending codes; a pending code past its time is expired. */
  private async refresh(payment: PaymentEntity, now: Date): Promise<PaymentEntity> {
    if (payment.status !== 'pending') return payment;
    if (payment.provider === 'monime' && this.provider.name === 'monime') {
      try {
        const { status } = await this.provider.getPaymentCode(payment.providerPaymentId);
        await this.applyProviderStatus(payment, status, now);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        // Show what we know; the webhook or the next read will catch up.
      }
    }
    const current = (await this.payments.findOneBy({ id: payment.id }))!;
    if (current.status === 'pending' && current.expiresAt <= now) {
      await this.close(current.id, 'expired', this.dataSource.manager);
      current.status = 'expired';
    }
    return current;
  }

  /** Closes a pending code (provider's word, or its time ran out): {@link PaymentLedger.failCode}. */
  private async close(
    paymentId: string,
    status: Extract<PaymentStatus, 'expired' | 'cancelled'>,
    manager: EntityManager,
  ): Promise<void> {
    await manager.transaction((tx) => this.ledger.failCode(tx, paymentId, status));
  }

  /** A booking's pending code, else its most recent one. */
  private async latestOfBooking(bookingId: string | null): Promise<PaymentEntity | null> {
    if (bookingId === null) return null;
    const payments = await this.payments.find({
      where: { bookingId },
      order: { createdAt: 'DESC' },
    });
    return payments.find((payment) => payment.status === 'pending') ?? payments[0] ?? null;
  }

  private async findOwned(user: UserEntity, paymentId: string): Promise<PaymentEntity> {
    const payment = await this.payments.findOneBy({ id: paymentId });
    if (!payment || !(await this.bookings.isOwnedBy(user.id, payment.bookingId))) {
      throw notFound('Payment');
    }
    return payment;
  }

  private assertCompletable(payment: PaymentEntity, bookingStatus: string, now: Date): void {
    if (
      payment.status === 'expired' ||
      (payment.status === 'pending' && payment.expiresAt <= now)
    ) {
      throw conflict(PAYMENT_CODE_EXPIRED, 'PAYMENT_EXPIRED');
    }
    if (payment.status !== 'pending') throw conflict(PAYMENT_NOT_COMPLETABLE, 'PAYMENT_CLOSED');
    if (bookingStatus !== 'pending_payment' && bookingStatus !== 'confirmed') {
      throw conflict(BOOKING_NOT_PAYABLE, 'BOOKING_NOT_PAYABLE');
    }
  }
}

/** Less hold than this left, and no new payment code is issued. */
const MIN_HOLD_FOR_NEW_CODE_MS = 2 * 60_000;

function assertPayable(status: string, holdExpiresAt: Date | null, now: Date): void {
  if (status === 'confirmed') throw conflict(BOOKING_ALREADY_PAID, 'BOOKING_PAID');
  if (
    status === 'expired' ||
    (status === 'pending_payment' && holdExpiresAt && new Date(holdExpiresAt) <= now)
  ) {
    throw conflict(BOOKING_NOT_PAYABLE, 'HOLD_EXPIRED');
  }
  if (status !== 'pending_payment' || !holdExpiresAt) {
    throw conflict(BOOKING_NOT_PAYABLE, 'BOOKING_NOT_PAYABLE');
  }
}

function parseEvent(rawBody: Buffer): MonimeEvent {
  let value: unknown;
  try {
    value = JSON.parse(rawBody.toString('utf8'));
  } catch {
    value = undefined;
  }
  const event = (value as Partial<MonimeEvent> | undefined)?.event;
  if (
    typeof event !== 'object' ||
    event === null ||
    typeof event.id !== 'string' ||
    event.id.length === 0 ||
    event.id.length > 100 ||
    typeof event.name !== 'string'
  ) {
    throw badRequest(INVALID_EVENT, 'INVALID_EVENT');
  }
  return value as MonimeEvent;
}

export function toPaymentDto(payment: PaymentEntity, now = new Date()): PaymentResponseDto {
  const expired = payment.status === 'pending' && payment.expiresAt <= now;
  return {
    ussdCode: payment.ussdCode,
    paymentId: payment.id,
    bookingId: payment.bookingId,
    status: expired ? 'expired' : payment.status,
    amountUsd: toDollars(payment.amountUsdCents),
    amountSle: Math.round(payment.amountSleMinor) / 100,
    slePerUsd: payment.slePerUsd,
    expiresAt: payment.expiresAt.toISOString(),
  };
}
