import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { SessionGuard } from '../auth/session.guard.js';
import { DomainException } from '../common/errors/domain.exception.js';

export const PLANNER_NOT_SIGNED_IN = 'Please sign in to use the AI Trip Planner.';

/** The session guard, with the planner's own words for a signed-out visitor. */
@Injectable()
export class PlannerSessionGuard extends SessionGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return await super.canActivate(context);
    } catch (error) {
      if (error instanceof DomainException && error.status === HttpStatus.UNAUTHORIZED) {
        throw new DomainException(
          HttpStatus.UNAUTHORIZED,
          PLANNER_NOT_SIGNED_IN,
          'UNAUTHENTICATED',
        );
      }
      throw error;
    }
  }
}
