import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors, ApiServerError, SetsSessionCookie } from '../common/openapi/index.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import {
  AccountSecurityService,
  LINK_NOT_VALID,
  WRONG_CURRENT_PASSWORD,
} from './account-security.service.js';
import {
  PASSWORD_CHANGES,
  RESEND_REQUESTS,
  RESET_REQUESTS,
  TOKEN_ATTEMPTS,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_EMAILS,
} from './auth.limits.js';
import { CurrentUser } from './current-user.decorator.js';
import {
  AccountMessageDto,
  AccountSessionDto,
  ChangePasswordDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  VerifyEmailDto,
} from './dto/account.dto.js';
import type { UserEntity } from './entities/user.entity.js';
import { PASSWORD_TOO_EASY } from './password-rule.js';
import { CROSS_SITE_REFUSED } from './same-origin.middleware.js';
import { Authenticated, Public } from './authenticated.decorator.js';
import {
  readSessionToken,
  SESSION_COOKIE,
  sessionCookieOptions,
  type AuthenticatedRequest,
} from './session.js';

const message = (text: string): AccountMessageDto => ({ success: true, message: text });
const WEAK_PASSWORD_EXAMPLE = `${PASSWORD_TOO_EASY}: this is a heavily used password. Add more words that are less common.`;

/** Verifying the address, resetting and changing the password, and the account's sessions. */
@ApiTags('auth')
@ApiServerError()
@ApiErrors({
  403: {
    codes: ['CSRF'],
    description: 'Sent from another origin',
    messages: { CSRF: CROSS_SITE_REFUSED },
  },
})
@Controller('auth')
export class AccountSecurityController {
  constructor(private readonly account: AccountSecurityService) {}

  /**
   * Follows the link e-mailed at sign-up (`/verify-email?token=`): the address is verified
   * and the account may book. A link works once, for 24 hours. Public: the token is the proof.
   */
  @Post('verify-email')
  @Public()
  @HttpCode(200)
  @RateLimitTokens()
  @ApiOkResponse({ description: 'Verified', type: AccountMessageDto })
  @ApiErrors({
    400: {
      codes: ['INVALID_TOKEN'],
      description: 'Unknown, used or expired link',
      messages: { INVALID_TOKEN: LINK_NOT_VALID },
    },
  })
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<AccountMessageDto> {
    return message(await this.account.verifyEmail(dto.token));
  }

  /** Sends the signed-in account a new verification link. At most 3 in 15 minutes. */
  @Post('verify-email/resend')
  @HttpCode(200)
  // Guards run bottom to top: the session first, then the per-account limit.
  @RateLimit(RESEND_REQUESTS)
  @Authenticated()
  @ApiOkResponse({ description: 'Sent (or already verified)', type: AccountMessageDto })
  @ApiErrors({
    429: { codes: ['THROTTLED'], messages: { THROTTLED: TOO_MANY_EMAILS } },
  })
  async resendVerification(@CurrentUser() user: UserEntity): Promise<AccountMessageDto> {
    return message(await this.account.resendVerification(user));
  }

  /**
   * 'Forgot password?': e-mails a link to `/reset-password?token=`, valid 1 hour, when the
   * address has an account. The same answer either way. Public; 10 an hour per IP, 3 an hour
   * per address.
   */
  @Post('password-reset')
  @Public()
  @HttpCode(200)
  @RateLimit(RESET_REQUESTS)
  @ApiOkResponse({ description: 'Accepted: look for the e-mail', type: AccountMessageDto })
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED'],
      messages: { VALIDATION_FAILED: 'Valid email is required' },
    },
    429: { codes: ['THROTTLED'], messages: { THROTTLED: TOO_MANY_EMAILS } },
  })
  async requestPasswordReset(@Body() dto: PasswordResetRequestDto): Promise<AccountMessageDto> {
    return message(await this.account.requestPasswordReset(dto.email));
  }

  /**
   * Sets a new password with the e-mailed link (once, within the hour). Every session of the
   * account ends, but this browser's. The sign-up rule applies (code WEAK_PASSWORD says why).
   */
  @Post('password-reset/confirm')
  @Public()
  @HttpCode(200)
  @RateLimitTokens()
  @ApiOkResponse({ description: 'The new password is set', type: AccountMessageDto })
  @ApiErrors({
    400: {
      codes: ['INVALID_TOKEN'],
      description:
        'Unknown, used or expired link (INVALID_TOKEN); or a weak password (WEAK_PASSWORD)',
      messages: { INVALID_TOKEN: LINK_NOT_VALID },
    },
  })
  async confirmPasswordReset(
    @Body() dto: PasswordResetConfirmDto,
    @Req() request: AuthenticatedRequest,
  ): Promise<AccountMessageDto> {
    return message(
      await this.account.confirmPasswordReset(dto.token, dto.password, readSessionToken(request)),
    );
  }

  /**
   * Changes the signed-in account's password: the current one is required, the sign-up rule
   * applies. Every other session ends. At most 5 tries in 15 minutes.
   */
  @Post('password')
  @HttpCode(200)
  // Guards run bottom to top: the session first, then the per-account limit.
  @RateLimit(PASSWORD_CHANGES)
  @Authenticated()
  @ApiOkResponse({ description: 'Changed', type: AccountMessageDto })
  @ApiErrors({
    400: {
      codes: ['WRONG_PASSWORD'],
      description: `Wrong current password; or ${WEAK_PASSWORD_EXAMPLE}`,
      messages: { WRONG_PASSWORD: WRONG_CURRENT_PASSWORD },
    },
    429: { codes: ['THROTTLED'], messages: { THROTTLED: TOO_MANY_ATTEMPTS } },
  })
  async changePassword(
    @CurrentUser() user: UserEntity,
    @Body() dto: ChangePasswordDto,
    @Req() request: AuthenticatedRequest,
  ): Promise<AccountMessageDto> {
    return message(
      await this.account.changePassword(
        user,
        dto.currentPassword,
        dto.newPassword,
        request.sessionToken!,
      ),
    );
  }

  /** The account's signed-in browsers: device, IP address, last seen; `current` is this one. */
  @Get('sessions')
  @Authenticated()
  @ApiOkResponse({ description: 'Most recently seen first', type: [AccountSessionDto] })
  listSessions(
    @CurrentUser() user: UserEntity,
    @Req() request: AuthenticatedRequest,
  ): Promise<AccountSessionDto[]> {
    return this.account.listSessions(user.id, request.sessionToken!);
  }

  /** Signs out one of the account's sessions (another account's answers 404). */
  @Delete('sessions/:id')
  @Authenticated()
  @ApiOkResponse({ description: 'Signed out', type: AccountMessageDto })
  @ApiErrors({
    404: { codes: ['NOT_FOUND'], messages: { NOT_FOUND: 'Session not found' } },
  })
  async revokeSession(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Session', 'uuid')) id: string,
  ): Promise<AccountMessageDto> {
    return message(await this.account.revokeSession(user.id, id));
  }

  /** Signs the account out everywhere, this browser included (the cookie is cleared). */
  @Delete('sessions')
  @SetsSessionCookie('clear')
  @Authenticated()
  @ApiOkResponse({ description: 'Signed out everywhere', type: AccountMessageDto })
  async endAllSessions(
    @CurrentUser() user: UserEntity,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountMessageDto> {
    const text = await this.account.endAllSessions(user.id);
    const { maxAge: _maxAge, ...options } = sessionCookieOptions(request);
    response.clearCookie(SESSION_COOKIE, options);
    return message(text);
  }
}

/** Links followed: 20 a minute per IP, documented. */
function RateLimitTokens() {
  return applyDecorators(
    RateLimit(TOKEN_ATTEMPTS),
    ApiErrors({ 429: { codes: ['THROTTLED'], messages: { THROTTLED: TOO_MANY_ATTEMPTS } } }),
  );
}
