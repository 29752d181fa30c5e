import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { Authenticates } from '../common/api-security.js';
import { DomainException, unauthorized } from '../common/errors/domain.exception.js';
import type { UserEntity } from './entities/user.entity.js';
import { SESSION_STRATEGY } from './session.strategy.js';

export const NOT_SIGNED_IN = 'Please sign in to continue';

/** Lets the request through only with a live session cookie; sets request.user. */
@Injectable()
@Authenticates('session')
export class SessionGuard extends AuthGuard(SESSION_STRATEGY) {
  /** The 401 a signed-out request gets. */
  protected unauthenticated(): DomainException {
    return unauthorized(NOT_SIGNED_IN, 'UNAUTHENTICATED');
  }

  override handleRequest<TUser = UserEntity>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw this.unauthenticated();
    return user;
  }
}

/**
 * For public routes that note who is asking: sets request.user when the session cookie is
 * live, and lets every request through (no cookie, or an expired one, means anonymous).
 */
@Injectable()
@Authenticates('optional')
export class OptionalSessionGuard extends AuthGuard(SESSION_STRATEGY) {
  override handleRequest<TUser = UserEntity>(
    error: unknown,
    user: TUser | false,
  ): TUser | undefined {
    if (error) throw error;
    return user || undefined;
  }
}
