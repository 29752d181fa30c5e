import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { smsConfig } from '../config/configuration.js';
import { type DomainEvents, OutboxService } from '../notifications/index.js';

/** The digest goes out from 17:00, Freetown time (GMT), the evening before the arrivals. */
export const DIGEST_FROM_HOUR = 17;
const BATCH = 50;

type Arrival = DomainEvents['member.arrivals_digest']['arrivals'][number];

/** Result rows of a query: arrays on PostgreSQL, `[rows, count]` for an UPDATE ... RETURNING. */
const rowsOf = <T>(result: unknown): T[] => {
  const list = result as unknown[];
  return (Array.isArray(list[0]) ? list[0] : list) as T[];
};

/**
 * The evening digest of tomorrow's arrivals, for each member who chose it: on the reminders'
 * timer (SMS_REMINDER_SWEEP_SECONDS; 0 turns it off), from 17:00 until midnight, each member's
 * digest for the next day is claimed once (`arrivals_digest_sent_for`) and written to the outbox
 * as an e-mail. A day without arrivals sends nothing. The arrivals are the organisation's
 * confirmed bookings that start that day, read from the bookings table.
 */
@Injectable()
export class ArrivalsDigest implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ArrivalsDigest');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(smsConfig.KEY) private readonly config: ConfigType<typeof smsConfig>,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.reminderSweepSeconds <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.send()
        .then((count) => count > 0 && this.logger.log(`Queued ${count} arrivals digests`))
        .catch((error: unknown) => this.logger.error({ err: error }, 'Arrivals digest failed'))
        .finally(() => (this.running = undefined));
    }, this.config.reminderSweepSeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Queues the digests due at `now` (the next day's arrivals); returns how many were sent. */
  async send(now = new Date()): Promise<number> {
    if (now.getUTCHours() < DIGEST_FROM_HOUR) return 0;
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    const date = day.toISOString().slice(0, 10);
    let sent = 0;
    for (;;) {
      const { claimed, queued } = await this.dataSource.transaction((manager) =>
        this.sendBatch(manager, date, day),
      );
      sent += queued;
      if (claimed < BATCH) return sent;
    }
  }

  private async sendBatch(
    manager: EntityManager,
    date: string,
    day: Date,
  ): Promise<{ claimed: number; queued: number }> {
    const members = rowsOf<{
      organisation_id: number;
      email: string | null;
      organisation_name: string;
    }>(
      await manager.query(
        `WITH due AS (
           SELECT organisation_id, user_id FROM organisation_members
            WHERE arrivals_digest
              AND (arrivals_digest_sent_for IS NULL OR arrivals_digest_sent_for < $1::date)
            ORDER BY organisation_id, user_id
            LIMIT $2
            FOR UPDATE SKIP LOCKED)
         UPDATE organisation_members m SET arrivals_digest_sent_for = $1::date
           FROM due, users u, organisations o
          WHERE m.organisation_id = due.organisation_id AND m.user_id = due.user_id
            AND u.id = m.user_id AND o.id = m.organisation_id
         RETURNING m.organisation_id, u.email, o.name AS organisation_name`,
        [date, BATCH],
      ),
    );
    const arrivalsOf = new Map<number, Arrival[]>();
    let queued = 0;
    for (const member of members) {
      if (!member.email) continue;
      let arrivals = arrivalsOf.get(member.organisation_id);
      if (!arrivals) {
        arrivals = await this.arrivals(manager, member.organisation_id, day);
        arrivalsOf.set(member.organisation_id, arrivals);
      }
      if (arrivals.length === 0) continue;
      await this.outbox.record(manager, {
        type: 'member.arrivals_digest',
        aggregateType: 'member',
        aggregateId: `${member.organisation_id}:${member.email}`,
        payload: {
          email: member.email,
          organisation: { id: member.organisation_id, name: member.organisation_name },
          date,
          arrivals,
        },
      });
      queued += 1;
    }
    return { claimed: members.length, queued };
  }

  /** The organisation's confirmed bookings that start on `day`, earliest first. */
  private async arrivals(
    manager: EntityManager,
    organisationId: number,
    day: Date,
  ): Promise<Arrival[]> {
    const rows = (await manager.query(
      `SELECT id, reference, service_name, customer_name, customer_phone, guests,
              metadata ->> 'roomType' AS room_type,
              metadata ->> 'specialRequests' AS special_requests
         FROM bookings
        WHERE organisation_id = $1 AND status = 'confirmed'
          AND start_date >= $2 AND start_date < $3
        ORDER BY start_date, customer_name, reference`,
      [organisationId, day, new Date(day.getTime() + 86_400_000)],
    )) as Record<string, string | number | null>[];
    return rows.map((row) => ({
      bookingId: String(row.id),
      reference: String(row.reference),
      serviceName: String(row.service_name),
      customerName: String(row.customer_name),
      customerPhone: row.customer_phone ? String(row.customer_phone) : null,
      guests: Number(row.guests),
      roomType: row.room_type ? String(row.room_type) : null,
      specialRequests:
        typeof row.special_requests === 'string' && row.special_requests.trim() !== ''
          ? row.special_requests.trim()
          : null,
    }));
  }
}
