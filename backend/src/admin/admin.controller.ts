import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type UserEntity } from '../auth/index.js';
import {
  ApiListingKindParam,
  LISTING_KINDS,
  type ListingKind,
  ListingSummaryDto,
  ListingSummaryPageDto,
} from '../catalogue/index.js';
import { ApiErrors, ApiInvalid, ApiPageInvalid, ApiServerError } from '../common/openapi/index.js';
import { notFound } from '../common/errors/domain.exception.js';
import type { Page } from '../common/pagination.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { AdminOrganisationDto, ReasonDto } from '../operators/index.js';
import {
  ALREADY_APPROVED,
  ALREADY_SUSPENDED,
  AdminService,
  APPLICATION_REJECTED,
  NO_REVIEW_REQUESTED,
  NOT_AN_APPLICATION,
  NOT_HELD,
  NOT_PUBLISHED,
  SUSPENDED_FIRST,
} from './admin.service.js';
import {
  AdminListingHoldDto,
  AdminListingHoldPageDto,
  ListListingHoldsQueryDto,
  AdminBookingDto,
  AdminBookingPageDto,
  AdminOrganisationPageDto,
  ContactMessageDto,
  ContactMessagePageDto,
  ListAuditLogQueryDto,
  ListContactMessagesQueryDto,
  ListListingsQueryDto,
  ListOrganisationsQueryDto,
  SearchBookingsQueryDto,
} from './dto/admin.dto.js';
import { AuditEntryDto, AuditEntryPageDto } from '../audit/index.js';

const parseKind = (kind: string): ListingKind => {
  if (!(LISTING_KINDS as readonly string[]).includes(kind)) throw notFound('Listing');
  return kind as ListingKind;
};

/** The platform admin's console: every route needs an admin. */
@ApiTags('Admin')
@ApiServerError()
@Authenticated({ role: 'admin' })
@Controller('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  /** Operator organisations; `status=pending` is the application queue (oldest first). */
  @Get('organisations')
  @ApiOkResponse({
    description: 'A page of organisations, oldest application first',
    type: AdminOrganisationPageDto,
  })
  @ApiPageInvalid('status', 'status must be one of: pending, approved, suspended')
  listOrganisations(
    @Query() query: ListOrganisationsQueryDto,
  ): Promise<Page<AdminOrganisationDto>> {
    return this.admin.listOrganisations(query);
  }

  /** Approves an application (or lifts a suspension): its published listings become public. */
  @Post('organisations/:id/approve')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Approved', type: AdminOrganisationDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such organisation',
      messages: { NOT_FOUND: 'Organisation not found' },
    },
    409: {
      codes: ['ALREADY_APPROVED', 'APPLICATION_REJECTED'],
      description: 'Already approved, or rejected',
      messages: { ALREADY_APPROVED: ALREADY_APPROVED, APPLICATION_REJECTED: APPLICATION_REJECTED },
    },
  })
  approveOrganisation(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Organisation')) id: number,
  ): Promise<AdminOrganisationDto> {
    return this.admin.approve(user, id);
  }

  /** Rejects an application with a reason; the applicant is told by e-mail. */
  @Post('organisations/:id/reject')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Rejected', type: AdminOrganisationDto })
  @ApiInvalid('reason', 'Please give a reason')
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such organisation',
      messages: { NOT_FOUND: 'Organisation not found' },
    },
    409: {
      codes: ['NOT_AN_APPLICATION'],
      description: 'Not a pending application',
      messages: { NOT_AN_APPLICATION: NOT_AN_APPLICATION },
    },
  })
  rejectOrganisation(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Organisation')) id: number,
    @Body() dto: ReasonDto,
  ): Promise<AdminOrganisationDto> {
    return this.admin.rejectApplication(user, id, dto.reason);
  }

  /**
   * Sends an application back with the changes asked for (`reason`); the applicant is told by
   * e-mail and resubmits from the partner portal.
   */
  @Post('organisations/:id/request-changes')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Changes asked for', type: AdminOrganisationDto })
  @ApiInvalid('reason', 'Please give a reason')
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such organisation',
      messages: { NOT_FOUND: 'Organisation not found' },
    },
    409: {
      codes: ['NOT_AN_APPLICATION'],
      description: 'Not a pending application',
      messages: { NOT_AN_APPLICATION: NOT_AN_APPLICATION },
    },
  })
  requestOrganisationChanges(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Organisation')) id: number,
    @Body() dto: ReasonDto,
  ): Promise<AdminOrganisationDto> {
    return this.admin.requestChanges(user, id, dto.reason);
  }

  /** Suspends an organisation with a reason: its listings leave the catalogue; bookings stand. */
  @Post('organisations/:id/suspend')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Suspended', type: AdminOrganisationDto })
  @ApiInvalid('reason', 'Please give a reason')
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such organisation',
      messages: { NOT_FOUND: 'Organisation not found' },
    },
    409: {
      codes: ['ALREADY_SUSPENDED'],
      description: 'Already suspended',
      messages: { ALREADY_SUSPENDED: ALREADY_SUSPENDED },
    },
  })
  suspendOrganisation(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Organisation')) id: number,
    @Body() dto: ReasonDto,
  ): Promise<AdminOrganisationDto> {
    return this.admin.suspend(user, id, dto.reason);
  }

  /** Every listing of every organisation, for moderation; most recently changed first. */
  @Get('listings')
  @ApiOkResponse({ description: 'A page of listings', type: ListingSummaryPageDto })
  @ApiPageInvalid('kind', 'kind must be one of: hotel, event, car, tour, property')
  listAllListings(@Query() query: ListListingsQueryDto): Promise<Page<ListingSummaryDto>> {
    return this.admin.listListings(query);
  }

  /**
   * Unpublishes any published listing, with a reason its operator sees. The listing is held:
   * its operator cannot publish it again, only ask for a review. The operator is told (e-mail,
   * `listing.unpublished` webhook).
   */
  @Post('listings/:kind/:id/unpublish')
  @ApiListingKindParam()
  @HttpCode(200)
  @ApiOkResponse({ description: 'Unpublished', type: ListingSummaryDto })
  @ApiInvalid('reason', 'Please give a reason')
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such listing',
      messages: { NOT_FOUND: 'Listing not found' },
    },
    409: {
      codes: ['NOT_PUBLISHED'],
      description: 'Not published',
      messages: { NOT_PUBLISHED: NOT_PUBLISHED },
    },
  })
  moderateListing(
    @CurrentUser() user: UserEntity,
    @Param('kind') kind: string,
    @Param('id', new ParseIdPipe('Listing')) id: number,
    @Body() dto: ReasonDto,
  ): Promise<ListingSummaryDto> {
    return this.admin.unpublishListing(user, parseKind(kind), id, dto.reason);
  }

  /**
   * Listings held by an admin's unpublishing or a suspension; `state=review_requested` is the
   * queue of reviews operators asked for (least recently changed first).
   */
  @Get('listing-holds')
  @ApiOkResponse({ description: 'A page of held listings', type: AdminListingHoldPageDto })
  @ApiPageInvalid('state', 'state must be one of: held, review_requested')
  listListingHolds(@Query() query: ListListingHoldsQueryDto): Promise<Page<AdminListingHoldDto>> {
    return this.admin.listHolds(query);
  }

  /**
   * Reinstates a held listing: published again, the hold lifted; its operator is told (e-mail,
   * `listing.reinstated` webhook).
   */
  @Post('listings/:kind/:id/reinstate')
  @ApiListingKindParam()
  @HttpCode(200)
  @ApiOkResponse({ description: 'Reinstated (published)', type: ListingSummaryDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such listing',
      messages: { NOT_FOUND: 'Listing not found' },
    },
    409: {
      codes: ['LISTING_NOT_HELD', 'ORGANISATION_NOT_APPROVED'],
      description: 'Not held, or its organisation is not approved',
      messages: { LISTING_NOT_HELD: NOT_HELD, ORGANISATION_NOT_APPROVED: SUSPENDED_FIRST },
    },
  })
  reinstateListing(
    @CurrentUser() user: UserEntity,
    @Param('kind') kind: string,
    @Param('id', new ParseIdPipe('Listing')) id: number,
  ): Promise<ListingSummaryDto> {
    return this.admin.reinstateListing(user, parseKind(kind), id);
  }

  /** Refuses a requested review with a reason: the listing stays held; its operator is told. */
  @Post('listings/:kind/:id/refuse-review')
  @ApiListingKindParam()
  @HttpCode(200)
  @ApiOkResponse({ description: 'Refused: the listing stays held', type: AdminListingHoldDto })
  @ApiInvalid('reason', 'Please give a reason')
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such listing',
      messages: { NOT_FOUND: 'Listing not found' },
    },
    409: {
      codes: ['NO_REVIEW_REQUESTED'],
      description: 'No review requested',
      messages: { NO_REVIEW_REQUESTED: NO_REVIEW_REQUESTED },
    },
  })
  refuseListingReview(
    @CurrentUser() user: UserEntity,
    @Param('kind') kind: string,
    @Param('id', new ParseIdPipe('Listing')) id: number,
    @Body() dto: ReasonDto,
  ): Promise<AdminListingHoldDto> {
    return this.admin.refuseReview(user, parseKind(kind), id, dto.reason);
  }

  /** The contact form's messages: open ones (not handled) by default, newest first. */
  @Get('contact-messages')
  @ApiOkResponse({ description: 'A page of messages', type: ContactMessagePageDto })
  @ApiPageInvalid('state', 'state must be one of: unread, open, handled, all')
  listContactMessages(
    @Query() query: ListContactMessagesQueryDto,
  ): Promise<Page<ContactMessageDto>> {
    return this.admin.listContactMessages(query);
  }

  /** Opens a message; the first opening marks it read. */
  @Get('contact-messages/:id')
  @ApiOkResponse({ description: 'The message', type: ContactMessageDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such message',
      messages: { NOT_FOUND: 'Message not found' },
    },
  })
  readContactMessage(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
  ): Promise<ContactMessageDto> {
    return this.admin.readContactMessage(user, id);
  }

  /** Marks a message handled. */
  @Post('contact-messages/:id/handled')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Handled', type: ContactMessageDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such message',
      messages: { NOT_FOUND: 'Message not found' },
    },
  })
  markContactMessageHandled(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
  ): Promise<ContactMessageDto> {
    return this.admin.setContactMessageHandled(user, id, true);
  }

  /** Opens a handled message again. */
  @Post('contact-messages/:id/reopen')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Open again', type: ContactMessageDto })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such message',
      messages: { NOT_FOUND: 'Message not found' },
    },
  })
  reopenContactMessage(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
  ): Promise<ContactMessageDto> {
    return this.admin.setContactMessageHandled(user, id, false);
  }

  /** Bookings across the platform: by reference, e-mail or name, status, kind, organisation. */
  @Get('bookings')
  @ApiOkResponse({ description: 'A page of bookings, newest first', type: AdminBookingPageDto })
  @ApiPageInvalid('status', 'status must be one of: pending_payment, confirmed, expired, cancelled')
  searchAllBookings(@Query() query: SearchBookingsQueryDto): Promise<Page<AdminBookingDto>> {
    return this.admin.searchBookings(query);
  }

  /**
   * Every operator and admin action: who, what, when, before and after; newest first. Filters:
   * the actor's e-mail (or part of it), the action, the organisation, one record, and days.
   */
  @Get('audit-log')
  @ApiOkResponse({ description: 'A page of entries, newest first', type: AuditEntryPageDto })
  @ApiPageInvalid('action', 'action must look like listing.publish')
  listAuditLog(@Query() query: ListAuditLogQueryDto): Promise<Page<AuditEntryDto>> {
    return this.admin.auditLog(query);
  }
}
