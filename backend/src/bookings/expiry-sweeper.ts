import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { AuthService } from '../auth/index.js';
import { bookingsConfig } from '../config/configuration.js';
import { UploadsService } from '../uploads/index.js';
import { BookingsService } from './bookings.service.js';
import { PeriodicJob } from '../common/jobs/periodic-job.js';

/**
 * Expires unpaid bookings (and deletes sessions past their absolute expiry, and uploads past
 * their retention: docs/retention.md) on a timer
 * (EXPIRY_SWEEP_SECONDS; 0 turns it off).
 */
@Injectable()
export class ExpirySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ExpirySweeper');
  private readonly job = new PeriodicJob(this.logger, 'Expiry sweep failed', () =>
    this.bookings
      .sweep()
      .then((count) => count > 0 && this.logger.log(`Expired ${count} unpaid bookings`))
      .then(() => this.auth.purgeExpiredSessions())
      .then(() => this.uploads.sweep())
      .then(({ unattached, afterBooking }) => {
        if (unattached + afterBooking > 0) {
          this.logger.log(
            `Deleted ${unattached} unattached uploads, ${afterBooking} after their booking`,
          );
        }
      }),
  );

  constructor(
    private readonly bookings: BookingsService,
    private readonly auth: AuthService,
    private readonly uploads: UploadsService,
    @Inject(bookingsConfig.KEY) private readonly config: ConfigType<typeof bookingsConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.sweepSeconds);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.job.stop();
  }
}
