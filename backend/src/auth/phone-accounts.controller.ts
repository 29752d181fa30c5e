import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PHONE_MESSAGE } from '@salone/booking-rules';
import { ApiErrors, ApiServerError, SetsSessionCookie } from '../common/openapi/index.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import {
  CODE_ATTEMPTS,
  CODE_REQUESTS,
  RESEND_REQUESTS,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_CODES,
  TOO_MANY_EMAILS,
} from './auth.limits.js';
import { localeOf } from './account-locale.js';
import { AuthService, toUserDto } from './auth.service.js';
import { Authenticated, Public } from './authenticated.decorator.js';
import { CurrentUser } from './current-user.decorator.js';
import { AccountMessageDto } from './dto/account.dto.js';
import { UserDto } from './dto/auth.dto.js';
import {
  AddEmailDto,
  CODE_FORMAT,
  PhoneCodeDto,
  PhoneCodeRequestDto,
  PhoneCodeSentDto,
  PhoneSignInDto,
} from './dto/phone.dto.js';
import type { UserEntity } from './entities/user.entity.js';
import {
  CODE_NOT_VALID,
  CODE_SENT,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_IN_USE,
  NO_PHONE_ACCOUNT,
  PHONE_TAKEN,
  PhoneAccountsService,
  WRONG_CODE,
} from './phone-accounts.service.js';
import { CROSS_SITE_REFUSED } from './same-origin.middleware.js';
import { readSessionToken, SESSION_COOKIE, sessionCookieOptions } from './session.js';

const CODE_ERRORS = {
  400: {
    codes: ['VALIDATION_FAILED', 'WRONG_CODE', 'CODE_NOT_VALID'],
    description:
      'A number or code that is not valid (VALIDATION_FAILED); a wrong code (WRONG_CODE); ' +
      'no code left to try: none sent, used, older than 10 minutes or 5 wrong tries spent ' +
      '(CODE_NOT_VALID)',
    messages: { VALIDATION_FAILED: CODE_FORMAT, WRONG_CODE, CODE_NOT_VALID },
  },
  429: { codes: ['THROTTLED'], messages: { THROTTLED: TOO_MANY_ATTEMPTS } },
} as const;

const SEND_ERRORS = {
  400: { codes: ['VALIDATION_FAILED'], messages: { VALIDATION_FAILED: PHONE_MESSAGE } },
  429: {
    codes: ['THROTTLED'],
    description:
      'Too soon after the last code to this number (the wait doubles: 30 s, 60 s, ...), 5 ' +
      'codes to it within the hour, or too many codes from this IP; Retry-After says when',
    messages: { THROTTLED: TOO_MANY_CODES },
  },
} as const;

/** Accounts by phone number: SMS codes to sign up and in, and a number or an address added. */
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
export class PhoneAccountsController {
  constructor(
    private readonly phones: PhoneAccountsService,
    private readonly auth: AuthService,
  ) {}

  /**
   * Sends a 6-digit code by SMS to sign up or sign in with the number; the same answer
   * whether or not it has an account. The code lives 10 minutes and replaces the last one.
   * Public; per number a growing wait (30 s, then 60 s, 120 s, ...) and 5 codes an hour; 20
   * codes an hour per IP.
   */
  @Post('phone/code')
  @Public()
  @HttpCode(200)
  @RateLimit(CODE_REQUESTS)
  @ApiOkResponse({ description: 'Sent', type: PhoneCodeSentDto })
  @ApiErrors(SEND_ERRORS)
  async sendSignInCode(
    @Body() dto: PhoneCodeRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PhoneCodeSentDto> {
    const wait = await this.phones.sendCode(
      dto.phone,
      'sign_in',
      null,
      response,
      localeOf(request) ?? 'en',
    );
    return { success: true, message: CODE_SENT, resendAfterSeconds: wait };
  }

  /**
   * Signs in with the number and its SMS code, setting a new session cookie. With a first
   * and last name, a number without an account gets one (sign-up, no e-mail needed); without
   * them it answers 404 NO_PHONE_ACCOUNT. Each try counts before the check: the fifth wrong
   * one kills the code. Public; 30 tries a minute per IP.
   */
  @Post('phone/sign-in')
  @Public()
  @HttpCode(200)
  @SetsSessionCookie('set')
  @RateLimit(CODE_ATTEMPTS)
  @ApiOkResponse({ description: 'Signed in; Set-Cookie carries the session', type: UserDto })
  @ApiErrors({
    ...CODE_ERRORS,
    404: { codes: ['NO_PHONE_ACCOUNT'], messages: { NO_PHONE_ACCOUNT: NO_PHONE_ACCOUNT } },
  })
  async signInWithPhone(
    @Body() dto: PhoneSignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserDto> {
    const user = await this.phones.signInWithCode({ ...dto, locale: localeOf(request) });
    const previous = readSessionToken(request);
    if (previous) await this.auth.endSession(previous);
    const token = await this.auth.createSession(user.id, new Date(), {
      userAgent: request.get('user-agent'),
      ipAddress: request.ip,
    });
    response.cookie(SESSION_COOKIE, token, sessionCookieOptions(request));
    return toUserDto(user);
  }

  /**
   * Sends a code by SMS to a number the signed-in account wants to add (or put in place of
   * its own). The same limits as for signing in, and 5 codes an hour per account.
   */
  @Post('phone')
  @HttpCode(200)
  // Guards run bottom to top: the session first, then the limits.
  @RateLimit(CODE_REQUESTS)
  @Authenticated()
  @ApiOkResponse({ description: 'Sent', type: PhoneCodeSentDto })
  @ApiErrors(SEND_ERRORS)
  async sendAddPhoneCode(
    @CurrentUser() user: UserEntity,
    @Body() dto: PhoneCodeRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PhoneCodeSentDto> {
    const wait = await this.phones.sendCode(
      dto.phone,
      'add_phone',
      user.id,
      response,
      localeOf(request) ?? user.locale,
    );
    return { success: true, message: CODE_SENT, resendAfterSeconds: wait };
  }

  /**
   * Gives the signed-in account the number whose SMS code it entered: the number is then
   * verified and the account may book with it. A number another account has is refused
   * (409 PHONE_TAKEN).
   */
  @Post('phone/verify')
  @HttpCode(200)
  @RateLimit(CODE_ATTEMPTS)
  @Authenticated()
  @ApiOkResponse({ description: 'The account with its number', type: UserDto })
  @ApiErrors({
    ...CODE_ERRORS,
    409: { codes: ['PHONE_TAKEN'], messages: { PHONE_TAKEN } },
  })
  async verifyAddedPhone(
    @CurrentUser() user: UserEntity,
    @Body() dto: PhoneCodeDto,
  ): Promise<UserDto> {
    return toUserDto(await this.phones.verifyAddedPhone(user, dto.phone, dto.code));
  }

  /**
   * Adds an e-mail address to the signed-in account (one made by phone), or puts another in
   * place of one not yet verified, and e-mails it a link to verify it. Refused when another
   * account has the address (409 EMAIL_TAKEN) or this one has a verified address (409
   * EMAIL_ALREADY_VERIFIED). 3 in 15 minutes per account.
   */
  @Post('email')
  @HttpCode(200)
  @RateLimit(RESEND_REQUESTS)
  @Authenticated()
  @ApiOkResponse({ description: 'Added: look for the e-mail', type: AccountMessageDto })
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED'],
      messages: { VALIDATION_FAILED: 'Valid email is required' },
    },
    409: {
      codes: ['EMAIL_TAKEN', 'EMAIL_ALREADY_VERIFIED'],
      messages: { EMAIL_TAKEN: EMAIL_IN_USE, EMAIL_ALREADY_VERIFIED },
    },
    429: { codes: ['THROTTLED'], messages: { THROTTLED: TOO_MANY_EMAILS } },
  })
  async addEmail(
    @CurrentUser() user: UserEntity,
    @Body() dto: AddEmailDto,
  ): Promise<AccountMessageDto> {
    return { success: true, message: await this.phones.addEmail(user, dto.email) };
  }
}
