import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';
import { ListingHoldsRepository, OrganisationsRepository } from '../operators/index.js';
import { BookingSearchRepository } from '../bookings/index.js';

/**
 * The platform admin's console (the role guards come from AccessModule, the audit log from
 * AuditModule, the contact inbox from the global ContactModule). It owns no table: accounts, listings, the contact inbox, organisations and
 * bookings are read and changed through their modules.
 */
@Module({
  controllers: [AdminController],
  providers: [
    AdminService,
    OrganisationsRepository,
    ListingHoldsRepository,
    BookingSearchRepository,
  ],
})
export class AdminModule {}
