import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { PlannerModule } from '../planner/index.js';
import { AccountDataController } from './account-data.controller.js';
import { AccountDataRepository } from './account-data.repository.js';
import { AccountDataService } from './account-data.service.js';

/** The traveller's own data: 'Download my data' and 'Delete my account'. */
@Module({
  imports: [AuthModule, PlannerModule],
  controllers: [AccountDataController],
  providers: [AccountDataService, AccountDataRepository],
})
export class AccountModule {}
