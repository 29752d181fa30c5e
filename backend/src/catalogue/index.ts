export {
  listingName,
  listingSummary,
  lockListingForModeration,
  lockRoom,
  lockTicketCategory,
  nextTicketSortOrder,
  readListings,
  unpublishAllOf,
  unpublishListing,
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
export { datedQuery } from './cache/catalogue-cache.middleware.js';
export { CATALOGUE_TTL_MS, CatalogueCache } from './cache/catalogue-cache.js';
export { CAR_TYPES } from './cars/car.entity.js';
export type { CarEntity, CarType } from './cars/car.entity.js';
export { toCarDto } from './cars/cars.service.js';
export { CarDto } from './cars/dto/car.dto.js';
export { CatalogueReader } from './catalogue-reader.repository.js';
export type {
  CarSummary,
  HotelWithRooms,
  ListingOf,
  TourSummary,
} from './catalogue-reader.repository.js';
export { CatalogueModule } from './catalogue.module.js';
export { EventDto } from './events/dto/event.dto.js';
export { EVENT_CATEGORIES } from './events/event.entity.js';
export type { EventCategory, EventEntity } from './events/event.entity.js';
export { toEventDto } from './events/events.service.js';
export type { TicketCategoryEntity } from './events/ticket-category.entity.js';
export { HotelDto } from './hotels/dto/hotel.dto.js';
export type { HotelEntity } from './hotels/hotel.entity.js';
export { toHotelDto } from './hotels/hotels.service.js';
export type { RoomEntity } from './hotels/room.entity.js';
export type { RoomRateEntity } from './hotels/room-rate.entity.js';
export {
  deleteRoomRate,
  findRoomRate,
  insertRoomRate,
  listRoomRates,
  roomRateCard,
  roomRateCounts,
  roomRatesOf,
} from './hotels/room-rates.repository.js';
export type { ServiceContentEntity } from './content/service-content.entity.js';
export { LISTING_KINDS, LISTING_STATUSES } from './listing.entity.js';
export { ApiListingKindParam } from './listing-kind-param.js';
export type { ListingColumns, ListingKind, ListingStatus } from './listing.entity.js';
export { OCCUPANCY } from './occupancy.port.js';
export type { HeldSpan, Occupancy } from './occupancy.port.js';
export { PropertyDto } from './real-estate/dto/property.dto.js';
export { PROPERTY_TYPES } from './real-estate/property.entity.js';
export type { PropertyEntity, PropertyType } from './real-estate/property.entity.js';
export { toPropertyDto } from './real-estate/real-estate.service.js';
export { viewingOffered, viewingRefusal } from './real-estate/viewing-hours.js';
export { GroupDiscountDto, TourDto } from './tours/dto/tour.dto.js';
export { TOUR_DIFFICULTIES } from './tours/tour.entity.js';
export type { TourDifficulty, TourEntity } from './tours/tour.entity.js';
export { toTourDto } from './tours/tours.service.js';
export { ListingSummaryDto, ListingSummaryPageDto } from './dto/listing-summary.dto.js';
export {
  countRooms,
  countTicketCategories,
  createListing,
  deleteTicketCategory,
  findOwnListing,
  findRoomOrFail,
  findTicketCategoryOrFail,
  insertRoom,
  insertTicketCategory,
  roomsOf,
  ticketCategoriesOf,
  updateListing,
  updateRoom,
  updateTicketCategory,
} from './listing-writes.repository.js';
export {
  LOCATION_INCOMPLETE,
  LOCATION_OUTSIDE_SIERRA_LEONE,
  SIERRA_LEONE_AREA,
  inSierraLeone,
  locationFields,
} from './location.js';
export type { Located } from './location.js';
