import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { readBearerToken, type AuthenticatedRequest } from '../auth/session.js';
import { SessionGuard } from '../auth/session.guard.js';
import { assertKeyMayCall } from './api-key.access.js';
import { ApiKeyGuard } from './api-key.strategy.js';

/**
 * A signed-in user's route that a server may also call with an API key holding the route's
 * scope (`@ApiKeyAccess`). With an `Authorization: Bearer` header the key decides; otherwise
 * the session cookie does, exactly as `SessionGuard`.
 */
@Injectable()
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
