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
export { BOOKING_ORGANISATION_SQL } from './listing.entity.js';
