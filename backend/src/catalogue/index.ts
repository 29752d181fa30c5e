export {
  listingName,
  listingSummary,
  lockRoom,
  lockTicketCategory,
  nextTicketSortOrder,
  readListings,
} from './listings.repository.js';
export type { ListingsFilter } from './listings.repository.js';
export {
  ALL_LISTINGS_SQL,
  BOOKING_ORGANISATION_SQL,
  LISTING_KIND_REGISTRY,
  LISTING_SUMMARY_SQL,
  LISTING_TABLES,
  isListingKind,
  kindOfServiceType,
  listingKinds,
  parseListingKind,
} from './kinds/index.js';
export type { ListingKindDescriptor, ListingRow } from './kinds/index.js';
export type { CarEntity } from './cars/car.entity.js';
export type { EventEntity } from './events/event.entity.js';
export type { TicketCategoryEntity } from './events/ticket-category.entity.js';
export type { HotelEntity } from './hotels/hotel.entity.js';
export type { RoomEntity } from './hotels/room.entity.js';
export type { PropertyEntity } from './real-estate/property.entity.js';
export type { TourEntity } from './tours/tour.entity.js';
export { LISTING_KINDS } from './listing.entity.js';
export type { ListingKind } from './listing.entity.js';
