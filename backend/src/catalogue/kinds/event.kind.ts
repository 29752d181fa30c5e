import { EventEntity } from '../events/event.entity.js';
import { TicketCategoryEntity } from '../events/ticket-category.entity.js';
import type { ListingKindDescriptor } from './listing-kind.js';

/** Events: ticket categories, each with a counted quantity. */
export const eventKind: ListingKindDescriptor<EventEntity, TicketCategoryEntity[]> = {
  kind: 'event',
  segment: 'events',
  folder: 'events',
  plural: 'events',
  serviceType: 'event',
  table: 'events',
  entity: EventEntity,
  nameSql: 'x.title',
  contactSql: "l.organizer->>'email'",
  /** Its ticket categories in their order. */
  parts: (manager, id) =>
    manager.find(TicketCategoryEntity, {
      where: { eventId: id },
      order: { sortOrder: 'ASC', id: 'ASC' },
    }),
};
