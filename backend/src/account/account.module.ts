import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { PlannerModule } from '../planner/planner.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';

/** The traveller's own data: 'Download my data' and 'Delete my account'. */
@Module({
  imports: [AuthModule, BookingsModule, PlannerModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
