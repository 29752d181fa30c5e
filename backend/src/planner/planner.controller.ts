import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Authenticated, CurrentUser, Public, type UserEntity } from '../auth/index.js';
import { ApiErrors, ApiServerError } from '../common/openapi/index.js';
import { validationFailed } from '../common/errors/domain.exception.js';
import { CALENDAR_NEEDS_DATES, planCalendar } from './calendar-export.js';
import { ItineraryDto, ItinerarySummaryDto, RefineResultDto } from './dto/itinerary.dto.js';
import {
  ChangePaceDto,
  LockActivityDto,
  RefinePlanDto,
  SwapActivityDto,
} from './dto/plan-edits.dto.js';
import { REQUIRED_FIELDS, TripPlanRequestDto } from './dto/trip-plan-request.dto.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { TOO_MANY_PLANS, TRIP_PLANS } from './planner.limits.js';
import { REFINE_HELP } from './engine/refine-words.js';
import {
  ALTERNATIVE_GONE,
  MODEL_UNSURE,
  NO_SUCH_DAY,
  NOT_AN_ALTERNATIVE,
  PlannerService,
} from './planner.service.js';

/** The 401 of a signed-out visitor, in the planner's own words. */
export const PLANNER_NOT_SIGNED_IN = 'Please sign in to use the AI Trip Planner.';

/** A day number in the path; anything else is the same 400 as a day the plan does not have. */
const dayParam = new ParseIntPipe({
  exceptionFactory: () => validationFailed([{ field: 'day', message: NO_SUCH_DAY }]),
});

const CALENDAR_RESPONSE = {
  description: 'An .ics file (text/calendar)',
  content: {
    'text/calendar': {
      schema: { type: 'string' },
      example:
        'BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:Africa/Freetown\r\nVERSION:2.0\r\n...\r\nEND:VCALENDAR\r\n',
    },
  },
};

/** The calendar file's headers, set only once it is written (errors stay JSON). */
function calendarAnswer(response: Response, calendar: string): string {
  response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  response.setHeader('Content-Disposition', 'attachment; filename="sierra-leone-trip.ics"');
  return calendar;
}

const ApiNotFoundPlan = () =>
  ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such plan of yours (unknown or malformed id)',
      messages: { NOT_FOUND: 'Itinerary not found' },
    },
  });

const ApiTooManyPlans = () =>
  ApiErrors({
    429: {
      codes: ['THROTTLED'],
      description:
        'Too many plans and re-plans from this account in the last hour (Retry-After says when)',
      messages: { THROTTLED: TOO_MANY_PLANS },
    },
  });

const ApiCrossSite = () =>
  ApiErrors({ 403: { codes: ['CSRF'], description: 'Sent from another origin' } });

/**
 * The trip planner for signed-in travellers (session cookie): plans, saved plans and the
 * changes a traveller makes to them. Every route answers only for the caller's own plans.
 */
@ApiTags('planner')
@ApiServerError()
@Authenticated({ signInMessage: PLANNER_NOT_SIGNED_IN })
@Controller('ai')
export class PlannerController {
  constructor(private readonly planner: PlannerService) {}

  private owned = (itinerary: ItineraryDto): ItineraryDto => ({
    ...itinerary,
    canRefine: this.planner.canRefine,
  });

  /**
   * Plans a trip for the signed-in traveller from the catalogue's real hotels, tours, events
   * and cars (with their prices and, for dated trips, their availability) and a curated guide
   * to Sierra Leone, for the party and pace asked for, within the budget band when at all
   * possible. The plan is saved for the traveller and returned with its id.
   */
  @Post('trip-planner')
  @RateLimit(TRIP_PLANS)
  @ApiCreatedResponse({ description: 'The plan, saved', type: ItineraryDto })
  @ApiTooManyPlans()
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED'],
      description:
        'Budget, trip length or interests missing (the product’s message), or a value, the party or the dates not acceptable (a message naming the problem); `details` lists each field',
      messages: { VALIDATION_FAILED: REQUIRED_FIELDS },
      field: 'interests',
    },
  })
  @ApiCrossSite()
  async generateItinerary(
    @CurrentUser() user: UserEntity,
    @Body() dto: TripPlanRequestDto,
  ): Promise<ItineraryDto> {
    return this.owned(await this.planner.generate(user.id, dto));
  }

  /** The signed-in traveller's saved plans, newest first (the latest 100). */
  @Get('itineraries')
  @ApiOkResponse({ description: 'Newest first', type: [ItinerarySummaryDto] })
  listItineraries(@CurrentUser() user: UserEntity): Promise<ItinerarySummaryDto[]> {
    return this.planner.list(user.id);
  }

  /** One of the signed-in traveller's saved plans, with its edits (anyone else's answers 404). */
  @Get('itineraries/:id')
  @ApiOkResponse({ description: 'The plan as it was made and edited', type: ItineraryDto })
  @ApiNotFoundPlan()
  async getItinerary(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Itinerary', 'uuid')) id: string,
  ): Promise<ItineraryDto> {
    return this.owned(await this.planner.get(user.id, id));
  }

  /**
   * Plans one day again: the day's locked activities stay, the others are replaced by new
   * ones where the region has them; every other day stays as it is. Totals, the budget
   * breakdown and the budget flag are recomputed from the catalogue as it is now.
   */
  @Post('itineraries/:id/days/:day/regenerate')
  @HttpCode(200)
  @RateLimit(TRIP_PLANS)
  @ApiOkResponse({ description: 'The plan with the day planned again', type: ItineraryDto })
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED'],
      description: 'No such day in the plan',
      messages: { VALIDATION_FAILED: NO_SUCH_DAY },
    },
  })
  @ApiNotFoundPlan()
  @ApiTooManyPlans()
  @ApiCrossSite()
  async regenerateDay(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Itinerary', 'uuid')) id: string,
    @Param('day', dayParam) day: number,
  ): Promise<ItineraryDto> {
    return this.owned(await this.planner.regenerateDay(user.id, id, day));
  }

  /** Swaps an activity of a day for one of the alternatives the plan lists for it. */
  @Post('itineraries/:id/days/:day/swap')
  @HttpCode(200)
  @RateLimit(TRIP_PLANS)
  @ApiOkResponse({ description: 'The plan with the activity swapped', type: ItineraryDto })
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED'],
      description: 'No such day, activity, or not one of its alternatives',
      messages: { VALIDATION_FAILED: NOT_AN_ALTERNATIVE },
    },
    409: {
      codes: ['CONFLICT'],
      description: 'The alternative no longer fits the day (or an old plan)',
      messages: { CONFLICT: ALTERNATIVE_GONE },
    },
  })
  @ApiNotFoundPlan()
  @ApiTooManyPlans()
  @ApiCrossSite()
  async swapActivity(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Itinerary', 'uuid')) id: string,
    @Param('day', dayParam) day: number,
    @Body() dto: SwapActivityDto,
  ): Promise<ItineraryDto> {
    return this.owned(await this.planner.swap(user.id, id, day, dto.key, dto.alternative));
  }

  /** Locks an activity (kept when its day is regenerated or the pace changes) or unlocks it. */
  @Put('itineraries/:id/days/:day/locks')
  @ApiOkResponse({ description: 'The plan with the lock set', type: ItineraryDto })
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED'],
      description: 'No such day or activity',
      messages: { VALIDATION_FAILED: 'That activity is not on this day of the plan' },
    },
  })
  @ApiNotFoundPlan()
  @ApiCrossSite()
  async lockActivity(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Itinerary', 'uuid')) id: string,
    @Param('day', dayParam) day: number,
    @Body() dto: LockActivityDto,
  ): Promise<ItineraryDto> {
    return this.owned(await this.planner.lock(user.id, id, day, dto.key, dto.locked));
  }

  /** Plans the trip again at another pace, keeping every locked activity on its day. */
  @Put('itineraries/:id/pace')
  @RateLimit(TRIP_PLANS)
  @ApiOkResponse({ description: 'The plan at the new pace', type: ItineraryDto })
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED'],
      description: 'Not a pace',
      messages: { VALIDATION_FAILED: 'pace must be one of: relaxed, balanced, packed' },
    },
  })
  @ApiNotFoundPlan()
  @ApiTooManyPlans()
  @ApiCrossSite()
  async changePace(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Itinerary', 'uuid')) id: string,
    @Body() dto: ChangePaceDto,
  ): Promise<ItineraryDto> {
    return this.owned(await this.planner.changePace(user.id, id, dto.pace));
  }

  /**
   * Refines the plan from the traveller's own words. The common requests are understood
   * without a language model ("slower day 3", "more beaches", "swap days 2 and 3", "add a rest
   * day", "no boats", "cheaper hotels"); a configured model is asked only about other words,
   * and may only choose among the operations above (regenerate a day, swap, lock, change the
   * pace). Every change is checked and applied like the buttons.
   */
  @Post('itineraries/:id/refine')
  @HttpCode(200)
  @RateLimit(TRIP_PLANS)
  @ApiOkResponse({ description: 'The refined plan and what changed', type: RefineResultDto })
  @ApiErrors({
    422: {
      codes: ['UNPROCESSABLE', 'MODEL_UNSURE'],
      description:
        'Nothing in the words maps to a change (the message lists what can be changed), or what was asked cannot be done to this plan (the message says why)',
      messages: { UNPROCESSABLE: REFINE_HELP, MODEL_UNSURE },
    },
    502: {
      codes: ['MODEL_UNSURE'],
      description: 'The language model (when one is configured) did not answer usefully',
      messages: { MODEL_UNSURE },
    },
  })
  @ApiNotFoundPlan()
  @ApiTooManyPlans()
  @ApiCrossSite()
  async refinePlan(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Itinerary', 'uuid')) id: string,
    @Body() dto: RefinePlanDto,
  ): Promise<RefineResultDto> {
    const result = await this.planner.refine(user.id, id, dto.message);
    return { ...result, itinerary: this.owned(result.itinerary) };
  }

  /** Turns on a read-only link to the plan (`shareToken`; the page is /ai-planner?shared=<token>). */
  @Post('itineraries/:id/share')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The plan with its shareToken', type: ItineraryDto })
  @ApiNotFoundPlan()
  @ApiCrossSite()
  async shareItinerary(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Itinerary', 'uuid')) id: string,
  ): Promise<ItineraryDto> {
    return this.owned(await this.planner.share(user.id, id));
  }

  /** Revokes the share link: it stops working at once. */
  @Delete('itineraries/:id/share')
  @ApiOkResponse({ description: 'The plan, no longer shared', type: ItineraryDto })
  @ApiNotFoundPlan()
  @ApiCrossSite()
  async unshareItinerary(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Itinerary', 'uuid')) id: string,
  ): Promise<ItineraryDto> {
    return this.owned(await this.planner.unshare(user.id, id));
  }

  /** The plan as an iCalendar file: one event per activity and journey (Africa/Freetown). */
  @Get('itineraries/:id/calendar')
  @ApiOkResponse(CALENDAR_RESPONSE)
  @ApiErrors({
    409: {
      codes: ['NO_DATES'],
      description: 'The plan has no dates',
      messages: { NO_DATES: CALENDAR_NEEDS_DATES },
    },
  })
  @ApiNotFoundPlan()
  async itineraryCalendar(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Itinerary', 'uuid')) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    return calendarAnswer(response, planCalendar(await this.planner.get(user.id, id)));
  }
}

/** Plans opened from a share link: public and read-only, for anyone who has the link. */
@ApiTags('planner')
@ApiServerError()
@Public()
@Controller('ai/shared')
export class SharedPlansController {
  constructor(private readonly planner: PlannerService) {}

  /** A shared plan (no sign-in needed); 404 once its owner revokes the link. */
  @Get(':token')
  @ApiOkResponse({ description: 'The plan, read-only', type: ItineraryDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No plan is shared with that link (any more)',
      messages: { NOT_FOUND: 'Shared plan not found' },
    },
  })
  getSharedItinerary(@Param('token') token: string): Promise<ItineraryDto> {
    return this.planner.shared(token);
  }

  /** A shared plan as an iCalendar file. */
  @Get(':token/calendar')
  @ApiOkResponse(CALENDAR_RESPONSE)
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No plan is shared with that link (any more)',
      messages: { NOT_FOUND: 'Shared plan not found' },
    },
    409: {
      codes: ['NO_DATES'],
      description: 'The plan has no dates',
      messages: { NO_DATES: CALENDAR_NEEDS_DATES },
    },
  })
  async sharedCalendar(
    @Param('token') token: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    return calendarAnswer(response, planCalendar(await this.planner.shared(token)));
  }
}
