import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountMemberships } from '../../account/index.js';
import type { KeyMakers } from '../../api-keys/index.js';
import type {
  BookingRecipients,
  OrganisationContact,
  OrganisationContacts,
} from '../../bookings/index.js';
import type { WebhookEndpointOwners } from '../../notifications/index.js';
import { OrganisationsRepository } from '../organisations.repository.js';

/** The account's memberships, for 'Delete my account'. */
@Injectable()
export class OrganisationMembersForAccounts implements AccountMemberships {
  constructor(private readonly organisations: OrganisationsRepository) {}

  ownsOrganisation(userId: string): Promise<boolean> {
    return this.organisations.ownsAny(userId);
  }

  removeAll(manager: EntityManager, userId: string): Promise<void> {
    return this.organisations.removeAllMembershipsOf(manager, userId);
  }
}

/** The role of an API key's maker, for verifying the key. */
@Injectable()
export class OrganisationMembersForApiKeys implements KeyMakers {
  constructor(private readonly organisations: OrganisationsRepository) {}

  roleOf(organisationId: number, userId: string): Promise<string | null> {
    return this.organisations.roleIn(organisationId, userId);
  }
}

/** The organisations' public contact details, shown with their bookings. */
@Injectable()
export class OrganisationContactsForBookings implements OrganisationContacts {
  constructor(private readonly organisations: OrganisationsRepository) {}

  contactsOf(ids: number[]): Promise<OrganisationContact[]> {
    return this.organisations.contactsOf(ids);
  }

  bookingRecipients(manager: EntityManager, organisationId: number): Promise<BookingRecipients> {
    return this.organisations.bookingRecipients(manager, organisationId);
  }
}

/** Who is told that a webhook endpoint was paused: the organisation's owners. */
@Injectable()
export class OrganisationOwnersForWebhooks implements WebhookEndpointOwners {
  constructor(private readonly organisations: OrganisationsRepository) {}

  ownerEmails(manager: EntityManager, organisationId: number): Promise<string[]> {
    return this.organisations.ownerEmailsOf(manager, organisationId);
  }
}
