import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { appConfig, mailConfig } from '../config/configuration.js';
import { NodeEnv } from '../config/env.validation.js';
import type { Mailer } from './email/mailer.js';
import { renderMail, type TemplateName } from './email/templates.js';
import { OUTBOX_CHANNELS, type OutboxChannel } from './entities/outbox-delivery.entity.js';
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
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const claimed = (await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM outbox_deliveries
          WHERE status = 'pending' AND next_attempt_at <= $1 AND channel = $4
          ORDER BY next_attempt_at
          LIMIT $2
          FOR UPDATE SKIP LOCKED)
       UPDATE outbox_deliveries d
          SET attempts = d.attempts + 1,
              next_attempt_at = $1::timestamptz + make_interval(secs => $3)
         FROM due, outbox_events e
        WHERE d.id = due.id AND e.id = d.event_id
       RETURNING d.id, d.channel, d.target, d.attempts, e.id AS event_id, e.type, e.payload,
                 e.occurred_at`,
      [now, BATCH, this.config.leaseSeconds, channel],
    )) as [Claimed[], number] | Claimed[];
    const rows = (Array.isArray(claimed[0]) ? claimed[0] : claimed) as Claimed[];
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
      // A delivery report may have come before this line: its status is kept.
      await this.dataSource.query(
        `UPDATE outbox_deliveries
            SET status = 'sent', sent_at = clock_timestamp(), last_attempt_at = clock_timestamp(),
                last_error = NULL, response_status = $2, duration_ms = $3,
                provider_message_id = COALESCE($4, provider_message_id),
                provider_status = CASE WHEN provider_status_at IS NULL THEN $5
                                       ELSE provider_status END
          WHERE id = $1 AND status = 'pending'`,
        [
          row.id,
          attempt.status,
          attempt.durationMs,
          attempt.providerMessageId ?? null,
          attempt.providerStatus?.slice(0, 40) ?? null,
        ],
      );
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
    await this.dataSource.query(
      `UPDATE outbox_deliveries
          SET status = $2, last_error = $3, last_attempt_at = clock_timestamp(),
              next_attempt_at = clock_timestamp() + make_interval(secs => $4),
              response_status = $5, duration_ms = $6
        WHERE id = $1 AND status = 'pending'`,
      [
        row.id,
        dead ? 'dead' : 'pending',
        reason.slice(0, 1000),
        wait,
        attempt.status,
        attempt.durationMs,
      ],
    );
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
    const [endpoint] = (await this.dataSource.query(
      'SELECT url, secret FROM webhook_endpoints WHERE id::text = $1',
      [row.target],
    )) as { url: string; secret: string }[];
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
