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

/**
 * The review requests' timer: on the reminders' cadence (SMS_REMINDER_SWEEP_SECONDS; 0 turns
 * both off), every paid booking that ended before today gets its review request, once, by
 * e-mail through the outbox (ReviewsService.requestReviews).
 */
@Injectable()
export class ReviewRequests implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReviewRequests');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly reviews: ReviewsService,
    @Inject(smsConfig.KEY) private readonly config: ConfigType<typeof smsConfig>,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.reminderSweepSeconds <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.reviews
        .requestReviews()
        .then((count) => count > 0 && this.logger.log(`Queued ${count} review requests`))
        .catch((error: unknown) => this.logger.error({ err: error }, 'Review request sweep failed'))
        .finally(() => (this.running = undefined));
    }, this.config.reminderSweepSeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
