import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { UserEntity } from '../auth/entities/user.entity.js';
import { CROSS_SITE_REFUSED } from '../auth/same-origin.middleware.js';
import { NOT_SIGNED_IN, SessionGuard } from '../auth/session.guard.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/session.js';
import { ApiServerError, errorResponse } from '../common/api-docs.js';
import {
  ACCOUNT_DELETED,
  AccountDataService,
  OWNER_CANNOT_DELETE,
  WRONG_PASSWORD,
} from './account-data.service.js';
import { AccountExportDto, DeleteAccountDto, DeleteAccountResponseDto } from './dto/account.dto.js';
import { SetsSessionCookie } from '../common/api-document.js';

/** The signed-in traveller's own data: download it, or delete the account. */
@ApiTags('account')
@ApiCookieAuth('session')
@ApiServerError()
@ApiUnauthorizedResponse({ description: 'Not signed in', ...errorResponse(401, NOT_SIGNED_IN) })
@UseGuards(SessionGuard)
@Controller('account')
export class AccountDataController {
  constructor(private readonly account: AccountDataService) {}

  /**
   * 'Download my data': the account, its bookings and its trip plans as one JSON file
   * (`Content-Disposition: attachment; filename="salone-my-data.json"`). The signed-in
   * account only.
   */
  @Get('export')
  @Header('Content-Disposition', 'attachment; filename="salone-my-data.json"')
  @ApiOkResponse({
    description: 'Everything Salone keeps about the account',
    type: AccountExportDto,
  })
  exportAccount(@CurrentUser() user: UserEntity): Promise<AccountExportDto> {
    return this.account.export(user);
  }

  /**
   * 'Delete my account', with the current password: signs the account out everywhere, cancels
   * its unpaid bookings, deletes its documents and trip plans, and anonymises its bookings,
   * which stay for the operators' records. Cannot be undone. Refused (409) while the account
   * owns an operator organisation.
   */
  @Post('delete')
  @SetsSessionCookie('clear')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'Deleted; the session cookie is cleared',
    type: DeleteAccountResponseDto,
  })
  @ApiBadRequestResponse(errorResponse(400, 'Please enter your password to delete your account'))
  @ApiForbiddenResponse({
    description: `The password is wrong (WRONG_PASSWORD), or the request came from another origin (${CROSS_SITE_REFUSED})`,
    ...errorResponse(403, WRONG_PASSWORD),
  })
  @ApiConflictResponse({
    description: 'The account owns an operator organisation (ACCOUNT_OWNS_ORGANISATION)',
    ...errorResponse(409, OWNER_CANNOT_DELETE),
  })
  async deleteAccount(
    @CurrentUser() user: UserEntity,
    @Body() dto: DeleteAccountDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeleteAccountResponseDto> {
    await this.account.delete(user.id, dto.password);
    const { maxAge: _maxAge, ...options } = sessionCookieOptions(request);
    response.clearCookie(SESSION_COOKIE, options);
    return { success: true, message: ACCOUNT_DELETED };
  }
}
