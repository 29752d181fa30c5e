import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/index.js';
import { ContactModule } from '../contact/index.js';
import { OrganisationsRepository } from '../operators/index.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';

/**
 * The platform admin's console (the role guards come from AccessModule, the audit log from
 * AuditModule). It owns no table: accounts, listings, the contact inbox, organisations and
 * bookings are read and changed through their modules.
 */
@Module({
  imports: [BookingsModule, ContactModule],
  controllers: [AdminController],
  providers: [AdminService, OrganisationsRepository],
})
export class AdminModule {}
