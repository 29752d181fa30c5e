import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { AdminGuard, OrganisationMemberGuard } from './access.guards.js';

/** The role guards (admin, organisation member), usable by any module's controllers. */
@Global()
@Module({
  imports: [AuthModule],
  providers: [AdminGuard, OrganisationMemberGuard],
  exports: [AdminGuard, OrganisationMemberGuard, AuthModule],
})
export class AccessModule {}
