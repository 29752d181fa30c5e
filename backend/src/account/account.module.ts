import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { PlannerModule } from '../planner/planner.module.js';
import { AccountDataController } from './account-data.controller.js';
import { AccountDataRepository } from './account-data.repository.js';
import { AccountDataService } from './account-data.service.js';

/** The traveller's own data: 'Download my data' and 'Delete my account'. */
@Module({
  imports: [AuthModule, BookingsModule, PlannerModule],
  controllers: [AccountDataController],
  providers: [AccountDataService, AccountDataRepository],
})
export class AccountModule {}
