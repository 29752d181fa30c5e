import { ReviewEntity, ReviewReportEntity, ReviewRequestEntity } from './review.entity.js';

export const REVIEW_ENTITIES = [ReviewEntity, ReviewReportEntity, ReviewRequestEntity];
