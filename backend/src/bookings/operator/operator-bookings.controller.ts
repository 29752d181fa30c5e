import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { Authenticated, CurrentMembership, type Membership } from '../../auth/index.js';
import { Idempotent } from '../../common/idempotency/idempotency.js';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ApiErrors,
  ApiInvalid,
  ApiPageInvalid,
  ApiServerError,
} from '../../common/openapi/index.js';
import { ParseIdPipe } from '../../common/parse-id.pipe.js';
import { ApiUpdatedSinceInvalid } from '../../common/sync.js';
import {
  ArrivalsDto,
  ArrivalsQueryDto,
  CheckInDto,
  MoneyDto,
  MoneyQueryDto,
  OperatorBookingDetailDto,
  OperatorBookingPageDto,
  OperatorBookingsFilterDto,
  OperatorBookingsQueryDto,
  OperatorCancelDto,
} from './dto/operator-booking.dto.js';
import {
  INVALID_VOUCHER,
  OperatorBookingsService,
  type OperatorActor,
} from './operator-bookings.service.js';

export const actorOf = (membership: Membership): OperatorActor => ({
  id: membership.user.id,
  // An account made by phone may have no address: its number stands for it.
  email: membership.user.email ?? membership.user.phone ?? membership.user.id,
  role: membership.role,
  organisationId: membership.organisationId,
});

const bookingNotFound = ApiErrors({
  404: {
    codes: ['NOT_FOUND'],
    description: 'No such organisation or booking, or not the caller’s organisation',
    messages: { NOT_FOUND: 'Booking not found' },
  },
});

/**
 * The bookings made on an organisation's listings. Members (owners and staff) of the
 * organisation in the path only; every query is scoped to it.
 */
@ApiTags('Operator bookings')
@ApiServerError()
@ApiParam({ name: 'orgId', type: Number, description: 'The organisation', example: 1 })
@Controller('partner/organisations/:orgId')
export class OperatorBookingsController {
  constructor(private readonly bookings: OperatorBookingsService) {}

  /**
   * The organisation's bookings, soonest start first, a page at a time. Members only.
   * Filters: status (stage), start dates, listing, text, and `updatedSince` (changed after an
   * instant). To sync, ask with `sort=updatedAt` (least recently changed first, by id within
   * an instant) and `updatedSince` set to the last `updatedAt` you saw, then follow
   * `nextCursor` to the end: a booking changed meanwhile comes again on a later page, no other
   * booking comes twice.
   */
  @Get('bookings')
  @Authenticated({ role: 'member', scope: 'bookings:read' })
  @ApiOkResponse({ description: 'A page of bookings', type: OperatorBookingPageDto })
  @ApiPageInvalid(
    'status',
    'status must be one of the following values: pending_payment, confirmed, checked_in, no_show, expired, cancelled, cancelled_by_operator',
  )
  @ApiUpdatedSinceInvalid()
  listOperatorBookings(
    @Param('orgId', new ParseIdPipe('Organisation')) orgId: number,
    @Query() query: OperatorBookingsQueryDto,
  ): Promise<OperatorBookingPageDto> {
    return this.bookings.list(orgId, query);
  }

  /** The same bookings as a CSV file (at most 10,000 rows). Members only. */
  @Get('bookings.csv')
  @Authenticated({ role: 'member', scope: 'bookings:read' })
  @ApiOkResponse({
    description: 'CSV, one booking a line, with a header line',
    content: {
      'text/csv': {
        schema: { type: 'string' },
        example:
          "Reference,Status,Service,Listing,Item,Start,End,Guests,Customer,Email,Phone,Total (USD),Paid,Checked in,Cancellation reason,Refund due (USD),Booked at\r\nSL-7K3Q9D,confirmed,hotel,Aberdeen Bay Hotel,Deluxe Ocean View,2026-12-20T00:00:00.000Z,2026-12-23T00:00:00.000Z,2,Aminata Kamara,aminata@example.com,'+232 76 123 456,435.00,yes,,,,2026-11-25T12:00:00.000Z\r\n",
      },
    },
  })
  @ApiInvalid('from', 'from must be a date (YYYY-MM-DD)')
  @Header('Cache-Control', 'no-store')
  async exportOperatorBookings(
    @Param('orgId', new ParseIdPipe('Organisation')) orgId: number,
    @Query() query: OperatorBookingsFilterDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const csv = await this.bookings.exportCsv(orgId, query);
    response.type('text/csv; charset=utf-8');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="bookings-${orgId}-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    return csv;
  }

  /**
   * The day's expected arrivals (today unless `day` is given), for a phone to keep and check
   * vouchers against without a connection: paid bookings starting that day and paid stays under
   * way whose traveller has not arrived, each with the SHA-256 of its voucher token. Members
   * only.
   */
  @Get('arrivals')
  @Authenticated({ role: 'member', scope: 'bookings:read' })
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The day’s arrivals, soonest first', type: ArrivalsDto })
  @ApiInvalid('day', 'day must be a date (YYYY-MM-DD)')
  listOperatorArrivals(
    @Param('orgId', new ParseIdPipe('Organisation')) orgId: number,
    @Query() query: ArrivalsQueryDto,
  ): Promise<ArrivalsDto> {
    return this.bookings.arrivals(orgId, query);
  }

  /** One booking with the traveller's contact details and what was booked. Members only. */
  @Get('bookings/:bookingId')
  @Authenticated({ role: 'member', scope: 'bookings:read' })
  @ApiOkResponse({ description: 'The booking', type: OperatorBookingDetailDto })
  @bookingNotFound
  getOperatorBooking(
    @Param('orgId', new ParseIdPipe('Organisation')) orgId: number,
    @Param('bookingId') bookingId: string,
  ): Promise<OperatorBookingDetailDto> {
    return this.bookings.detail(orgId, bookingId);
  }

  /**
   * Checks the traveller in by the booking's reference or by the voucher's QR token. Paid
   * bookings only, once, from the day the booking starts. A check-in made on a phone without a
   * connection is sent later with `checkedInAt`, the time it happened; a booking already
   * checked in is refused with 409 ALREADY_CHECKED_IN, whoever sends it. Members only.
   */
  @Post('bookings/check-in')
  @Idempotent()
  @Authenticated({ role: 'member', scope: 'bookings:write' })
  @HttpCode(200)
  @ApiOkResponse({ description: 'Checked in', type: OperatorBookingDetailDto })
  @ApiErrors({
    400: {
      codes: ['INVALID_VOUCHER', 'INVALID_REQUEST', 'VALIDATION_FAILED'],
      description:
        'Neither a reference nor a token, a token that is not a genuine voucher (INVALID_VOUCHER), or a checkedInAt in the future or more than 7 days ago (INVALID_REQUEST)',
      messages: { INVALID_VOUCHER: INVALID_VOUCHER },
    },
    409: {
      codes: ['ALREADY_CHECKED_IN', 'NOT_PAID', 'NOT_CHECKABLE', 'TOO_EARLY'],
      description:
        'Not paid (NOT_PAID), cancelled or expired (NOT_CHECKABLE), already checked in (ALREADY_CHECKED_IN), or before the start day (TOO_EARLY)',
    },
  })
  @bookingNotFound
  checkInOperatorBooking(
    @CurrentMembership() membership: Membership,
    @Body() body: CheckInDto,
  ): Promise<OperatorBookingDetailDto> {
    return this.bookings.checkIn(actorOf(membership), body);
  }

  /** Records that the traveller did not come. Members only. */
  @Post('bookings/:bookingId/no-show')
  @Idempotent()
  @Authenticated({ role: 'member', scope: 'bookings:write' })
  @HttpCode(200)
  @ApiOkResponse({ description: 'Marked as a no-show', type: OperatorBookingDetailDto })
  @bookingNotFound
  @ApiErrors({
    409: {
      codes: ['ALREADY_CHECKED_IN'],
      description: 'Not paid, checked in, already a no-show, or before the start day',
      messages: { ALREADY_CHECKED_IN: 'This booking was checked in, so it is not a no-show' },
    },
  })
  markOperatorBookingNoShow(
    @CurrentMembership() membership: Membership,
    @Param('bookingId') bookingId: string,
  ): Promise<OperatorBookingDetailDto> {
    return this.bookings.noShow(actorOf(membership), bookingId);
  }

  /**
   * Cancels a booking with a reason the traveller sees; what it held is released and a paid
   * booking records its refund as due. Members only.
   */
  @Post('bookings/:bookingId/cancel')
  @Idempotent()
  @Authenticated({ role: 'member', scope: 'bookings:write' })
  @HttpCode(200)
  @ApiOkResponse({ description: 'Cancelled by the operator', type: OperatorBookingDetailDto })
  @ApiInvalid('reason', 'Please give a reason for the cancellation')
  @bookingNotFound
  @ApiErrors({
    409: {
      codes: ['NOT_CANCELLABLE'],
      description: 'Already cancelled, expired or checked in',
      messages: {
        NOT_CANCELLABLE: 'This booking cannot be cancelled: it is cancelled by operator',
      },
    },
  })
  cancelOperatorBooking(
    @CurrentMembership() membership: Membership,
    @Param('bookingId') bookingId: string,
    @Body() body: OperatorCancelDto,
  ): Promise<OperatorBookingDetailDto> {
    return this.bookings.cancel(actorOf(membership), bookingId, body.reason);
  }

  /**
   * Per month: confirmed gross, the platform's commission (PLATFORM_COMMISSION_PERCENT), net
   * due and refunds due, in US dollars. Owners only.
   */
  @Get('money')
  @Authenticated({ role: 'owner' })
  @ApiOkResponse({ description: 'The figures per month', type: MoneyDto })
  @ApiInvalid('from', 'from must be a month (YYYY-MM)')
  getOperatorMoney(
    @Param('orgId', new ParseIdPipe('Organisation')) orgId: number,
    @Query() query: MoneyQueryDto,
  ): Promise<MoneyDto> {
    return this.bookings.money(orgId, query);
  }
}
