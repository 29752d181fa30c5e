import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { unauthorized } from '../common/errors/domain.exception.js';
import { decisionFor, NOT_SIGNED_IN } from './authentication.js';
import type { UserEntity } from './entities/user.entity.js';
import { SESSION_STRATEGY } from './session.strategy.js';

/**
 * Lets the request through only with a live session cookie; sets request.user. A step of the
 * authentication guard, never a controller's own guard (use `@Authenticated()`).
 */
@Injectable()
export class SessionGuard extends AuthGuard(SESSION_STRATEGY) {
  override handleRequest<TUser = UserEntity>(
    error: unknown,
    user: TUser | false,
    _info?: unknown,
    context?: ExecutionContext,
  ): TUser {
    if (error) throw error;
    if (!user) {
      const decision = context ? decisionFor(context) : undefined;
      const message = (decision && !decision.public && decision.signInMessage) || NOT_SIGNED_IN;
      throw unauthorized(message, 'UNAUTHENTICATED');
    }
    return user;
  }
}

/**
 * For public routes that note who is asking: sets request.user when the session cookie is
 * live, and lets every request through (no cookie, or an expired one, means anonymous).
 */
@Injectable()
export class OptionalSessionGuard extends AuthGuard(SESSION_STRATEGY) {
  override handleRequest<TUser = UserEntity>(
    error: unknown,
    user: TUser | false,
  ): TUser | undefined {
    if (error) throw error;
    return user || undefined;
  }
}
