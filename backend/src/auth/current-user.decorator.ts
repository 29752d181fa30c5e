import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserEntity } from './entities/user.entity.js';
import type { AuthenticatedRequest } from './session.js';

/**
 * The signed-in user (or, with an API key, the owner who made it), as `@Authenticated(...)`
 * set it. With `via: 'optional'` it is `undefined` for a visitor.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserEntity | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
