import { HotelEntity } from '../hotels/hotel.entity.js';
import { RoomEntity } from '../hotels/room.entity.js';
import type { ListingKindDescriptor } from './listing-kind.js';

/** Hotels: room types, each with a number of identical units, booked by the night. */
export const hotelKind: ListingKindDescriptor<HotelEntity, RoomEntity[]> = {
  kind: 'hotel',
  segment: 'hotels',
  folder: 'hotels',
  plural: 'hotels',
  serviceType: 'hotel',
  table: 'hotels',
  entity: HotelEntity,
  nameSql: 'x.name',
  contactSql: 'NULL',
  /** Every room type, cheapest first. */
  parts: (manager, id) =>
    manager.find(RoomEntity, { where: { hotelId: id }, order: { priceCents: 'ASC', id: 'ASC' } }),
};
