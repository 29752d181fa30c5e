import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserEntity } from './entities/user.entity.js';
import type { AuthenticatedRequest } from './session.js';

/**
 * The signed-in user, as set by the session guard (`@UseGuards(SessionGuard)`). Behind
 * `OptionalSessionGuard` it is `undefined` for a visitor.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserEntity | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
