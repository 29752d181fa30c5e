/**
 * What 'Delete my account' needs of the account's places in operator organisations. The
 * operators module owns the organisation tables and binds this port.
 */
import type { EntityManager } from 'typeorm';

export interface AccountMemberships {
  /** Whether the account owns an operator organisation. */
  ownsOrganisation(userId: string): Promise<boolean>;
  /** In `manager`'s transaction: the account is no longer a member of any organisation. */
  removeAll(manager: EntityManager, userId: string): Promise<void>;
}

/** Injection token of the {@link AccountMemberships} port. */
export const ACCOUNT_MEMBERSHIPS = Symbol('ACCOUNT_MEMBERSHIPS');
