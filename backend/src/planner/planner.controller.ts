import { Body, Controller, Get, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CROSS_SITE_REFUSED } from '../auth/same-origin.middleware.js';
import type { AuthenticatedRequest } from '../auth/session.js';
import { ApiServerError, errorResponse } from '../common/api-docs.js';
import { errorBody } from '../common/errors/global-exception.filter.js';
import { ItineraryDto, ItinerarySummaryDto } from './dto/itinerary.dto.js';
import { REQUIRED_FIELDS, TripPlanRequestDto } from './dto/trip-plan-request.dto.js';
import { PLANNER_NOT_SIGNED_IN, PlannerSessionGuard } from './planner-session.guard.js';
import { PlannerThrottlerGuard, TOO_MANY_PLANS } from './planner-throttler.guard.js';
import { PlannerService } from './planner.service.js';

@ApiTags('planner')
@ApiServerError()
@ApiUnauthorizedResponse({
  description: 'Not signed in',
  ...errorResponse(401, PLANNER_NOT_SIGNED_IN),
})
@UseGuards(PlannerSessionGuard)
@Controller('ai')
export class PlannerController {
  constructor(private readonly planner: PlannerService) {}

  /**
   * Plans a trip for the signed-in traveller from the catalogue's real hotels, tours, events
   * and cars (with their prices and, for dated trips, their availability) and a curated guide
   * to Sierra Leone, within the budget band when at all possible. The plan is saved for the
   * traveller and returned with its id.
   */
  @Post('trip-planner')
  @UseGuards(PlannerThrottlerGuard)
  @ApiCreatedResponse({ description: 'The plan, saved', type: ItineraryDto })
  @ApiTooManyRequestsResponse({
    description: 'Too many plans from this account in the last hour (Retry-After says when)',
    ...errorResponse(429, TOO_MANY_PLANS),
  })
  @ApiBadRequestResponse({
    description:
      'Budget, trip length or interests missing (the spec’s message), or a value or the dates not acceptable (a message naming the problem); `details` lists each field',
    type: errorResponse(400, REQUIRED_FIELDS).type,
    example: errorBody(400, REQUIRED_FIELDS, [{ field: 'interests', message: REQUIRED_FIELDS }]),
  })
  @ApiForbiddenResponse({
    description: 'Sent from another origin',
    ...errorResponse(403, CROSS_SITE_REFUSED),
  })
  generateItinerary(
    @Req() request: AuthenticatedRequest,
    @Body() dto: TripPlanRequestDto,
  ): Promise<ItineraryDto> {
    return this.planner.generate(request.user!.id, dto);
  }

  /** The signed-in traveller's saved plans, newest first (the latest 100). */
  @Get('itineraries')
  @ApiOkResponse({ description: 'Newest first', type: [ItinerarySummaryDto] })
  listItineraries(@Req() request: AuthenticatedRequest): Promise<ItinerarySummaryDto[]> {
    return this.planner.list(request.user!.id);
  }

  /** One of the signed-in traveller's saved plans (anyone else's answers 404). */
  @Get('itineraries/:id')
  @ApiOkResponse({ description: 'The plan as it was made', type: ItineraryDto })
  @ApiNotFoundResponse({
    description: 'No such plan of yours (unknown or malformed id)',
    ...errorResponse(404, 'Itinerary not found'),
  })
  getItinerary(
    @Req() request: AuthenticatedRequest,
    @Param('id') id: string,
  ): Promise<ItineraryDto> {
    return this.planner.get(request.user!.id, id);
  }
}
