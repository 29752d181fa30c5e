import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { OrganisationsRepository } from '../operators/index.js';
import { UploadsModule } from '../uploads/index.js';
import { REVIEW_ENTITIES } from './entities/index.js';
import { ReviewRequests } from './review-requests.js';
import {
  AdminReviewsController,
  PartnerReviewsController,
  ReviewsController,
} from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

/**
 * Verified reviews (docs/decisions/verified-reviews.md): travellers review their paid
 * bookings, operators reply, admins hide; the catalogue keeps each listing's average.
 */
@Module({
  imports: [TypeOrmModule.forFeature(REVIEW_ENTITIES), AuthModule, CatalogueModule, UploadsModule],
  controllers: [ReviewsController, PartnerReviewsController, AdminReviewsController],
  providers: [ReviewsService, ReviewsRepository, ReviewRequests, OrganisationsRepository],
  exports: [ReviewsService],
})
export class ReviewsModule {}
