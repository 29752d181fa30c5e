import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception.js';
import { AuthService } from './auth.service.js';
import { readSessionToken, type AuthenticatedRequest } from './session.js';

export const NOT_SIGNED_IN = 'Please sign in to continue';

/** Lets the request through only with a live session cookie; sets request.user. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = readSessionToken(request);
    const user = token ? await this.auth.resolveSession(token) : null;
    if (!user) throw new DomainException(HttpStatus.UNAUTHORIZED, NOT_SIGNED_IN, 'UNAUTHENTICATED');
    request.user = user;
    request.sessionToken = token;
    return true;
  }
}

/**
 * For public routes that note who is asking: sets request.user when the session cookie is
 * live, and lets every request through (no cookie, or an expired one, means anonymous).
 */
@Injectable()
export class OptionalSessionGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = readSessionToken(request);
    const user = token ? await this.auth.resolveSession(token) : null;
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
    return true;
  }
}
