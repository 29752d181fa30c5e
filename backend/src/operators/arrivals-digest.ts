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
import { type Arrival, confirmedArrivalsOf } from '../bookings/index.js';
import { OutboxService } from '../notifications/index.js';
import { OrganisationsRepository } from './organisations.repository.js';
import { PeriodicJob } from '../common/jobs/periodic-job.js';

/** The digest goes out from 17:00, Freetown time (GMT), the evening before the arrivals. */
export const DIGEST_FROM_HOUR = 17;
const BATCH = 50;

/**
 * The evening digest of tomorrow's arrivals, for each member who chose it: on the reminders'
 * timer (SMS_REMINDER_SWEEP_SECONDS; 0 turns it off), from 17:00 until midnight, each member's
 * digest for the next day is claimed once (`arrivals_digest_sent_for`) and written to the outbox
 * as an e-mail. A day without arrivals sends nothing. The arrivals are the organisation's
 * confirmed bookings that start that day (the bookings module's `confirmedArrivalsOf`).
 */
@Injectable()
export class ArrivalsDigest implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ArrivalsDigest');
  private readonly job = new PeriodicJob(this.logger, 'Arrivals digest failed', () =>
    this.send().then((count) => count > 0 && this.logger.log(`Queued ${count} arrivals digests`)),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly organisations: OrganisationsRepository,
    @Inject(smsConfig.KEY) private readonly config: ConfigType<typeof smsConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.reminderSweepSeconds);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.job.stop();
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
    const members = await this.organisations.claimArrivalsDigests(manager, date, BATCH);
    const arrivalsOf = new Map<number, Arrival[]>();
    let queued = 0;
    for (const member of members) {
      if (!member.email) continue;
      let arrivals = arrivalsOf.get(member.organisationId);
      if (!arrivals) {
        arrivals = await confirmedArrivalsOf(
          manager,
          member.organisationId,
          day,
          new Date(day.getTime() + 86_400_000),
        );
        arrivalsOf.set(member.organisationId, arrivals);
      }
      if (arrivals.length === 0) continue;
      await this.outbox.record(manager, {
        type: 'member.arrivals_digest',
        aggregateType: 'member',
        // The member, not its address: an aggregate id is at most 64 characters.
        aggregateId: `${member.organisationId}:${member.userId}`,
        payload: {
          email: member.email,
          organisation: { id: member.organisationId, name: member.organisationName },
          date,
          arrivals,
        },
      });
      queued += 1;
    }
    return { claimed: members.length, queued };
  }
}
