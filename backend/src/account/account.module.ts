import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { PlannerModule } from '../planner/index.js';
import { UploadsModule } from '../uploads/index.js';
import { AccountDataController } from './account-data.controller.js';
import { AccountDataService } from './account-data.service.js';

/**
 * The traveller's own data: 'Download my data' and 'Delete my account'. The bookings and the
 * organisation memberships are reached through the ACCOUNT_BOOKINGS and ACCOUNT_MEMBERSHIPS
 * ports, which the bookings and operators modules bind.
 */
@Module({
  imports: [AuthModule, PlannerModule, UploadsModule],
  controllers: [AccountDataController],
  providers: [AccountDataService],
})
export class AccountModule {}
