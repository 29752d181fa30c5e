export {
  listingName,
  listingSummary,
  lockRoom,
  lockTicketCategory,
  nextTicketSortOrder,
  readListings,
} from './listings.repository.js';
export type { ListingsFilter } from './listings.repository.js';
export { BOOKING_ORGANISATION_SQL } from './listing.entity.js';
