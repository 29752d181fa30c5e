import { TourEntity } from '../tours/tour.entity.js';
import type { ListingKindDescriptor } from './listing-kind.js';

/** Tours: shared seats per departure, private groups per day. */
export const tourKind: ListingKindDescriptor<TourEntity, null> = {
  kind: 'tour',
  segment: 'tours',
  folder: 'tours',
  plural: 'tours',
  serviceType: 'tour',
  table: 'tours',
  entity: TourEntity,
  nameSql: 'x.title',
  contactSql: "l.operator->>'email'",
  parts: () => Promise.resolve(null),
};
