import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { smsConfig } from '../config/configuration.js';
import { ReviewsService } from './reviews.service.js';
import { PeriodicJob } from '../common/jobs/periodic-job.js';

/**
 * The review requests' timer: on the reminders' cadence (SMS_REMINDER_SWEEP_SECONDS; 0 turns
 * both off), every paid booking that ended before today gets its review request, once, by
 * e-mail through the outbox (ReviewsService.requestReviews).
 */
@Injectable()
export class ReviewRequests implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReviewRequests');
  private readonly job = new PeriodicJob(this.logger, 'Review request sweep failed', () =>
    this.reviews
      .requestReviews()
      .then((count) => count > 0 && this.logger.log(`Queued ${count} review requests`)),
  );

  constructor(
    private readonly reviews: ReviewsService,
    @Inject(smsConfig.KEY) private readonly config: ConfigType<typeof smsConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.reminderSweepSeconds);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.job.stop();
  }
}
