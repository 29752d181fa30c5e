import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentMembership, type Membership } from '../../auth/index.js';
import { LISTING_KINDS, parseListingKind } from '../../catalogue/index.js';
import { ApiErrors, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { QuoteDto, QuoteRequestDto } from './dto/partner-quote.dto.js';
import { NOT_PUBLISHED_QUOTE, PartnerQuoteService } from './partner-quote.service.js';

/** A whole request body per kind of listing. */
const QUOTE_EXAMPLES = {
  hotel: {
    summary: 'Hotel: a room type, check-in, check-out and guests',
    value: { roomId: 2, startDate: '2026-12-20', endDate: '2026-12-23', guests: 2 },
  },
  tour: {
    summary: 'Tour: the day, participants and shared or private',
    value: { startDate: '2026-12-21', guests: 5, tourType: 'shared', preferredLanguage: 'English' },
  },
  event: {
    summary: 'Event: a ticket category and how many tickets',
    value: { ticketCategory: 'VIP box', guests: 2 },
  },
  car: {
    summary: 'Car: pickup and return days and times, with or without a driver',
    value: {
      startDate: '2026-12-20',
      pickupTime: '09:00',
      endDate: '2026-12-23',
      returnTime: '11:30',
      driverRequired: true,
      extras: ['Child seat'],
    },
  },
  property: {
    summary: 'Property: a viewing day and time',
    value: { startDate: '2026-12-20', viewingTime: '10:30', purpose: 'rent' },
  },
};

/** Answers, as the tests see them. */
const QUOTE_ANSWERS = {
  tour: {
    summary: 'A shared tour for five: the group discount taken off',
    value: {
      kind: 'tour',
      listingId: 3,
      listingName: 'Banana Islands Day Trip',
      currency: 'USD',
      startDate: '2026-12-21T00:00:00.000Z',
      endDate: null,
      guests: 5,
      lines: [
        {
          code: 'participant',
          description: 'Shared tour, per participant',
          quantity: 5,
          unitPrice: 45,
          amount: 225,
        },
      ],
      subtotal: 225,
      discounts: [
        {
          code: 'group_discount',
          description: 'Group discount (5%)',
          percent: 5,
          amount: 11.25,
        },
      ],
      total: 213.75,
      available: true,
      unavailable: null,
      quotedAt: '2026-12-01T08:00:00.000Z',
    },
  },
  full: {
    summary: 'A room type full on one of the nights: priced, not available',
    value: {
      kind: 'hotel',
      listingId: 1,
      listingName: 'Aberdeen Bay Hotel',
      currency: 'USD',
      startDate: '2026-12-20T00:00:00.000Z',
      endDate: '2026-12-22T00:00:00.000Z',
      guests: 1,
      lines: [
        {
          code: 'night',
          description: 'Deluxe Ocean View, night',
          quantity: 2,
          unitPrice: 145,
          amount: 290,
        },
      ],
      subtotal: 290,
      discounts: [],
      total: 290,
      available: false,
      unavailable: {
        code: 'ROOM_UNAVAILABLE',
        message:
          'This room is already booked for some of those nights. Please choose other dates or another room.',
      },
      quotedAt: '2026-12-01T08:00:00.000Z',
    },
  },
};

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
  @ApiBody({ type: QuoteRequestDto, examples: QUOTE_EXAMPLES })
  @ApiOkResponse({
    description:
      'The quote. When `available` is false, `unavailable.code` is what the booking would answer: ROOM_UNAVAILABLE, MINIMUM_STAY, CLOSED_TO_ARRIVAL (the room type’s price calendar; the total is still given), CAR_UNAVAILABLE, TOUR_FULL, SOLD_OUT, CLOSED, EVENT_PAST, PROPERTY_INACTIVE or VIEWING_TAKEN',
    type: QuoteDto,
    examples: QUOTE_ANSWERS,
  })
  @ApiErrors({
    400: {
      codes: ['INVALID_BOOKING', 'VIEWING_NOT_OFFERED', 'VALIDATION_FAILED'],
      description:
        'Terms a booking would refuse (INVALID_BOOKING: dates, party, room type, ticket category, times; VIEWING_NOT_OFFERED: a day or time the property does not show), or a body that fails validation (VALIDATION_FAILED); `details` names the field',
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
