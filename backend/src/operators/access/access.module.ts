import { Global, Module } from '@nestjs/common';
import { ApiKeysModule } from '../../api-keys/index.js';
import { AuthModule, ORGANISATION_ACCESS, ORGANISATION_MEMBERS } from '../../auth/index.js';
import { OrganisationsRepository } from '../organisations.repository.js';
import { OrganisationMembersForAuth, OrganisationMembership } from './access.guards.js';

/**
 * What `@Authenticated` needs in any module's controllers: the session and password checks
 * (auth), the API key check (api-keys) and, here, membership of an organisation.
 */
@Global()
@Module({
  imports: [AuthModule, ApiKeysModule],
  providers: [
    OrganisationsRepository,
    { provide: ORGANISATION_ACCESS, useClass: OrganisationMembership },
    { provide: ORGANISATION_MEMBERS, useClass: OrganisationMembersForAuth },
  ],
  exports: [ORGANISATION_ACCESS, ORGANISATION_MEMBERS, AuthModule, ApiKeysModule],
})
export class AccessModule {}
