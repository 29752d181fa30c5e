import { ApiParam } from '@nestjs/swagger';
import { LISTING_KINDS } from './listing.entity.js';

/**
 * The `{kind}` of a listing's path, as the operator and admin APIs spell it: the contract lists
 * the five kinds; any other answers 404.
 */
export const ApiListingKindParam = () =>
  ApiParam({
    name: 'kind',
    enum: LISTING_KINDS,
    description:
      'The listing’s kind: `property` is the kind the catalogue lists under /api/real-estate and bookings name `real_estate`',
    example: 'hotel',
  });
