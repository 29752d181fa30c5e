import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { appConfig, mailConfig } from '../config/configuration.js';
import { NodeEnv } from '../config/env.validation.js';
import type { Mailer } from './email/mailer.js';
import { renderMail, type TemplateName } from './email/templates.js';
import { OUTBOX_CHANNELS, type OutboxChannel } from './entities/outbox-delivery.entity.js';
import { OutboxRepository } from './outbox.repository.js';
import { SMS_PROVIDER, SmsSendError, type SmsProvider } from './sms/sms-provider.js';
import { sendWebhook } from './webhooks/webhook-sender.js';

export const MAILER = 'MAILER';

/** Deliveries claimed per look, in one channel. */
const BATCH = 20;
/** Deliveries of one channel sent at once by one process. */
const PARALLEL = 4;
/** The longest wait between two tries of an e-mail. */
const MAX_BACKOFF_SECONDS = 6 * 3600;
/**
 * Waits after each failed webhook try: ten tries over about 24 hours. Scaled by
 * OUTBOX_RETRY_SECONDS / 30, so tests can run the whole schedule in seconds.
 */
export const WEBHOOK_RETRY_SECONDS = [60, 300, 900, 1800, 3600, 7200, 14400, 28800, 28800];

interface Claimed {
  id: string;
  channel: OutboxChannel;
  target: string;
  attempts: number;
  event_id: string;
  type: string;
  payload: unknown;
  occurred_at: Date;
}

/** The outcome of one try. */
interface Attempt {
  ok: boolean;
  status: number | null;
  durationMs: number;
  error: string | null;
  /** No point in trying again (the endpoint was removed, the number is invalid). */
  final?: boolean;
  /** An SMS: the provider's id and word for it. */
  providerMessageId?: string;
  providerStatus?: string;
}

/** One channel's lane: its own looks, its own sends; another channel's never wait for it. */
interface Lane {
  running: Promise<void> | undefined;
  again: boolean;
}

/** What one look at the outbox did. */
export interface DispatchRound {
  claimed: number;
  sent: number;
  failed: number;
  dead: number;
}

/**
 * Delivers the outbox, each channel (e-mail, webhooks, SMS) on a lane of its own: separate
 * looks and separate sends, so endpoints that take ten seconds to answer never hold up a
 * password-reset e-mail or an SMS, and the reverse. Each look claims due deliveries with `FOR UPDATE SKIP LOCKED` and
 * leases them by moving `next_attempt_at` past the try (so replicas never claim one row at
 * once), sends them outside any transaction, then marks each sent, or due again after an
 * exponential backoff, or dead after the last try. A process killed mid-send leaves its rows
 * leased; they come due again when the lease ends: at least once, never lost.
 */
@Injectable()
export class OutboxDispatcher
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | undefined;
  private readonly lanes = new Map<OutboxChannel, Lane>(
    OUTBOX_CHANNELS.map((channel) => [channel, { running: undefined, again: false }]),
  );
  private stopped = false;
  private readonly messageDomain: string;

  constructor(
    private readonly outbox: OutboxRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
  ) {
    this.messageDomain = /@([^\s>]+)>?$/.exec(config.from)?.[1] ?? 'salone.invalid';
  }

  onApplicationBootstrap(): void {
    if (this.config.pollMs <= 0) return;
    this.timer = setInterval(() => this.nudge(), this.config.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /**
   * Stops looking and waits for every lane's sends to end, before any module shuts down: the
   * database is still there for the lanes to record what they sent.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.all([...this.lanes.values()].map((lane) => lane.running));
  }

  onApplicationShutdown(): void {
    this.mailer.close();
  }

  /** Looks at the outbox soon, in every lane or in one (once more if a look is under way). */
  nudge(channel?: OutboxChannel): void {
    if (this.stopped || this.config.pollMs <= 0) return;
    for (const name of channel ? [channel] : OUTBOX_CHANNELS) this.nudgeLane(name);
  }

  private nudgeLane(channel: OutboxChannel): void {
    const lane = this.lanes.get(channel)!;
    if (lane.running) {
      lane.again = true;
      return;
    }
    lane.running = (async () => {
      try {
        do {
          lane.again = false;
          let round: DispatchRound;
          do round = await this.runLane(channel);
          while (round.claimed === BATCH && !this.stopped);
        } while (lane.again && !this.stopped);
      } catch (error) {
        this.logger.error({ err: error, channel }, 'Outbox dispatch failed');
      } finally {
        lane.running = undefined;
      }
    })();
  }

  /** One look in every lane at once: claims up to a batch per channel and tries each once. */
  async runOnce(now = new Date()): Promise<DispatchRound> {
    const rounds = await Promise.all(OUTBOX_CHANNELS.map((channel) => this.runLane(channel, now)));
    return rounds.reduce(
      (sum, round) => ({
        claimed: sum.claimed + round.claimed,
        sent: sum.sent + round.sent,
        failed: sum.failed + round.failed,
        dead: sum.dead + round.dead,
      }),
      { claimed: 0, sent: 0, failed: 0, dead: 0 },
    );
  }

  /** One look in one lane: claims up to a batch of its due deliveries and tries each once. */
  async runLane(channel: OutboxChannel, now = new Date()): Promise<DispatchRound> {
    const rows = (await this.outbox.claimDue(
      channel,
      now,
      BATCH,
      this.config.leaseSeconds,
    )) as Claimed[];
    const round: DispatchRound = { claimed: rows.length, sent: 0, failed: 0, dead: 0 };
    for (let i = 0; i < rows.length; i += PARALLEL) {
      // Shutting down: the rows not tried keep their lease and come due again after it.
      if (this.stopped) break;
      await Promise.all(rows.slice(i, i + PARALLEL).map((row) => this.deliver(row, round)));
    }
    return round;
  }

  private async deliver(row: Claimed, round: DispatchRound): Promise<void> {
    let attempt: Attempt;
    try {
      attempt =
        row.channel === 'email'
          ? await this.sendEmail(row)
          : row.channel === 'sms'
            ? await this.sendSms(row)
            : await this.sendToEndpoint(row);
    } catch (error) {
      attempt = {
        ok: false,
        status: error instanceof SmsSendError ? error.status : null,
        durationMs: 0,
        error: error instanceof Error ? error.message : String(error),
        final: error instanceof SmsSendError && error.permanent,
      };
    }
    if (attempt.ok) {
      await this.outbox.markSent(row.id, attempt.status, attempt.durationMs, {
        messageId: attempt.providerMessageId,
        status: attempt.providerStatus,
      });
      round.sent += 1;
      return;
    }
    const reason = attempt.error ?? 'failed';
    const dead =
      attempt.final === true ||
      (row.channel !== 'webhook'
        ? row.attempts >= this.config.maxAttempts
        : row.attempts > WEBHOOK_RETRY_SECONDS.length);
    const wait =
      row.channel !== 'webhook'
        ? Math.min(this.config.retrySeconds * 2 ** (row.attempts - 1), MAX_BACKOFF_SECONDS)
        : (WEBHOOK_RETRY_SECONDS[Math.min(row.attempts, WEBHOOK_RETRY_SECONDS.length) - 1] *
            this.config.retrySeconds) /
          30;
    await this.outbox.markFailed(row.id, {
      dead,
      reason: reason.slice(0, 1000),
      waitSeconds: wait,
      status: attempt.status,
      durationMs: attempt.durationMs,
    });
    if (dead) round.dead += 1;
    else round.failed += 1;
    this.logger[dead ? 'error' : 'warn'](
      {
        deliveryId: row.id,
        channel: row.channel,
        eventType: row.type,
        attempts: row.attempts,
        err: reason,
      },
      dead ? 'Delivery failed for the last time: dead letter' : 'Delivery failed: will retry',
    );
  }

  private async sendEmail(row: Claimed): Promise<Attempt> {
    const started = Date.now();
    const at = row.target.indexOf(':');
    const template = row.target.slice(0, at) as TemplateName;
    const to = row.target.slice(at + 1);
    const message = renderMail(template, to, row.payload, { publicUrl: this.config.publicUrl });
    await this.mailer.send(message, {
      from: this.config.from,
      messageId: `<${row.id}@${this.messageDomain}>`,
    });
    return { ok: true, status: null, durationMs: Date.now() - started, error: null };
  }

  private async sendSms(row: Claimed): Promise<Attempt> {
    const started = Date.now();
    const { to, text, kind } = row.payload as { to: string; text: string; kind: string };
    const accepted = await this.sms.send({ to, text, kind, reference: row.id });
    return {
      ok: true,
      status: null,
      durationMs: Date.now() - started,
      error: null,
      providerMessageId: accepted.messageId,
      providerStatus: accepted.status,
    };
  }

  private async sendToEndpoint(row: Claimed): Promise<Attempt> {
    const endpoint = await this.outbox.findEndpoint(row.target);
    if (!endpoint) {
      return {
        ok: false,
        status: null,
        durationMs: 0,
        error: 'The endpoint was removed',
        final: true,
      };
    }
    const data = structuredClone(row.payload) as { booking?: Record<string, unknown> };
    // The account behind a booking is the traveller's business; the customer on it is not.
    // Where Salone's own SMS go is no business of the organisation's systems.
    if (data.booking) {
      for (const key of ['accountEmail', 'customerPhone', 'locale', 'operatorSmsPhone']) {
        delete data.booking[key];
      }
    }
    const body = JSON.stringify({
      id: row.event_id,
      type: row.type,
      createdAt: new Date(row.occurred_at).toISOString(),
      data,
    });
    const result = await sendWebhook(
      endpoint,
      body,
      { 'Salone-Event-Id': row.event_id, 'Salone-Delivery-Id': row.id, 'Idempotency-Key': row.id },
      this.app.nodeEnv === NodeEnv.Production,
    );
    return { ok: result.error === null, ...result };
  }
}
