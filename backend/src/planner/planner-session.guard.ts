import { Injectable } from '@nestjs/common';
import { SessionGuard } from '../auth/session.guard.js';
import { DomainException, unauthorized } from '../common/errors/domain.exception.js';

export const PLANNER_NOT_SIGNED_IN = 'Please sign in to use the AI Trip Planner.';

/** The session guard, with the planner's own words for a signed-out visitor. */
@Injectable()
export class PlannerSessionGuard extends SessionGuard {
  protected override unauthenticated(): DomainException {
    return unauthorized(PLANNER_NOT_SIGNED_IN, 'UNAUTHENTICATED');
  }
}
