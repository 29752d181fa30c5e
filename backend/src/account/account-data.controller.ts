import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  Authenticated,
  CODE_NOT_VALID,
  CROSS_SITE_REFUSED,
  CurrentUser,
  SESSION_COOKIE,
  sessionCookieOptions,
  type UserEntity,
  WRONG_CODE,
} from '../auth/index.js';
import { ApiErrors, ApiServerError, SetsSessionCookie } from '../common/openapi/index.js';
import {
  ACCOUNT_DELETED,
  AccountDataService,
  OWNER_CANNOT_DELETE,
  WRONG_PASSWORD,
} from './account-data.service.js';
import { AccountExportDto, DeleteAccountDto, DeleteAccountResponseDto } from './dto/account.dto.js';

/** The signed-in traveller's own data: download it, or delete the account. */
@ApiTags('account')
@ApiServerError()
@Authenticated()
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
   * 'Delete my account', with the current password (or, from an account with a verified phone
   * number, the code of an SMS sent to it): signs the account out everywhere, cancels
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
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED', 'WRONG_CODE', 'CODE_NOT_VALID'],
      description:
        'No password or code (VALIDATION_FAILED); the SMS code is wrong (WRONG_CODE) or no longer valid (CODE_NOT_VALID)',
      messages: {
        VALIDATION_FAILED: 'Please enter your password to delete your account',
        WRONG_CODE,
        CODE_NOT_VALID,
      },
    },
    403: {
      codes: ['WRONG_PASSWORD'],
      description: `The password is wrong (WRONG_PASSWORD), or the request came from another origin (${CROSS_SITE_REFUSED})`,
      messages: { WRONG_PASSWORD: WRONG_PASSWORD },
    },
    409: {
      codes: ['ACCOUNT_OWNS_ORGANISATION'],
      description: 'The account owns an operator organisation (ACCOUNT_OWNS_ORGANISATION)',
      messages: { ACCOUNT_OWNS_ORGANISATION: OWNER_CANNOT_DELETE },
    },
  })
  async deleteAccount(
    @CurrentUser() user: UserEntity,
    @Body() dto: DeleteAccountDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeleteAccountResponseDto> {
    await this.account.delete(user, dto);
    const { maxAge: _maxAge, ...options } = sessionCookieOptions(request);
    response.clearCookie(SESSION_COOKIE, options);
    return { success: true, message: ACCOUNT_DELETED };
  }
}
