import { PHONE_MESSAGE } from '@salone/booking-rules';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  Authenticated,
  CurrentMembership,
  CurrentUser,
  type Membership,
  type UserEntity,
} from '../auth/index.js';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiInvalid, ApiPageInvalid, ApiServerError } from '../common/openapi/index.js';
import {
  AuditEntryDto,
  AuditEntryPageDto,
  readAuditLog,
  withOrganisationNames,
} from '../audit/index.js';
import type { Page } from '../common/pagination.js';
import { CursorPageQueryDto } from '../common/pagination.dto.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ApplyOperatorDto,
  InviteMemberDto,
  InviteResultDto,
  MembersDto,
  NotificationPreferencesDto,
  OrganisationDto,
  UpdateNotificationPreferencesDto,
  UpdateOrganisationDto,
} from './dto/organisation.dto.js';
import {
  NO_EMAIL_ADDRESS,
  NO_VERIFIED_PHONE,
  NotificationPreferencesService,
} from './notification-preferences.service.js';
import {
  ALREADY_MEMBER,
  INVITATION_NOT_FOUND,
  LAST_OWNER,
  MEMBER_NOT_FOUND,
  NAME_TAKEN,
  NOTHING_TO_RESUBMIT,
  OrganisationsService,
} from './organisations.service.js';

/** Applying to list on Salone. */
@ApiTags('Operators')
@ApiServerError()
@Controller('operators')
export class OperatorsController {
  constructor(private readonly organisations: OrganisationsService) {}

  /**
   * Applies to list on Salone as an operator organisation. Any signed-in account may apply; it
   * becomes the organisation's owner. The organisation stays pending (its listings are not
   * public) until an admin approves it.
   */
  @Post()
  @Authenticated({ role: 'signed-in' })
  @ApiCreatedResponse({ description: 'The application, pending', type: OrganisationDto })
  @ApiInvalid('payoutNumber', PHONE_MESSAGE)
  @ApiErrors({
    409: {
      codes: ['ORGANISATION_NAME_TAKEN'],
      description: 'The name is taken',
      messages: { ORGANISATION_NAME_TAKEN: NAME_TAKEN },
    },
  })
  applyAsOperator(
    @CurrentUser() user: UserEntity,
    @Body() dto: ApplyOperatorDto,
  ): Promise<OrganisationDto> {
    return this.organisations.apply(user, dto);
  }
}

/** An operator's own organisations and their members. */
@ApiTags('Operators')
@ApiServerError()
@Controller('partner/organisations')
export class PartnerOrganisationsController {
  constructor(
    private readonly organisations: OrganisationsService,
    private readonly preferences: NotificationPreferencesService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * How the signed-in member hears of the organisation's bookings: e-mails, SMS, the digest
   * of tomorrow's arrivals. Members (owner or staff), each their own; not with an API key.
   */
  @Get(':orgId/notification-preferences')
  @Authenticated({ role: 'member' })
  @ApiOkResponse({ description: "The member's choices", type: NotificationPreferencesDto })
  getNotificationPreferences(
    @CurrentMembership() membership: Membership,
  ): Promise<NotificationPreferencesDto> {
    return this.preferences.get(membership);
  }

  /**
   * Changes the signed-in member's choices (those sent; the others stay). E-mails need an
   * address on the account, SMS a verified phone. Members (owner or staff), each their own.
   */
  @Put(':orgId/notification-preferences')
  @Authenticated({ role: 'member' })
  @ApiOkResponse({
    description: "The member's choices, as changed",
    type: NotificationPreferencesDto,
  })
  @ApiInvalid('bookingSms', 'bookingSms must be true or false')
  @ApiErrors({
    409: {
      codes: ['NO_VERIFIED_PHONE', 'NO_EMAIL_ADDRESS'],
      description: 'The account cannot receive the messages chosen',
      messages: { NO_VERIFIED_PHONE, NO_EMAIL_ADDRESS },
    },
  })
  updateNotificationPreferences(
    @CurrentMembership() membership: Membership,
    @Body() dto: UpdateNotificationPreferencesDto,
  ): Promise<NotificationPreferencesDto> {
    return this.preferences.update(membership, dto);
  }

  /** What the organisation's members and the admins did to it and its listings; newest first. Owners only. */
  @Get(':orgId/audit-log')
  @Authenticated({ role: 'owner' })
  @ApiOkResponse({ description: 'A page of entries, newest first', type: AuditEntryPageDto })
  @ApiPageInvalid()
  async listOrganisationAuditLog(
    @CurrentMembership() membership: Membership,
    @Query() query: CursorPageQueryDto,
  ): Promise<Page<AuditEntryDto>> {
    const page = await readAuditLog(this.dataSource, {
      limit: query.limit,
      cursor: query.cursor,
      organisationId: membership.organisationId,
    });
    const { name } = await this.organisations.get(membership);
    return withOrganisationNames(page, async (ids) => ids.map((id) => ({ id, name })));
  }

  /** The organisations the signed-in account belongs to, with its role in each. Signed in. */
  @Get()
  @Authenticated({ role: 'signed-in' })
  @ApiOkResponse({ description: 'Organisations, by name', type: [OrganisationDto] })
  listMyOrganisations(@CurrentUser() user: UserEntity): Promise<OrganisationDto[]> {
    return this.organisations.listMine(user);
  }

  /** One of the caller's organisations. Members (owner or staff). */
  @Get(':orgId')
  @Authenticated({ role: 'member' })
  @ApiOkResponse({ description: 'The organisation', type: OrganisationDto })
  getMyOrganisation(@CurrentMembership() membership: Membership): Promise<OrganisationDto> {
    return this.organisations.get(membership);
  }

  /** Changes the organisation's details (not its status). Owners only. */
  @Patch(':orgId')
  @Authenticated({ role: 'owner' })
  @ApiOkResponse({ description: 'The organisation as changed', type: OrganisationDto })
  @ApiInvalid('contactEmail', 'Contact email must be a valid email address')
  @ApiErrors({
    409: {
      codes: ['ORGANISATION_NAME_TAKEN'],
      description: 'The name is taken',
      messages: { ORGANISATION_NAME_TAKEN: NAME_TAKEN },
    },
  })
  updateMyOrganisation(
    @CurrentMembership() membership: Membership,
    @Body() dto: UpdateOrganisationDto,
  ): Promise<OrganisationDto> {
    return this.organisations.update(membership, dto);
  }

  /**
   * Resubmits an application an admin sent back for changes: pending again, the admins told.
   * Make the changes first (PATCH). Owners only.
   */
  @Post(':orgId/resubmit')
  @HttpCode(200)
  @Authenticated({ role: 'owner' })
  @ApiOkResponse({ description: 'Pending again', type: OrganisationDto })
  @ApiErrors({
    409: {
      codes: ['NOTHING_TO_RESUBMIT'],
      description: 'No changes were asked for',
      messages: { NOTHING_TO_RESUBMIT: NOTHING_TO_RESUBMIT },
    },
  })
  resubmitApplication(@CurrentMembership() membership: Membership): Promise<OrganisationDto> {
    return this.organisations.resubmit(membership);
  }

  /** The members and open invitations. Members (owner or staff). */
  @Get(':orgId/members')
  @Authenticated({ role: 'member' })
  @ApiOkResponse({ description: 'Members and invitations', type: MembersDto })
  listMembers(@CurrentMembership() membership: Membership): Promise<MembersDto> {
    return this.organisations.members(membership);
  }

  /**
   * Invites staff by e-mail address: an existing account becomes staff at once, otherwise the
   * invitation waits until an account with that address signs up or signs in (verified).
   * Either way an invitation e-mail goes to the address. Owners only.
   */
  @Post(':orgId/members')
  @Authenticated({ role: 'owner' })
  @ApiCreatedResponse({ description: 'Added, or invited', type: InviteResultDto })
  @ApiInvalid('email', 'Valid email is required')
  @ApiErrors({
    409: {
      codes: ['ALREADY_MEMBER'],
      description: 'Already a member',
      messages: { ALREADY_MEMBER: ALREADY_MEMBER },
    },
  })
  inviteMember(
    @CurrentMembership() membership: Membership,
    @Body() dto: InviteMemberDto,
  ): Promise<InviteResultDto> {
    return this.organisations.invite(membership, dto);
  }

  /** Removes a member (never the last owner). Owners only. */
  @Delete(':orgId/members/:userId')
  @HttpCode(204)
  @Authenticated({ role: 'owner' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'Not a member',
      messages: { NOT_FOUND: MEMBER_NOT_FOUND },
    },
    409: {
      codes: ['LAST_OWNER'],
      description: 'The last owner',
      messages: { LAST_OWNER: LAST_OWNER },
    },
  })
  removeMember(
    @CurrentMembership() membership: Membership,
    @Param('userId') userId: string,
  ): Promise<void> {
    return this.organisations.removeMember(membership, userId);
  }

  /** Withdraws an unused invitation. Owners only. */
  @Delete(':orgId/invitations/:invitationId')
  @HttpCode(204)
  @Authenticated({ role: 'owner' })
  @ApiNoContentResponse({ description: 'Withdrawn' })
  @ApiErrors({
    404: {
      codes: ['NOT_FOUND'],
      description: 'No such invitation',
      messages: { NOT_FOUND: INVITATION_NOT_FOUND },
    },
  })
  revokeInvitation(
    @CurrentMembership() membership: Membership,
    @Param('invitationId') invitationId: string,
  ): Promise<void> {
    return this.organisations.revokeInvitation(membership, invitationId);
  }
}
