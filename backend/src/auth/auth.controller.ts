import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors, ApiServerError, SetsSessionCookie } from '../common/openapi/index.js';
import { RateLimit } from '../common/rate-limit/rate-limit.guard.js';
import { AUTH_ATTEMPTS, LOGIN_ATTEMPTS, TOO_MANY_ATTEMPTS } from './auth.limits.js';
import { AuthService, INVALID_CREDENTIALS, toUserDto } from './auth.service.js';
import { CurrentUser } from './current-user.decorator.js';
import type { UserEntity } from './entities/user.entity.js';
import {
  LoginDto,
  LogoutResponseDto,
  RegisterDto,
  RegisterResponseDto,
  SessionDto,
  UserDto,
} from './dto/auth.dto.js';
import { PASSWORD_TOO_SHORT } from './password-rule.js';
import { CROSS_SITE_REFUSED } from './same-origin.middleware.js';
import { readSessionToken, SESSION_COOKIE, sessionCookieOptions } from './session.js';
import { localeOf, RemembersLocale } from './account-locale.js';
import { Authenticated, Public } from './authenticated.decorator.js';

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
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /**
   * Creates an account and e-mails it a link to verify the address (needed before the first
   * booking). Answers the same whether or not the address already has an account (its owner
   * gets an e-mail saying so). Public; throttled per IP and per e-mail. Does not sign in.
   * The password must have at least 8 characters and not be a common one (code WEAK_PASSWORD,
   * the message says why).
   */
  @Post('register')
  @Public()
  @RateLimit(AUTH_ATTEMPTS)
  @ApiCreatedResponse({ description: 'Accepted: look for the e-mail', type: RegisterResponseDto })
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED', 'WEAK_PASSWORD'],
      description:
        'Invalid fields; a password that is too short, blank or common (code WEAK_PASSWORD)',
      messages: { VALIDATION_FAILED: PASSWORD_TOO_SHORT },
    },
    429: { codes: ['THROTTLED'], messages: { THROTTLED: TOO_MANY_ATTEMPTS } },
  })
  register(@Body() dto: RegisterDto, @Req() request: Request): Promise<RegisterResponseDto> {
    return this.auth.register(dto, localeOf(request) ?? 'en');
  }

  /**
   * Signs in: sets a new HttpOnly session cookie (any previous session of this browser
   * ends). Public; throttled per IP, and failed sign-ins per e-mail and IP together with a
   * growing wait (a success is never counted, and other addresses are not held up).
   */
  @Post('login')
  @SetsSessionCookie('set')
  @RemembersLocale()
  @HttpCode(200)
  // Guards run top to bottom here: the rate limit below, then the credentials.
  @Authenticated({ via: 'password' })
  @RateLimit(LOGIN_ATTEMPTS)
  @ApiOkResponse({ description: 'Signed in; Set-Cookie carries the session', type: UserDto })
  @ApiErrors({
    400: {
      codes: ['VALIDATION_FAILED'],
      messages: { VALIDATION_FAILED: 'Valid email is required' },
    },
    401: { codes: ['BAD_LOGIN'], messages: { BAD_LOGIN: INVALID_CREDENTIALS } },
    429: { codes: ['THROTTLED'], messages: { THROTTLED: TOO_MANY_ATTEMPTS } },
  })
  async login(
    @Body() _dto: LoginDto,
    @CurrentUser() user: UserEntity,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserDto> {
    const previous = readSessionToken(request);
    if (previous) await this.auth.endSession(previous);
    const token = await this.auth.createSession(user.id, new Date(), {
      userAgent: request.get('user-agent'),
      ipAddress: request.ip,
    });
    response.cookie(SESSION_COOKIE, token, sessionCookieOptions(request));
    return toUserDto(user);
  }

  /** Ends this browser's session, if any, and clears the cookie. Public. */
  @Post('logout')
  @Public()
  @SetsSessionCookie('clear')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Signed out', type: LogoutResponseDto })
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LogoutResponseDto> {
    const token = readSessionToken(request);
    if (token) await this.auth.endSession(token);
    const { maxAge: _maxAge, ...options } = sessionCookieOptions(request);
    response.clearCookie(SESSION_COOKIE, options);
    return { success: true, message: 'You have been logged out.' };
  }

  /**
   * Who is asking: always 200, `{authenticated: false, user: null}` for a visitor. Web clients
   * use this to learn the sign-in state without provoking an error response.
   */
  @Get('session')
  @Authenticated({ via: 'optional' })
  @ApiOkResponse({ description: 'The sign-in state', type: SessionDto })
  async getSession(@CurrentUser() user: UserEntity | undefined): Promise<SessionDto> {
    return user
      ? { authenticated: true, user: toUserDto(user), roles: await this.auth.rolesOf(user) }
      : { authenticated: false, user: null, roles: [] };
  }

  /** The signed-in user. Requires a session. */
  @Get('user')
  @Authenticated()
  @ApiOkResponse({ description: 'The signed-in user', type: UserDto })
  getCurrentUser(@CurrentUser() user: UserEntity): UserDto {
    return toUserDto(user);
  }
}
