import { PropertyEntity } from '../real-estate/property.entity.js';
import type { ListingKindDescriptor } from './listing-kind.js';

/** Properties for sale or rent: booked as viewings in half-hour slots. */
export const propertyKind: ListingKindDescriptor<PropertyEntity, null> = {
  kind: 'property',
  segment: 'properties',
  folder: 'real-estate',
  plural: 'properties',
  serviceType: 'real_estate',
  table: 'properties',
  entity: PropertyEntity,
  nameSql: 'x.title',
  contactSql: "l.agent->>'email'",
  parts: () => Promise.resolve(null),
};
