import { CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { readBearerToken, type AuthenticatedRequest } from '../auth/session.js';
import { SessionGuard } from '../auth/session.guard.js';
import { Authenticates, errorResponse } from '../common/openapi/index.js';
import { CROSS_SITE_REFUSED } from '../auth/same-origin.middleware.js';
import { assertKeyMayCall, KEY_NOT_ALLOWED } from './api-key.access.js';
import { ApiKeyGuard } from './api-key.strategy.js';

/**
 * A signed-in user's route that a server may also call with an API key holding the route's
 * scope (`@ApiKeyAccess`). With an `Authorization: Bearer` header the key decides; otherwise
 * the session cookie does, exactly as `SessionGuard`.
 */
@Injectable()
@Authenticates('session')
export class SessionOrApiKeyGuard implements CanActivate {
  constructor(
    private readonly session: SessionGuard,
    private readonly apiKey: ApiKeyGuard,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (readBearerToken(request) === undefined) {
      return (await this.session.canActivate(context)) as boolean;
    }
    await this.apiKey.canActivate(context);
    assertKeyMayCall(this.reflector, context, request.apiKey!);
    return true;
  }
}

/**
 * 403 of a signed-in person's route called with an API key: keys act for an organisation's
 * servers, not for a traveller (decision 128); the route's scope list names none.
 */
export const apiKeyRefused = (alsoCsrf = false) =>
  errorResponse(
    403,
    alsoCsrf ? CROSS_SITE_REFUSED : KEY_NOT_ALLOWED,
    alsoCsrf
      ? 'Sent from another origin (CSRF), or with an API key, which this route refuses (API_KEY_NOT_ALLOWED)'
      : 'Called with an API key, which this route refuses (API_KEY_NOT_ALLOWED)',
    alsoCsrf ? ['CSRF', 'API_KEY_NOT_ALLOWED'] : 'API_KEY_NOT_ALLOWED',
  );

/**
 * A route for a signed-in person only: a session cookie as `SessionGuard` asks, and an API key
 * is refused with 403 API_KEY_NOT_ALLOWED (401 API_KEY_INVALID, ..., for a key that is not
 * valid), rather than the 401 "please sign in" a missing cookie gets.
 */
export const SessionOnly = () => UseGuards(SessionOrApiKeyGuard);
