/** What other modules may use of the reviews module. */
export { ReviewsModule } from './reviews.module.js';
export { ReviewsService } from './reviews.service.js';
export { SUB_SCORES, REVIEW_WINDOW_DAYS } from './review-rules.js';
export type {
  ReviewEntity,
  ReviewReportEntity,
  ReviewRequestEntity,
} from './entities/review.entity.js';
