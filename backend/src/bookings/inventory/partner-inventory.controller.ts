import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Authenticated, CurrentMembership, type Membership } from '../../auth/index.js';
import { Idempotent } from '../../common/idempotency/idempotency.js';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors, ApiInvalid, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { actorOf } from '../operator/operator-bookings.controller.js';
import { AvailabilityService } from './availability.service.js';
import { ClosuresService } from './closures.service.js';
import {
  AvailabilityQueryDto,
  CarAvailabilityDto,
  EventAvailabilityDto,
  HotelAvailabilityDto,
  PropertyAvailabilityDto,
  TourAvailabilityDto,
} from './dto/availability.dto.js';
import { ClosureDto, CreateClosureDto, ListClosuresQueryDto } from './dto/closure.dto.js';
import { CreateRoomRateDto, ListRoomRatesQueryDto, RoomRateDto } from './dto/room-rate.dto.js';
import { RATE_INPUT_MESSAGES, RoomRatesService } from './room-rates.service.js';

const listingNotFound = (what: string) =>
  ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: `No such organisation or ${what.toLowerCase()}, or not the caller’s organisation`,
      messages: { NOT_FOUND: `${what} not found` },
    },
  });

/**
 * The organisation's inventory: closures, and the availability of its own listings (drafts
 * and unpublished ones too). Members (owners and staff) of the organisation in the path.
 */
@ApiTags('Listings')
@ApiServerError()
@ApiParam({ name: 'orgId', type: Number, description: 'The organisation', example: 1 })
@Controller('partner/organisations/:orgId')
export class PartnerInventoryController {
  constructor(
    private readonly closures: ClosuresService,
    private readonly availability: AvailabilityService,
    private readonly rates: RoomRatesService,
  ) {}

  /**
   * The hotel's price calendar: date ranges set over its room types' base prices (prices,
   * weekend prices, minimum stays, closed to arrival), oldest first: where they overlap, the
   * later wins. Those with nights from today on, unless includePast. Members only.
   */
  @Get('hotels/:id/rates')
  @Authenticated({ role: 'member', scope: 'catalogue:read' })
  @ApiOkResponse({ description: 'Date ranges, oldest first', type: [RoomRateDto] })
  @listingNotFound('Hotel')
  listRoomRates(
    @CurrentMembership() membership: Membership,
    @Param('id', new ParseIdPipe('Hotel')) id: number,
    @Query() query: ListRoomRatesQueryDto,
  ): Promise<RoomRateDto[]> {
    return this.rates.list(membership.organisationId, id, query);
  }

  /**
   * Sets a price, a weekend price (Friday and Saturday nights), a minimum stay or
   * closed-to-arrival on a range of nights of one or more room types, in one step: one range
   * per room type, newer than every other so it wins where they overlap. Bookings already made
   * keep their price. Audited as `room_rate.create`. Members only.
   */
  @Post('hotels/:id/rates')
  @Idempotent()
  @Authenticated({ role: 'member', scope: 'listings:write' })
  @ApiCreatedResponse({ description: 'The ranges made, one per room type', type: [RoomRateDto] })
  @ApiErrors({
    400: {
      codes: ['INVALID_RATE', 'VALIDATION_FAILED'],
      description:
        'Nights in the past or out of order, more than 366 nights, nothing to set, a room type not of this hotel, or too many ranges on a room type; `details` names the field',
      messages: { INVALID_RATE: RATE_INPUT_MESSAGES.nothing },
      field: 'price',
    },
  })
  @listingNotFound('Hotel')
  createRoomRates(
    @CurrentMembership() membership: Membership,
    @Param('id', new ParseIdPipe('Hotel')) id: number,
    @Body() body: CreateRoomRateDto,
  ): Promise<RoomRateDto[]> {
    return this.rates.create(actorOf(membership), id, body);
  }

  /** Removes a date range: its nights go back to what the other ranges and the base price say. Members only. */
  @Delete('hotels/:id/rates/:rateId')
  @Idempotent()
  @Authenticated({ role: 'member', scope: 'listings:write' })
  @HttpCode(204)
  @ApiParam({ name: 'rateId', type: Number, description: 'The date range', example: 12 })
  @ApiNoContentResponse({ description: 'Removed' })
  @listingNotFound('Price range')
  async deleteRoomRate(
    @CurrentMembership() membership: Membership,
    @Param('id', new ParseIdPipe('Hotel')) id: number,
    @Param('rateId', new ParseIdPipe('Price range')) rateId: number,
  ): Promise<void> {
    await this.rates.remove(actorOf(membership), id, rateId);
  }

  /** Closures of the organisation's room types, cars and tours (today on, unless includePast). Members only. */
  @Get('closures')
  @Authenticated({ role: 'member', scope: 'catalogue:read' })
  @ApiOkResponse({ description: 'Closures, first day first', type: [ClosureDto] })
  listClosures(
    @Param('orgId', new ParseIdPipe('Organisation')) orgId: number,
    @Query() query: ListClosuresQueryDto,
  ): Promise<ClosureDto[]> {
    return this.closures.list(orgId, query);
  }

  /**
   * Closes a room type (all or some units), a car or a tour for whole days. Refused when it
   * would cut into live bookings: the answer lists them. Members only.
   */
  @Post('closures')
  @Idempotent()
  @Authenticated({ role: 'member', scope: 'listings:write' })
  @ApiCreatedResponse({ description: 'The closure', type: ClosureDto })
  @ApiInvalid('startDate', 'A closure cannot start in the past')
  @listingNotFound('Hotel')
  @ApiErrors({
    409: {
      codes: ['CLOSURE_CUTS_BOOKINGS'],
      description: 'Live bookings fall inside the closure; `details` lists each by reference',
    },
  })
  createClosure(
    @CurrentMembership() membership: Membership,
    @Body() body: CreateClosureDto,
  ): Promise<ClosureDto> {
    return this.closures.create(actorOf(membership), body);
  }

  /** Reopens what a closure closed. Members only. */
  @Delete('closures/:closureId')
  @Idempotent()
  @Authenticated({ role: 'member', scope: 'listings:write' })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  @listingNotFound('Closure')
  async deleteClosure(
    @CurrentMembership() membership: Membership,
    @Param('closureId') closureId: string,
  ): Promise<void> {
    await this.closures.remove(actorOf(membership), closureId);
  }

  /** Units, bookings, closures and vacancies per room type and night. Members only. */
  @Get('hotels/:id/availability')
  @Authenticated({ role: 'member', scope: 'catalogue:read' })
  @ApiOkResponse({ description: 'Vacancies per room type and night', type: HotelAvailabilityDto })
  @listingNotFound('Hotel')
  getPartnerHotelAvailability(
    @CurrentMembership() membership: Membership,
    @Param('id', new ParseIdPipe('Hotel')) id: number,
    @Query() query: AvailabilityQueryDto,
  ): Promise<HotelAvailabilityDto> {
    return this.availability.hotel(id, query, {
      kind: 'organisation',
      organisationId: membership.organisationId,
    });
  }

  /** The car's days. Members only. */
  @Get('cars/:id/availability')
  @Authenticated({ role: 'member', scope: 'catalogue:read' })
  @ApiOkResponse({ description: 'Vacancy per day', type: CarAvailabilityDto })
  @listingNotFound('Car')
  getPartnerCarAvailability(
    @CurrentMembership() membership: Membership,
    @Param('id', new ParseIdPipe('Car')) id: number,
    @Query() query: AvailabilityQueryDto,
  ): Promise<CarAvailabilityDto> {
    return this.availability.car(id, query, {
      kind: 'organisation',
      organisationId: membership.organisationId,
    });
  }

  /** The tour's days: shared seats and private groups left. Members only. */
  @Get('tours/:id/availability')
  @Authenticated({ role: 'member', scope: 'catalogue:read' })
  @ApiOkResponse({ description: 'Places left per day', type: TourAvailabilityDto })
  @listingNotFound('Tour')
  getPartnerTourAvailability(
    @CurrentMembership() membership: Membership,
    @Param('id', new ParseIdPipe('Tour')) id: number,
    @Query() query: AvailabilityQueryDto,
  ): Promise<TourAvailabilityDto> {
    return this.availability.tour(id, query, {
      kind: 'organisation',
      organisationId: membership.organisationId,
    });
  }

  /** The event's ticket categories: quantity, sold or held, remaining. Members only. */
  @Get('events/:id/availability')
  @Authenticated({ role: 'member', scope: 'catalogue:read' })
  @ApiOkResponse({ description: 'Tickets per category', type: EventAvailabilityDto })
  @listingNotFound('Event')
  getPartnerEventAvailability(
    @CurrentMembership() membership: Membership,
    @Param('id', new ParseIdPipe('Event')) id: number,
  ): Promise<EventAvailabilityDto> {
    return this.availability.event(id, {
      kind: 'organisation',
      organisationId: membership.organisationId,
    });
  }

  /** The property's viewing slots per day. Members only. */
  @Get('real-estate/:id/availability')
  @Authenticated({ role: 'member', scope: 'catalogue:read' })
  @ApiOkResponse({ description: 'Viewing slots per day', type: PropertyAvailabilityDto })
  @listingNotFound('Property')
  getPartnerPropertyAvailability(
    @CurrentMembership() membership: Membership,
    @Param('id', new ParseIdPipe('Property')) id: number,
    @Query() query: AvailabilityQueryDto,
  ): Promise<PropertyAvailabilityDto> {
    return this.availability.property(id, query, {
      kind: 'organisation',
      organisationId: membership.organisationId,
    });
  }
}
