export { OrganisationsRepository } from './organisations.repository.js';
export { AdminOrganisationDto, ReasonDto } from './dto/organisation.dto.js';
export { ORGANISATION_STATUSES } from './entities/organisation.entity.js';
export type {
  OrganisationEntity,
  OrganisationStatus,
  ServiceKind,
} from './entities/organisation.entity.js';
export { toOrganisationDto } from './organisations.service.js';
export { ListingHoldsRepository } from './listing-holds.repository.js';
export type { ListingHoldEntity, ListingHoldState } from './entities/listing-hold.entity.js';
export { LISTING_HOLD_STATES } from './entities/listing-hold.entity.js';
export { ListingHoldDto } from './listings/dto/partner-listing.dto.js';
export { toHoldDto } from './listings/listings.service.js';
