import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiInvalid, ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { AvailabilityService } from './availability.service.js';
import {
  AvailabilityQueryDto,
  CarAvailabilityDto,
  EventAvailabilityDto,
  HotelAvailabilityDto,
  PropertyAvailabilityDto,
  TourAvailabilityDto,
} from './dto/availability.dto.js';
import { Public } from '../../auth/index.js';

const PUBLIC = { kind: 'public' } as const;

/**
 * Vacancies of one published listing for a range of days, as the detail pages read them.
 * Public; the operator's own calendar reads the same figures under /api/partner.
 */
@ApiTags('availability')
@ApiServerError()
@Public()
@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  /** Units, bookings, closures and vacancies of each room type per night of [from, to). Public. */
  @Get('hotels/:id/availability')
  @ApiOkResponse({ description: 'Vacancies per room type and night', type: HotelAvailabilityDto })
  @ApiInvalid('to', 'to must be after from')
  @ApiNotFound('Hotel')
  getHotelAvailability(
    @Param('id', new ParseIdPipe('Hotel')) id: number,
    @Query() query: AvailabilityQueryDto,
  ): Promise<HotelAvailabilityDto> {
    return this.availability.hotel(id, query, PUBLIC);
  }

  /** Whether the car is free each day of [from, to), and for the whole span. Public. */
  @Get('cars/:id/availability')
  @ApiOkResponse({ description: 'Vacancy per day', type: CarAvailabilityDto })
  @ApiInvalid('to', 'to must be after from')
  @ApiNotFound('Car')
  getCarAvailability(
    @Param('id', new ParseIdPipe('Car')) id: number,
    @Query() query: AvailabilityQueryDto,
  ): Promise<CarAvailabilityDto> {
    return this.availability.car(id, query, PUBLIC);
  }

  /** Shared seats and private groups left per day of [from, to). Public. */
  @Get('tours/:id/availability')
  @ApiOkResponse({ description: 'Places left per day', type: TourAvailabilityDto })
  @ApiInvalid('to', 'to must be after from')
  @ApiNotFound('Tour')
  getTourAvailability(
    @Param('id', new ParseIdPipe('Tour')) id: number,
    @Query() query: AvailabilityQueryDto,
  ): Promise<TourAvailabilityDto> {
    return this.availability.tour(id, query, PUBLIC);
  }

  /** Tickets left per category. Public. */
  @Get('events/:id/availability')
  @ApiOkResponse({ description: 'Tickets per category', type: EventAvailabilityDto })
  @ApiNotFound('Event')
  getEventAvailability(
    @Param('id', new ParseIdPipe('Event')) id: number,
  ): Promise<EventAvailabilityDto> {
    return this.availability.event(id, PUBLIC);
  }

  /** Free viewing slots per day of [from, to). Public. */
  @Get('real-estate/:id/availability')
  @ApiOkResponse({ description: 'Viewing slots per day', type: PropertyAvailabilityDto })
  @ApiInvalid('to', 'to must be after from')
  @ApiNotFound('Property')
  getPropertyAvailability(
    @Param('id', new ParseIdPipe('Property')) id: number,
    @Query() query: AvailabilityQueryDto,
  ): Promise<PropertyAvailabilityDto> {
    return this.availability.property(id, query, PUBLIC);
  }
}
