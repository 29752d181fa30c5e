import type { BookingServiceType } from '@salone/booking-rules';
import type { EntityManager, EntityTarget } from 'typeorm';
import type { ListingColumns, ListingKind } from '../listing.entity.js';

/** A listing row of any kind: the listing columns, its id and its photos. */
export type ListingRow = ListingColumns & { id: number; images: string[] };

/**
 * What the catalogue knows of one kind of listing (hotel, event, car, tour, property): its
 * names, its table and entity, and how its parts are read. The catalogue's own read side (the
 * public controller, service and repository in the kind's folder) and the other modules'
 * per-kind parts (the partner's writes in operators, the booking quote in bookings) are keyed by
 * `kind`, so a kind is added here first (docs/architecture.md, Adding a listing kind).
 */
export interface ListingKindDescriptor<E extends ListingRow = ListingRow, P = unknown> {
  /** The kind as the partner and admin APIs name it (`/listings/:kind/:id`) and audit records it. */
  kind: ListingKind;
  /**
   * The path segment of its routes: the public catalogue's `/api/<segment>` and the partner's
   * `/api/partner/organisations/:orgId/<segment>`.
   */
  segment: string;
  /** The folder of its public read side under backend/src/catalogue (controller, service, DTOs). */
  folder: string;
  /** The kind in the plural, as messages say it ("does not offer hotels"). */
  plural: string;
  /** What a booking of it is called (`bookings.service_type`). */
  serviceType: BookingServiceType;
  /** Its table and its entity. */
  table: string;
  entity: EntityTarget<E>;
  /** SQL of its display name, over the alias `x`. */
  nameSql: string;
  /** SQL of the contact e-mail the listing itself names (organiser, operator, agent), over `l`; NULL if none. */
  contactSql: string;
  /** Its parts (a hotel's room types, an event's ticket categories), archived ones too. */
  parts(manager: EntityManager, id: number): Promise<P>;
}
