import type { EntityManager } from 'typeorm';

/**
 * Who is told when an organisation's webhook endpoint is paused: its owners. The operators
 * module owns the organisation tables and binds this port.
 */
export interface WebhookEndpointOwners {
  /**
   * The e-mail addresses of the organisation's owners (those that have one), read in
   * `manager`'s transaction (the embedded database has one connection).
   */
  ownerEmails(manager: EntityManager, organisationId: number): Promise<string[]>;
}

/** Injection token of the {@link WebhookEndpointOwners} port. */
export const WEBHOOK_ENDPOINT_OWNERS = Symbol('WEBHOOK_ENDPOINT_OWNERS');
