import { Injectable } from '@nestjs/common';
import {
  KEY_NOT_ALLOWED,
  ORGANISATION_NOT_FOUND,
  OWNER_ONLY,
  type MemberRequest,
  type OrganisationAccess,
  type OrganisationMembers,
  type VerifiedApiKey,
} from '../../auth/index.js';
import { forbidden, notAvailable } from '../../common/errors/domain.exception.js';
import { OrganisationsRepository } from '../organisations.repository.js';

export { ORGANISATION_NOT_FOUND, OWNER_ONLY };

/**
 * Membership of the organisation named by the `:orgId` path parameter, for
 * `@Authenticated({ role: 'member' | 'owner' })`: read from the database on every request. A
 * caller who is not a member gets the same 404 as for an organisation that does not exist,
 * so ids reveal nothing; a staff member on an owner's route gets 403.
 */
@Injectable()
export class OrganisationMembership implements OrganisationAccess {
  constructor(private readonly organisations: OrganisationsRepository) {}

  async admit(
    request: MemberRequest,
    needed: 'member' | 'owner',
    key?: VerifiedApiKey,
  ): Promise<void> {
    const raw = request.params?.orgId;
    if (key) return this.admitKey(request, needed, key, raw);
    const user = request.user!;
    if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw))
      throw notAvailable(ORGANISATION_NOT_FOUND, 'ORGANISATION_NOT_FOUND');
    const member = await this.organisations.findMembership(Number(raw), user.id);
    if (!member) throw notFound();
    if (needed === 'owner' && member.role !== 'owner') {
      throw forbidden(OWNER_ONLY, 'OWNER_ONLY');
    }
    request.membership = {
      organisationId: Number(raw),
      organisationStatus: member.status,
      role: member.role,
      user,
    };
  }

  /**
   * An API key acts for its own organisation only (any other answers the same 404 as for a
   * non-member), with staff rights.
   */
  private async admitKey(
    request: MemberRequest,
    needed: 'member' | 'owner',
    key: VerifiedApiKey,
    raw: unknown,
  ): Promise<void> {
    if (String(key.organisationId) !== raw) throw notFound();
    if (needed === 'owner') {
      throw forbidden(KEY_NOT_ALLOWED, 'API_KEY_NOT_ALLOWED');
    }
    const organisation = await this.organisations.findStatus(key.organisationId);
    request.membership = {
      organisationId: key.organisationId,
      organisationStatus: organisation!.status,
      role: 'staff',
      user: request.user!,
      apiKeyId: key.id,
    };
  }
}

const notFound = () => notAvailable(ORGANISATION_NOT_FOUND, 'ORGANISATION_NOT_FOUND');

/** Organisation membership as sign-in asks about it (auth's ORGANISATION_MEMBERS port). */
@Injectable()
export class OrganisationMembersForAuth implements OrganisationMembers {
  constructor(private readonly organisations: OrganisationsRepository) {}

  claimInvitations(user: { id: string; email: string }): Promise<void> {
    return this.organisations.claimInvitations(user.id, user.email);
  }

  isMemberOfAny(userId: string): Promise<boolean> {
    return this.organisations.isMemberOfAny(userId);
  }
}
