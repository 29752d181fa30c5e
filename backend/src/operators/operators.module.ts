import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/index.js';
import { OperatorsController, PartnerOrganisationsController } from './operators.controller.js';
import { ListingImagesController } from './listings/listing-images.controller.js';
import { ListingsController } from './listings/listings.controller.js';
import { ListingsService } from './listings/listings.service.js';
import { ListingImagesRepository } from './listings/listing-images.repository.js';
import { ListingsRepository } from './listings/listings.repository.js';
import { OrganisationsRepository } from './organisations.repository.js';
import { ListingHoldsRepository } from './listing-holds.repository.js';
import { OrganisationsService } from './organisations.service.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';
import { ArrivalsDigest } from './arrivals-digest.js';
import { WebhookEventsController, WebhooksController } from './webhooks.controller.js';

/** Operator organisations: applying, their details and members, their listings. */
@Module({
  imports: [UploadsModule],
  controllers: [
    OperatorsController,
    PartnerOrganisationsController,
    ListingsController,
    ListingImagesController,
    WebhooksController,
    WebhookEventsController,
  ],
  providers: [
    OrganisationsService,
    NotificationPreferencesService,
    ArrivalsDigest,
    ListingsService,
    OrganisationsRepository,
    ListingImagesRepository,
    ListingsRepository,
    ListingHoldsRepository,
  ],
  exports: [OrganisationsService],
})
export class OperatorsModule {}
