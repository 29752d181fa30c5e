import { OutboxService } from '../notifications/index.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService, type AuditActor } from '../audit/index.js';
import { accountContact, type Membership, UserDirectory, type UserEntity } from '../auth/index.js';
import { conflict, notAvailable } from '../common/errors/domain.exception.js';
import type {
  ApplyOperatorDto,
  InviteMemberDto,
  InviteResultDto,
  MembersDto,
  OrganisationDto,
  UpdateOrganisationDto,
} from './dto/organisation.dto.js';
import { OrganisationEntity } from './entities/organisation.entity.js';
import { OrganisationsRepository } from './organisations.repository.js';
import type { MemberRole } from './entities/organisation-member.entity.js';

export const NAME_TAKEN = 'An organisation with this name already exists';
export const LAST_OWNER = 'An organisation needs at least one owner';
export const ALREADY_MEMBER = 'This account is already a member of the organisation';
export const MEMBER_NOT_FOUND = 'Member not found';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const NOTHING_TO_RESUBMIT =
  'Only an application an admin sent back for changes can be resubmitted';

export const toOrganisationDto = (
  organisation: OrganisationEntity,
  role: MemberRole | null,
): OrganisationDto => ({
  id: organisation.id,
  name: organisation.name,
  serviceKinds: organisation.serviceKinds,
  contactPhone: organisation.contactPhone,
  contactEmail: organisation.contactEmail,
  registrationNumber: organisation.registrationNumber,
  payoutNumber: organisation.payoutNumber,
  smsBookingAlerts: organisation.smsBookingAlerts,
  whatsappNumber: organisation.whatsappNumber ?? null,
  status: organisation.status,
  statusReason: organisation.statusReason,
  role,
  createdAt: organisation.createdAt.toISOString(),
});

/** The acting member, for the audit log. */
export const memberActor = (membership: Membership): AuditActor => ({
  id: membership.user.id,
  email: accountContact(membership.user),
  role: membership.role,
});

const isUniqueViolation = (error: unknown): boolean =>
  (error as { driverError?: { code?: string }; code?: string })?.driverError?.code === '23505' ||
  (error as { code?: string })?.code === '23505';

/** Organisations, as their members see and run them. */
@Injectable()
export class OrganisationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly organisations: OrganisationsRepository,
    private readonly users: UserDirectory,
  ) {}

  /** A signed-in user applies: a pending organisation with the applicant as its owner. */
  async apply(user: UserEntity, dto: ApplyOperatorDto): Promise<OrganisationDto> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const organisation = await manager.save(
          OrganisationEntity,
          manager.create(OrganisationEntity, { ...dto, status: 'pending', appliedById: user.id }),
        );
        await this.organisations.addOwner(manager, organisation.id, user.id);
        await this.audit.record(
          manager,
          { id: user.id, email: accountContact(user), role: 'owner' },
          'organisation.apply',
          { type: 'organisation', id: organisation.id, organisationId: organisation.id },
          null,
          organisation,
        );
        await this.tellAdmins(manager, organisation, accountContact(user));
        return toOrganisationDto(organisation, 'owner');
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(NAME_TAKEN, 'ORGANISATION_NAME_TAKEN');
      }
      throw error;
    }
  }

  /** The admins hear of an application (new or resubmitted) by e-mail. */
  private async tellAdmins(
    manager: EntityManager,
    organisation: OrganisationEntity,
    applicantEmail: string,
  ): Promise<void> {
    await this.outbox.record(manager, {
      type: 'operator.applied',
      aggregateType: 'organisation',
      aggregateId: String(organisation.id),
      payload: {
        organisation: {
          id: String(organisation.id),
          name: organisation.name,
          contactEmail: organisation.contactEmail,
        },
        applicantEmail,
        adminEmails: await this.users.adminEmails(manager),
      },
    });
  }

  /** An owner resubmits an application sent back for changes: pending again. */
  async resubmit(membership: Membership): Promise<OrganisationDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockOrganisation(manager, membership.organisationId);
      if (before.status !== 'changes_requested') {
        throw conflict(NOTHING_TO_RESUBMIT, 'NOTHING_TO_RESUBMIT');
      }
      await manager.update(
        OrganisationEntity,
        { id: before.id },
        { status: 'pending', statusReason: null },
      );
      const after = await manager.findOneByOrFail(OrganisationEntity, { id: before.id });
      await this.audit.record(
        manager,
        memberActor(membership),
        'organisation.resubmit',
        { type: 'organisation', id: before.id, organisationId: before.id, name: after.name },
        before,
        after,
      );
      await this.tellAdmins(manager, after, accountContact(membership.user));
      return toOrganisationDto(after, membership.role);
    });
  }

  /** The organisations the user belongs to, with their role in each. */
  async listMine(user: UserEntity): Promise<OrganisationDto[]> {
    const rows = await this.organisations.rolesOf(user.id);
    if (rows.length === 0) return [];
    const organisations = await this.organisations.findByIdsByName(rows.map((row) => row.id));
    const roles = new Map(rows.map((row) => [row.id, row.role]));
    return organisations.map((o) => toOrganisationDto(o, roles.get(o.id)!));
  }

  async get(membership: Membership): Promise<OrganisationDto> {
    const organisation = await this.organisations.findOneOrFail(membership.organisationId);
    return toOrganisationDto(organisation, membership.role);
  }

  /** An owner changes the organisation's details (not its status). */
  async update(membership: Membership, dto: UpdateOrganisationDto): Promise<OrganisationDto> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const before = await this.lockOrganisation(manager, membership.organisationId);
        const changes = Object.fromEntries(
          Object.entries(dto).filter(([, value]) => value !== undefined),
        );
        await manager.update(OrganisationEntity, { id: before.id }, changes);
        const after = await manager.findOneByOrFail(OrganisationEntity, { id: before.id });
        await this.audit.record(
          manager,
          memberActor(membership),
          'organisation.update',
          { type: 'organisation', id: before.id, organisationId: before.id },
          before,
          after,
        );
        return toOrganisationDto(after, membership.role);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(NAME_TAKEN, 'ORGANISATION_NAME_TAKEN');
      }
      throw error;
    }
  }

  async members(membership: Membership): Promise<MembersDto> {
    const [members, invitations] = await Promise.all([
      this.organisations.listMembers(membership.organisationId),
      this.organisations.listInvitations(membership.organisationId),
    ]);
    const iso = (value: Date | string) => new Date(value).toISOString();
    return {
      members: members.map((m) => ({ ...m, joinedAt: iso(m.joinedAt) })),
      invitations: invitations.map((i) => ({
        ...i,
        invitedAt: iso(i.invitedAt),
      })),
    };
  }

  /** An owner adds staff by e-mail: at once when the account exists, else by invitation. */
  async invite(membership: Membership, dto: InviteMemberDto): Promise<InviteResultDto> {
    const organisationId = membership.organisationId;
    return this.dataSource.transaction(async (manager) => {
      const organisation = await this.lockOrganisation(manager, organisationId);
      const account = await this.organisations.findAccountByEmail(manager, dto.email);
      if (account) {
        const added = await this.organisations.addStaff(manager, organisationId, account.id);
        if (!added) {
          throw conflict(ALREADY_MEMBER, 'ALREADY_MEMBER');
        }
        await this.audit.record(
          manager,
          memberActor(membership),
          'member.add',
          { type: 'member', id: account.id, organisationId, name: account.email },
          null,
          { userId: account.id, email: account.email, role: 'staff' },
        );
        await this.sendInvitation(manager, membership, organisation, account.email, true);
        return { result: 'added', email: account.email };
      }
      const invitationId = await this.organisations.upsertInvitation(
        manager,
        organisationId,
        dto.email,
        membership.user.id,
      );
      await this.audit.record(
        manager,
        memberActor(membership),
        'member.invite',
        { type: 'invitation', id: invitationId, organisationId, name: dto.email },
        null,
        { email: dto.email, role: 'staff' },
      );
      await this.sendInvitation(manager, membership, organisation, dto.email, false);
      return { result: 'invited', email: dto.email };
    });
  }

  /** The invitation e-mail, through the outbox in the invitation's transaction. */
  private async sendInvitation(
    manager: EntityManager,
    membership: Membership,
    organisation: OrganisationEntity,
    email: string,
    existingAccount: boolean,
  ): Promise<void> {
    await this.outbox.record(manager, {
      type: 'member.invited',
      aggregateType: 'member',
      aggregateId: `${organisation.id}:${email.toLowerCase()}`,
      payload: {
        organisation: { id: organisation.id, name: organisation.name },
        email,
        invitedByEmail: accountContact(membership.user),
        existingAccount,
      },
    });
  }

  /** An owner removes a member; the last owner cannot be removed. */
  async removeMember(membership: Membership, userId: string): Promise<void> {
    const organisationId = membership.organisationId;
    await this.dataSource.transaction(async (manager) => {
      await this.lockOrganisation(manager, organisationId);
      const member = await this.organisations.findMember(manager, organisationId, userId);
      if (!member) throw notAvailable(MEMBER_NOT_FOUND);
      if (member.role === 'owner') {
        const owners = await this.organisations.countOwners(manager, organisationId);
        if (owners <= 1) throw conflict(LAST_OWNER, 'LAST_OWNER');
      }
      await this.organisations.removeMember(manager, organisationId, userId);
      await this.audit.record(
        manager,
        memberActor(membership),
        'member.remove',
        { type: 'member', id: userId, organisationId, name: member.email },
        { userId, email: member.email, role: member.role },
        null,
      );
    });
  }

  /** An owner withdraws an invitation that has not been used. */
  async revokeInvitation(membership: Membership, invitationId: string): Promise<void> {
    const organisationId = membership.organisationId;
    await this.dataSource.transaction(async (manager) => {
      const invitation = await this.organisations.deleteInvitation(
        manager,
        organisationId,
        invitationId,
      );
      if (!invitation) {
        throw notAvailable(INVITATION_NOT_FOUND);
      }
      await this.audit.record(
        manager,
        memberActor(membership),
        'member.revoke_invitation',
        { type: 'invitation', id: invitationId, organisationId },
        { email: invitation.email },
        null,
      );
    });
  }

  /** The organisation row, locked for the rest of the transaction (members change one at a time). */
  private async lockOrganisation(
    manager: EntityManager,
    organisationId: number,
  ): Promise<OrganisationEntity> {
    return this.organisations.lock(manager, organisationId);
  }
}
