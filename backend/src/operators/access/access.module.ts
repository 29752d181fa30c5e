import { Global, Module } from '@nestjs/common';
import { ACCOUNT_MEMBERSHIPS } from '../../account/index.js';
import { ApiKeysModule, KEY_MAKERS } from '../../api-keys/index.js';
import { AuthModule, ORGANISATION_ACCESS, ORGANISATION_MEMBERS } from '../../auth/index.js';
import { ORGANISATION_CONTACTS } from '../../bookings/index.js';
import { WEBHOOK_ENDPOINT_OWNERS } from '../../notifications/index.js';
import { OrganisationsRepository } from '../organisations.repository.js';
import { OrganisationMembersForAuth, OrganisationMembership } from './access.guards.js';
import {
  OrganisationContactsForBookings,
  OrganisationMembersForAccounts,
  OrganisationMembersForApiKeys,
  OrganisationOwnersForWebhooks,
} from './membership-ports.js';

/**
 * What `@Authenticated` needs in any module's controllers: the session and password checks
 * (auth), the API key check (api-keys) and, here, membership of an organisation; and the
 * ports of the account, api-keys, bookings and notifications modules that the organisation
 * tables answer.
 */
@Global()
@Module({
  imports: [AuthModule, ApiKeysModule],
  providers: [
    OrganisationsRepository,
    { provide: ORGANISATION_ACCESS, useClass: OrganisationMembership },
    { provide: ORGANISATION_MEMBERS, useClass: OrganisationMembersForAuth },
    { provide: ACCOUNT_MEMBERSHIPS, useClass: OrganisationMembersForAccounts },
    { provide: KEY_MAKERS, useClass: OrganisationMembersForApiKeys },
    { provide: ORGANISATION_CONTACTS, useClass: OrganisationContactsForBookings },
    { provide: WEBHOOK_ENDPOINT_OWNERS, useClass: OrganisationOwnersForWebhooks },
  ],
  exports: [
    ORGANISATION_ACCESS,
    ORGANISATION_MEMBERS,
    ACCOUNT_MEMBERSHIPS,
    KEY_MAKERS,
    ORGANISATION_CONTACTS,
    WEBHOOK_ENDPOINT_OWNERS,
    AuthModule,
    ApiKeysModule,
  ],
})
export class AccessModule {}
