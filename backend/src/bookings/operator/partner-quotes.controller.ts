import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentMembership, type Membership } from '../../auth/index.js';
import { LISTING_KINDS, parseListingKind } from '../../catalogue/index.js';
import { ApiErrors, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { QuoteDto, QuoteRequestDto } from './dto/partner-quote.dto.js';
import { NOT_PUBLISHED_QUOTE, PartnerQuoteService } from './partner-quote.service.js';

/**
 * Quotes for the organisation's own listings: the price a booking would charge and whether it
 * could be made now. Members (owners and staff) of the organisation in the path.
 */
@ApiTags('Listings')
@ApiServerError()
@ApiParam({ name: 'orgId', type: Number, description: 'The organisation', example: 1 })
@Controller('partner/organisations/:orgId')
export class PartnerQuotesController {
  constructor(private readonly quotes: PartnerQuoteService) {}

  /**
   * What a booking of the listing with these dates and this party would charge now, line by
   * line, computed by the booking's own code; and whether it could be made now. Nothing is
   * held: book with `POST /api/bookings` and the quote's `total` as `totalAmount`. Refused as
   * the booking would refuse the same terms (400 INVALID_BOOKING with the field at fault). A
   * listing sold out, off sale or over answers 200 with `available: false`, `unavailable`
   * saying why and, when the booking's code could not price it, `total: null`. Members only.
   */
  @Post('listings/:kind/:id/quote')
  @Authenticated({ role: 'member', scope: 'catalogue:read' })
  @HttpCode(200)
  @ApiParam({ name: 'kind', enum: LISTING_KINDS, example: 'hotel' })
  @ApiParam({ name: 'id', type: Number, description: 'The listing', example: 1 })
  @ApiOkResponse({ description: 'The quote', type: QuoteDto })
  @ApiErrors({
    400: {
      codes: ['INVALID_BOOKING', 'VALIDATION_FAILED'],
      description:
        'Terms a booking would refuse (INVALID_BOOKING: dates, party, room type, ticket category, times), or a body that fails validation (VALIDATION_FAILED); `details` names the field',
      messages: { INVALID_BOOKING: 'Check-out date must be after check-in date' },
      field: 'endDate',
    },
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such organisation or listing, or not the caller’s organisation',
      messages: { NOT_FOUND: 'Hotel not found' },
    },
    409: {
      codes: ['LISTING_CONFLICT'],
      description: 'The listing is not published',
      messages: { LISTING_CONFLICT: NOT_PUBLISHED_QUOTE },
    },
  })
  quoteListing(
    @CurrentMembership() membership: Membership,
    @Param('kind') kind: string,
    @Param('id', new ParseIdPipe('Listing')) id: number,
    @Body() body: QuoteRequestDto,
  ): Promise<QuoteDto> {
    return this.quotes.quote(membership.organisationId, parseListingKind(kind), id, body);
  }
}
