import { Global, Module } from '@nestjs/common';
import { ApiKeysModule } from '../../api-keys/api-keys.module.js';
import { AuthModule } from '../../auth/auth.module.js';
import { AdminGuard, OrganisationMemberGuard } from './access.guards.js';

/** The role guards (admin, organisation member), usable by any module's controllers. */
@Global()
@Module({
  imports: [AuthModule, ApiKeysModule],
  providers: [AdminGuard, OrganisationMemberGuard],
  exports: [AdminGuard, OrganisationMemberGuard, AuthModule, ApiKeysModule],
})
export class AccessModule {}
