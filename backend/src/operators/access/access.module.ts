import { Global, Module } from '@nestjs/common';
import { ApiKeysModule } from '../../api-keys/api-keys.module.js';
import { ORGANISATION_ACCESS } from '../../auth/authentication.js';
import { AuthModule } from '../../auth/auth.module.js';
import { OrganisationMembership } from './access.guards.js';

/**
 * What `@Authenticated` needs in any module's controllers: the session and password checks
 * (auth), the API key check (api-keys) and, here, membership of an organisation.
 */
@Global()
@Module({
  imports: [AuthModule, ApiKeysModule],
  providers: [{ provide: ORGANISATION_ACCESS, useClass: OrganisationMembership }],
  exports: [ORGANISATION_ACCESS, AuthModule, ApiKeysModule],
})
export class AccessModule {}
