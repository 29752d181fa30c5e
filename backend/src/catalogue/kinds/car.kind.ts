import { CarEntity } from '../cars/car.entity.js';
import type { ListingKindDescriptor } from './listing-kind.js';

/** Rental cars: one car, booked by the day. */
export const carKind: ListingKindDescriptor<CarEntity, null> = {
  kind: 'car',
  segment: 'cars',
  folder: 'cars',
  plural: 'cars',
  serviceType: 'car',
  table: 'cars',
  entity: CarEntity,
  nameSql: `x.make || ' ' || x.model || ' (' || x.year || ')'`,
  contactSql: 'NULL',
  parts: () => Promise.resolve(null),
};
