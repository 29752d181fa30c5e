import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Response } from 'express';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiParam,
  type ApiParamOptions,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import {
  Authenticated,
  type AuthenticatedRequest,
  CurrentUser,
  EMAIL_NOT_VERIFIED,
  RemembersLocale,
  type UserEntity,
} from '../auth/index.js';
import { ApiErrors, ApiPageInvalid, ApiServerError } from '../common/openapi/index.js';
import type { Page } from '../common/pagination.js';
import { CursorPageQueryDto } from '../common/pagination.dto.js';
import { Idempotent } from '../common/idempotency/idempotency.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { Retired } from '../common/http/api-version.js';
import { invalidField } from '../common/errors/domain.exception.js';
import { mailConfig } from '../config/configuration.js';
import { BookingsService } from './bookings.service.js';
import {
  BOOKING_PAGE_SCHEMA,
  BOOKING_SCHEMA,
  BOOKING_SCHEMAS,
  type BookingDto,
} from './dto/booking.dto.js';
import {
  CREATE_BOOKING_SCHEMA,
  CREATE_BOOKING_SCHEMAS,
  CreateBookingDto,
} from './dto/create-booking.dto.js';
import { BOOKING_REQUEST_EXAMPLES } from './dto/booking-request-contract.js';

/** A booking in a path: its id or its reference. */
const BOOKING_KEY: ApiParamOptions = {
  name: 'id',
  description: 'The booking’s id (a UUID) or its reference (`SL-7K3Q9D`, any case)',
  schema: { type: 'string' },
  example: 'SL-7K3Q9D',
};

/** The last day the retired `/api/bookings/reference/...` reads answer older versions. */
const RETIRED_READS_SUNSET = '2027-06-30';

/** The new path of a retired read: the booking by the request's reference, then `rest`. */
const bookingPath = (rest: string) => (request: Request) =>
  `/api/bookings/${encodeURIComponent(String(request.params.reference ?? ''))}${rest}`;

@ApiTags('bookings')
@ApiServerError()
@ApiExtraModels(...Object.values(BOOKING_SCHEMAS), ...Object.values(CREATE_BOOKING_SCHEMAS))
@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
  ) {}

  /**
   * Books a room, tickets, a car, a tour or a property viewing for the signed-in user. The
   * server validates every rule, prices the booking itself and holds the inventory until the
   * hold expires unpaid; then request a USSD code with POST /api/payments/monime. A signed-in
   * account must have verified its e-mail address.
   * A server may call it with an API key holding `bookings:write`, for its own organisation's
   * listings only; send an `Idempotency-Key` so a retry never books twice.
   */
  @Post()
  @Authenticated({ scope: 'bookings:write', verified: true })
  @RemembersLocale()
  @Idempotent()
  @ApiBody({
    schema: CREATE_BOOKING_SCHEMA,
    examples: Object.fromEntries(
      Object.entries(BOOKING_REQUEST_EXAMPLES).map(([kind, value]) => [kind, { value }]),
    ),
  })
  @ApiCreatedResponse({ description: 'Booked, awaiting payment', schema: BOOKING_SCHEMA })
  @ApiErrors({
    400: {
      codes: ['INVALID_BOOKING', 'VALIDATION_FAILED', 'DOCUMENT_NOT_FOUND'],
      description:
        'A rule of the booking form is broken (message in the product’s words), or an uploaded document it names is not the caller’s (DOCUMENT_NOT_FOUND)',
    },
    403: {
      codes: ['EMAIL_NOT_VERIFIED'],
      description: 'The account has not verified its e-mail address yet (code EMAIL_NOT_VERIFIED)',
      messages: { EMAIL_NOT_VERIFIED: EMAIL_NOT_VERIFIED },
    },
    404: {
      codes: ['NOT_FOUND'],
      description: 'The hotel, event, car, tour or property does not exist',
    },
    409: {
      codes: [
        'ROOM_UNAVAILABLE',
        'CAR_UNAVAILABLE',
        'VIEWING_TAKEN',
        'SOLD_OUT',
        'TOUR_FULL',
        'CLOSED',
        'MINIMUM_STAY',
        'CLOSED_TO_ARRIVAL',
        'EVENT_PAST',
        'PROPERTY_INACTIVE',
        'TOTAL_MISMATCH',
        'TOO_MANY_UNPAID',
      ],
      description: 'Sold out, already taken, or the client total disagrees with the price',
      messages: {
        ROOM_UNAVAILABLE:
          'This room is already booked for some of those nights. Please choose other dates or another room.',
      },
    },
  })
  createBooking(
    @CurrentUser() user: UserEntity,
    @Req() request: AuthenticatedRequest,
    @Body() dto: CreateBookingDto,
  ): Promise<BookingDto> {
    // The booking form's e-mail may be left out only by an account with a verified phone
    // number, itself booking (docs/decisions/phone-accounts-and-sms-codes.md).
    if (!dto.customerEmail && (request.apiKey || !user.phoneVerifiedAt)) {
      throw invalidField('customerEmail', 'Valid email is required');
    }
    // A server's API key books for its organisation.
    return this.bookings.create(user.id, dto, new Date(), request.apiKey?.organisationId);
  }

  /**
   * The signed-in user's bookings, newest first, each with its latest payment request; a page
   * at a time (`limit`, default 25, at most 100; `cursor` from the previous page).
   */
  @Get('user')
  @Authenticated({ via: 'session-or-key' })
  @ApiOkResponse({ description: 'A page of bookings, newest first', schema: BOOKING_PAGE_SCHEMA })
  @ApiPageInvalid()
  listUserBookings(
    @CurrentUser() user: UserEntity,
    @Query() query: CursorPageQueryDto,
  ): Promise<Page<BookingDto>> {
    return this.bookings.listForUser(user.id, query);
  }

  /**
   * Retired in version 2026-12-07 (its path read as ambiguous beside `/{id}/cancel`): the
   * booking by its reference is `GET /api/bookings/{reference}`.
   */
  @Get('reference/:reference')
  @Authenticated({ via: 'session-or-key' })
  @Retired({ version: '2026-12-07', sunset: RETIRED_READS_SUNSET, successor: bookingPath('') })
  getBookingByReference(
    @CurrentUser() user: UserEntity,
    @Param('reference') reference: string,
  ): Promise<BookingDto> {
    return this.bookings.getForUserByReference(user.id, reference);
  }

  /**
   * Retired in version 2026-12-07: the calendar file is
   * `GET /api/bookings/{reference}/calendar.ics`.
   */
  @Get('reference/:reference/calendar.ics')
  @Authenticated({ via: 'session-or-key' })
  @Retired({
    version: '2026-12-07',
    sunset: RETIRED_READS_SUNSET,
    successor: bookingPath('/calendar.ics'),
  })
  getBookingCalendarByReference(
    @CurrentUser() user: UserEntity,
    @Param('reference') reference: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    return this.sendCalendar(user, reference, response);
  }

  /**
   * The iCalendar file (`.ics`) of one of the signed-in user's paid bookings, by its id or its
   * reference, in the time zone Africa/Freetown: stays and rentals as all-day events, events,
   * tours and viewings at their time. Anyone else's answers 404; a booking not (or no longer)
   * confirmed 409.
   */
  @Get(':id/calendar.ics')
  @Authenticated({ via: 'session-or-key' })
  @ApiParam(BOOKING_KEY)
  @ApiOkResponse({
    description: 'An .ics file (text/calendar)',
    content: {
      'text/calendar': {
        schema: { type: 'string' },
        example:
          'BEGIN:VCALENDAR\r\nX-WR-TIMEZONE:Africa/Freetown\r\nVERSION:2.0\r\n...\r\nEND:VCALENDAR\r\n',
      },
    },
  })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No booking of yours has this id or reference',
      messages: { NOT_FOUND: 'Booking not found' },
    },
    409: {
      codes: ['NOT_PAID'],
      description: 'The booking is not paid (pending, expired or cancelled)',
    },
  })
  getBookingCalendar(
    @CurrentUser() user: UserEntity,
    @Param('id') key: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    return this.sendCalendar(user, key, response);
  }

  private async sendCalendar(user: UserEntity, key: string, response: Response): Promise<string> {
    const { reference, ics } = await this.bookings.calendarForUser(
      user.id,
      key,
      (r) => `${this.mail.publicUrl}/bookings/${encodeURIComponent(r)}`,
    );
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${reference}.ics"`);
    return ics;
  }

  /**
   * One of the signed-in user's bookings, by its id or its reference (`SL-7K3Q9D`, any case):
   * what the booking page shows. Anyone else's answers 404.
   */
  @Get(':id')
  @Authenticated({ via: 'session-or-key' })
  @ApiParam(BOOKING_KEY)
  @ApiOkResponse({ description: 'The booking', schema: BOOKING_SCHEMA })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No booking of yours has this id or reference',
      messages: { NOT_FOUND: 'Booking not found' },
    },
  })
  getBooking(@CurrentUser() user: UserEntity, @Param('id') key: string): Promise<BookingDto> {
    return this.bookings.getForUserByKey(user.id, key);
  }

  /**
   * Cancels one of the signed-in user's bookings: any time before payment; after payment
   * until the free-cancellation deadline (hotels 24 h before check-in, tours 48 h, cars
   * 12 h, events and viewings 24 h). What it held is released at once.
   */
  @Post(':id/cancel')
  @Authenticated({ via: 'session-or-key' })
  @HttpCode(200)
  @ApiOkResponse({ description: 'Cancelled', schema: BOOKING_SCHEMA })
  @ApiErrors({
    403: ['CSRF'],
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such booking of yours',
      messages: { NOT_FOUND: 'Booking not found' },
    },
    409: {
      codes: ['NOT_CANCELLABLE', 'CANCELLATION_WINDOW_CLOSED'],
      description: 'Already cancelled or expired, or past the free-cancellation deadline',
    },
  })
  cancelBooking(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Booking', 'uuid')) id: string,
  ): Promise<BookingDto> {
    return this.bookings.cancel(user.id, id);
  }
}
