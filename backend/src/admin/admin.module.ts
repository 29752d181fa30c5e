import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller.js';
import { AdminRepository } from './admin.repository.js';
import { AdminService } from './admin.service.js';
import { OrganisationsRepository } from '../operators/index.js';

/** The platform admin's console (the role guards come from AccessModule, the audit log from AuditModule). */
@Module({
  controllers: [AdminController],
  providers: [AdminService, AdminRepository, OrganisationsRepository],
})
export class AdminModule {}
