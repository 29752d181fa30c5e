import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { mailConfig } from '../config/configuration.js';
import type { Mailer } from './email/mailer.js';
import { renderMail, type TemplateName } from './email/templates.js';

export const MAILER = 'MAILER';

/** Deliveries claimed per look. */
const BATCH = 20;
/** Deliveries sent at once by one process. */
const PARALLEL = 4;
/** The longest wait between two tries. */
const MAX_BACKOFF_SECONDS = 6 * 3600;

interface Claimed {
  id: string;
  channel: 'email' | 'webhook';
  target: string;
  attempts: number;
  event_id: string;
  type: string;
  payload: unknown;
}

/** What one look at the outbox did. */
export interface DispatchRound {
  claimed: number;
  sent: number;
  failed: number;
  dead: number;
}

/**
 * Delivers the outbox. Each look claims due deliveries with `FOR UPDATE SKIP LOCKED` and
 * leases them by moving `next_attempt_at` past the try (so replicas never claim one row at
 * once), sends them outside any transaction, then marks each sent, or due again after an
 * exponential backoff, or dead after the last try. A process killed mid-send leaves its rows
 * leased; they come due again when the lease ends: at least once, never lost.
 */
@Injectable()
export class OutboxDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly messageDomain: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
  ) {
    this.messageDomain = /@([^\s>]+)>?$/.exec(config.from)?.[1] ?? 'salone.invalid';
  }

  onApplicationBootstrap(): void {
    if (this.config.pollMs <= 0) return;
    this.timer = setInterval(() => this.nudge(), this.config.pollMs);
    this.timer.unref();
    this.nudge();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.mailer.close();
  }

  /** Looks at the outbox soon (once more if a look is under way). */
  nudge(): void {
    if (this.stopped || this.config.pollMs <= 0) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          let round: DispatchRound;
          do round = await this.runOnce();
          while (round.claimed === BATCH && !this.stopped);
        } while (this.again && !this.stopped);
      } catch (error) {
        this.logger.error({ err: error }, 'Outbox dispatch failed');
      } finally {
        this.running = undefined;
      }
    })();
  }

  /** One look: claims up to a batch of due deliveries and tries each once. */
  async runOnce(now = new Date()): Promise<DispatchRound> {
    const claimed = (await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM outbox_deliveries
          WHERE status = 'pending' AND next_attempt_at <= $1
          ORDER BY next_attempt_at
          LIMIT $2
          FOR UPDATE SKIP LOCKED)
       UPDATE outbox_deliveries d
          SET attempts = d.attempts + 1,
              next_attempt_at = $1::timestamptz + make_interval(secs => $3)
         FROM due, outbox_events e
        WHERE d.id = due.id AND e.id = d.event_id
       RETURNING d.id, d.channel, d.target, d.attempts, e.id AS event_id, e.type, e.payload`,
      [now, BATCH, this.config.leaseSeconds],
    )) as [Claimed[], number] | Claimed[];
    const rows = (Array.isArray(claimed[0]) ? claimed[0] : claimed) as Claimed[];
    const round: DispatchRound = { claimed: rows.length, sent: 0, failed: 0, dead: 0 };
    for (let i = 0; i < rows.length; i += PARALLEL) {
      await Promise.all(rows.slice(i, i + PARALLEL).map((row) => this.deliver(row, round)));
    }
    return round;
  }

  private async deliver(row: Claimed, round: DispatchRound): Promise<void> {
    try {
      if (row.channel !== 'email') throw new Error(`No sender for channel ${row.channel}`);
      const at = row.target.indexOf(':');
      const template = row.target.slice(0, at) as TemplateName;
      const to = row.target.slice(at + 1);
      const message = renderMail(template, to, row.payload, { publicUrl: this.config.publicUrl });
      await this.mailer.send(message, {
        from: this.config.from,
        messageId: `<${row.id}@${this.messageDomain}>`,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const dead = row.attempts >= this.config.maxAttempts;
      const wait = Math.min(
        this.config.retrySeconds * 2 ** (row.attempts - 1),
        MAX_BACKOFF_SECONDS,
      );
      await this.dataSource.query(
        `UPDATE outbox_deliveries
            SET status = $2, last_error = $3,
                next_attempt_at = clock_timestamp() + make_interval(secs => $4)
          WHERE id = $1 AND status = 'pending'`,
        [row.id, dead ? 'dead' : 'pending', reason.slice(0, 1000), wait],
      );
      if (dead) round.dead += 1;
      else round.failed += 1;
      this.logger[dead ? 'error' : 'warn'](
        { deliveryId: row.id, eventType: row.type, attempts: row.attempts, err: reason },
        dead ? 'Delivery failed for the last time: dead letter' : 'Delivery failed: will retry',
      );
      return;
    }
    await this.dataSource.query(
      `UPDATE outbox_deliveries SET status = 'sent', sent_at = clock_timestamp(), last_error = NULL
        WHERE id = $1 AND status = 'pending'`,
      [row.id],
    );
    round.sent += 1;
  }
}
