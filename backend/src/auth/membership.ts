import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserEntity } from './entities/user.entity.js';
import type { AuthenticatedRequest } from './session.js';

/**
 * The caller's membership of the organisation in the path, which the ORGANISATION_ACCESS port
 * (bound by the operators module, operators/access/) sets on the request for
 * `@Authenticated({ role: 'member' | 'owner' })`. Its role and status are the operators
 * module's MEMBER_ROLES and ORGANISATION_STATUSES.
 */
export interface Membership {
  organisationId: number;
  organisationStatus: 'pending' | 'approved' | 'suspended' | 'changes_requested' | 'rejected';
  role: 'owner' | 'staff';
  /** The member; for an API key, the owner who made it. */
  user: UserEntity;
  /** Set when the request came with an API key (which acts with staff rights). */
  apiKeyId?: string;
}

export type MemberRequest = AuthenticatedRequest & { membership?: Membership };

/** The membership `@Authenticated({ role: 'member' | 'owner' })` resolved. */
export const CurrentMembership = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Membership => {
    const membership = context.switchToHttp().getRequest<MemberRequest>().membership;
    if (!membership) {
      throw new Error("CurrentMembership used without @Authenticated({ role: 'member' })");
    }
    return membership;
  },
);
