/**
 * What verifying an API key needs to know of organisation membership: a key works only while
 * the owner who made it still owns the organisation. The operators module owns the
 * membership table and binds this port (it imports the api-keys module).
 */
export interface KeyMakers {
  /** The account's role in the organisation ('owner', 'staff'), or null when not a member. */
  roleOf(organisationId: number, userId: string): Promise<string | null>;
}

/** Injection token of the {@link KeyMakers} port. */
export const KEY_MAKERS = Symbol('KEY_MAKERS');
