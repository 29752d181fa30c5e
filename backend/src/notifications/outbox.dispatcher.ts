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
import { mailRoutes, renderMail, type TemplateName } from './email/templates.js';
import type { DomainEvent, DomainEvents } from './events.js';
import { OUTBOX_CHANNELS, type OutboxChannel } from './entities/outbox-delivery.entity.js';
import { OutboxRepository } from './outbox.repository.js';
import { SMS_PROVIDER, SmsSendError, type SmsProvider } from './sms/sms-provider.js';
import {
  WEBHOOK_ENDPOINT_OWNERS,
  type WebhookEndpointOwners,
} from './webhooks/endpoint-owners.port.js';
import { sendWebhook } from './webhooks/webhook-sender.js';

export const MAILER = 'MAILER';

/** Deliveries claimed per look, in one channel, by `runLane`. */
const BATCH = 20;
/**
 * Sends under way at once per process and channel: independent slots, each freed the moment
 * its send ends (a slow send holds its own slot only). Webhooks have many, since an
 * endpoint holds at most {@link PER_ENDPOINT} of them and an answer takes 5 s at most.
 */
export const SLOTS: Record<OutboxChannel, number> = { email: 8, sms: 4, webhook: 32 };
/** Tries in flight at once per webhook endpoint, counted across every process. */
export const PER_ENDPOINT = 2;
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

/** One channel's lane: its own looks, its own slots; another channel's never wait for it. */
interface Lane {
  /** The look under way, if any (one at a time per lane and process). */
  looking: Promise<void> | undefined;
  /** Look again when this one ends (something was queued meanwhile). */
  again: boolean;
  /** The sends under way, one per busy slot. */
  sending: Set<Promise<void>>;
}

/** What one look at the outbox did. */
export interface DispatchRound {
  claimed: number;
  sent: number;
  failed: number;
  dead: number;
}

/**
 * Delivers the outbox, each channel (e-mail, webhooks, SMS) on a lane of its own with its own
 * slots: a send holds one slot while it runs and frees it the moment it ends, and a free slot
 * takes the next due delivery at once, so no delivery waits for another's answer. A webhook
 * endpoint holds at most {@link PER_ENDPOINT} slots across every process, an answer takes 5 s
 * at most, and an endpoint that keeps failing is paused (its owners are e-mailed) until a
 * test event succeeds: eight endpoints that take ten seconds never hold up a healthy endpoint,
 * a password-reset e-mail or an SMS. Each look claims due deliveries with
 * `FOR UPDATE SKIP LOCKED` and leases them by moving `next_attempt_at` (and `leased_until`)
 * past the try, so replicas never claim one row at once; sends run outside any transaction,
 * then each row is marked sent, or due again after a backoff, or dead after the last try. A
 * process killed mid-send leaves its rows leased; they come due again when the lease ends:
 * at least once, never lost.
 */
@Injectable()
export class OutboxDispatcher
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | undefined;
  private readonly lanes = new Map<OutboxChannel, Lane>(
    OUTBOX_CHANNELS.map((channel) => [
      channel,
      { looking: undefined, again: false, sending: new Set<Promise<void>>() },
    ]),
  );
  private stopped = false;
  private readonly messageDomain: string;

  constructor(
    private readonly outbox: OutboxRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    @Inject(WEBHOOK_ENDPOINT_OWNERS) private readonly owners: WebhookEndpointOwners,
    @InjectDataSource() private readonly dataSource: DataSource,
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
    for (const lane of this.lanes.values()) {
      await lane.looking;
      await Promise.all([...lane.sending]);
    }
  }

  onApplicationShutdown(): void {
    this.mailer.close();
  }

  /** Looks at the outbox soon, in every lane or in one (once more if a look is under way). */
  nudge(channel?: OutboxChannel): void {
    if (this.stopped || this.config.pollMs <= 0) return;
    for (const name of channel ? [channel] : OUTBOX_CHANNELS) this.nudgeLane(name);
  }

  /**
   * Fills the lane's free slots with due deliveries, one look at a time; each send that ends
   * frees its slot and looks again.
   */
  private nudgeLane(channel: OutboxChannel): void {
    const lane = this.lanes.get(channel)!;
    if (lane.looking) {
      lane.again = true;
      return;
    }
    const look = async () => {
      try {
        do {
          lane.again = false;
          while (!this.stopped) {
            const free = SLOTS[channel] - lane.sending.size;
            if (free <= 0) break;
            const rows = await this.claim(channel, new Date(), free);
            for (const row of rows) this.occupySlot(channel, lane, row);
            if (rows.length < free) break;
          }
        } while (lane.again && !this.stopped);
      } catch (error) {
        this.logger.error({ err: error, channel }, 'Outbox dispatch failed');
      }
    };
    // Cleared in a callback of its own: a look that finds every slot busy ends without
    // awaiting anything, before `looking` would otherwise have been set.
    lane.looking = look().finally(() => {
      lane.looking = undefined;
    });
  }

  /** Sends one delivery in a slot of its own; the slot is freed, and refilled, when it ends. */
  private occupySlot(channel: OutboxChannel, lane: Lane, row: Claimed): void {
    const sending: Promise<void> = this.deliver(row)
      .catch((error: unknown) =>
        this.logger.error({ err: error, deliveryId: row.id, channel }, 'Outbox delivery failed'),
      )
      .finally(() => {
        lane.sending.delete(sending);
        if (!this.stopped) this.nudgeLane(channel);
      });
    lane.sending.add(sending);
  }

  /** Claims up to `limit` due deliveries of the channel (webhooks: within each endpoint's share). */
  private async claim(channel: OutboxChannel, now: Date, limit: number): Promise<Claimed[]> {
    return (
      channel === 'webhook'
        ? await this.outbox.claimDueWebhooks(now, limit, this.config.leaseSeconds, PER_ENDPOINT)
        : await this.outbox.claimDue(channel, now, limit, this.config.leaseSeconds)
    ) as Claimed[];
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

  /**
   * One look in one lane, outside the slots: claims up to a batch of its due deliveries and
   * tries each once, all at once.
   */
  async runLane(channel: OutboxChannel, now = new Date()): Promise<DispatchRound> {
    const rows = await this.claim(channel, now, BATCH);
    const round: DispatchRound = { claimed: rows.length, sent: 0, failed: 0, dead: 0 };
    await Promise.all(rows.map((row) => this.deliver(row, round)));
    return round;
  }

  private async deliver(
    row: Claimed,
    round: DispatchRound = { claimed: 0, sent: 0, failed: 0, dead: 0 },
  ): Promise<void> {
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
      // A success ends the endpoint's run of failures; a paused endpoint resumes, and what
      // waited for it is due at once.
      if (row.channel === 'webhook' && (await this.outbox.endpointSucceeded(row.target))) {
        this.logger.log({ endpointId: row.target }, 'Webhook endpoint resumed');
        this.nudge('webhook');
      }
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
    if (row.channel === 'webhook' && attempt.final !== true) {
      await this.endpointFailed(row.target, reason);
    }
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

  /**
   * Counts a failed try against its endpoint; when the endpoint has failed long enough it is
   * paused and, in the same transaction, its organisation's owners are e-mailed.
   */
  private async endpointFailed(endpointId: string, lastError: string): Promise<void> {
    const paused = await this.dataSource.transaction(async (manager) => {
      const endpoint = await this.outbox.endpointFailed(
        manager,
        endpointId,
        this.config.webhookPauseAfterFailures,
        this.config.webhookPauseAfterSeconds,
      );
      if (!endpoint?.justPaused) return false;
      const payload: DomainEvents['webhook.paused'] = {
        organisationId: endpoint.organisationId,
        endpoint: { id: endpointId, url: endpoint.url },
        failures: endpoint.consecutiveFailures,
        failingSince: new Date(endpoint.failingSince).toISOString(),
        lastError: lastError.slice(0, 300),
        ownerEmails: await this.owners.ownerEmails(manager, endpoint.organisationId),
      };
      const event = {
        type: 'webhook.paused',
        aggregateType: 'organisation',
        aggregateId: String(endpoint.organisationId),
        payload,
      } as DomainEvent;
      const eventId = await this.outbox.insertEvent(manager, {
        type: event.type,
        aggregateType: event.aggregateType,
        aggregateId: event.aggregateId,
        payload: JSON.stringify(payload),
      });
      const routes = mailRoutes(event);
      if (routes.length > 0) {
        await this.outbox.insertEmailDeliveries(
          manager,
          eventId,
          routes.map((route) => `${route.template}:${route.to}`),
        );
      }
      this.logger.warn(
        { endpointId, organisationId: endpoint.organisationId, failures: payload.failures },
        'Webhook endpoint paused: it keeps failing',
      );
      return true;
    });
    if (paused) this.nudge('email');
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
    const data = structuredClone(row.payload) as Record<string, unknown> & {
      booking?: Record<string, unknown>;
    };
    // Who is e-mailed about an event is the e-mail's business, not the event's.
    for (const key of ['operatorEmails', 'ownerEmails', 'adminEmails']) delete data[key];
    // The account behind a booking is the traveller's business; the customer on it is not.
    // Where Salone's own SMS go is no business of the organisation's systems.
    if (data.booking) {
      for (const key of [
        'accountEmail',
        'customerPhone',
        'locale',
        'operatorSmsPhone',
        'memberEmails',
        'memberSmsPhones',
      ]) {
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
      row.id,
      body,
      { 'Salone-Event-Id': row.event_id, 'Salone-Delivery-Id': row.id, 'Idempotency-Key': row.id },
      this.app.nodeEnv === NodeEnv.Production,
    );
    return { ok: result.error === null, ...result };
  }
}
