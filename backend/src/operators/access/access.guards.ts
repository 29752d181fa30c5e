import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiParam,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import type { UserEntity } from '../../auth/entities/user.entity.js';
import { NOT_SIGNED_IN, SessionGuard } from '../../auth/session.guard.js';
import type { AuthenticatedRequest } from '../../auth/session.js';
import { errorResponse } from '../../common/api-docs.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { MemberRole } from '../entities/organisation-member.entity.js';
import type { OrganisationStatus } from '../entities/organisation.entity.js';

export const ADMIN_ONLY = 'This action needs a Salone administrator';
export const ORGANISATION_NOT_FOUND = 'Organisation not found';
export const OWNER_ONLY = 'Only an owner of this organisation can do this';

/** The caller's membership of the organisation in the path, read from the database. */
export interface Membership {
  organisationId: number;
  organisationStatus: OrganisationStatus;
  role: MemberRole;
  user: UserEntity;
}

export type MemberRequest = AuthenticatedRequest & { membership?: Membership };

/** The user the SessionGuard, which runs first, put on the request. */
function signedInUser(request: AuthenticatedRequest): UserEntity {
  if (!request.user) throw new Error('Access guards run after SessionGuard');
  return request.user;
}

/**
 * A platform admin (the flag is read from the database with the session on every request).
 * Runs after SessionGuard, which refuses a signed-out caller.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = signedInUser(context.switchToHttp().getRequest<AuthenticatedRequest>());
    if (!user.isAdmin) throw new DomainException(HttpStatus.FORBIDDEN, ADMIN_ONLY, 'ADMIN_ONLY');
    return true;
  }
}

const ROLE_KEY = 'salone:organisation-role';

/**
 * A member of the organisation named by the `:orgId` path parameter, with at
 * least the role the route asks for (owner > staff). Membership comes from the database on
 * every request; a caller who is not a member gets the same 404 as for an organisation that
 * does not exist, so ids reveal nothing. Runs after SessionGuard.
 */
@Injectable()
export class OrganisationMemberGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<MemberRequest>();
    const user = signedInUser(request);
    const raw = request.params?.orgId;
    const notFound = () =>
      new DomainException(HttpStatus.NOT_FOUND, ORGANISATION_NOT_FOUND, 'ORGANISATION_NOT_FOUND');
    if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) throw notFound();
    const rows: { role: MemberRole; status: OrganisationStatus }[] = await this.dataSource.query(
      `SELECT m.role, o.status FROM organisation_members m
         JOIN organisations o ON o.id = m.organisation_id
        WHERE m.organisation_id = $1 AND m.user_id = $2`,
      [Number(raw), user.id],
    );
    if (rows.length === 0) throw notFound();
    const needed =
      this.reflector.getAllAndOverride<MemberRole | undefined>(ROLE_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? 'staff';
    if (needed === 'owner' && rows[0].role !== 'owner') {
      throw new DomainException(HttpStatus.FORBIDDEN, OWNER_ONLY, 'OWNER_ONLY');
    }
    request.membership = {
      organisationId: Number(raw),
      organisationStatus: rows[0].status,
      role: rows[0].role,
      user,
    };
    return true;
  }
}

const unauthorized = ApiUnauthorizedResponse({
  description: 'Not signed in',
  ...errorResponse(401, NOT_SIGNED_IN),
});

/** Route for platform admins only: 401 signed out, 403 for anyone else. */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(SessionGuard, AdminGuard),
    ApiCookieAuth('session'),
    unauthorized,
    ApiForbiddenResponse({ description: 'Not an admin', ...errorResponse(403, ADMIN_ONLY) }),
  );

/**
 * Route for members of the organisation in `:orgId` (any member, or owners only): 401 signed
 * out, 404 for a non-member, 403 for staff on an owner's route.
 */
export const OrganisationRole = (role: MemberRole = 'staff') =>
  applyDecorators(
    SetMetadata(ROLE_KEY, role),
    UseGuards(SessionGuard, OrganisationMemberGuard),
    ApiParam({
      name: 'orgId',
      description: 'The organisation (the caller must be a member)',
      example: 7,
      schema: { type: 'integer', minimum: 1 },
    }),
    ApiCookieAuth('session'),
    unauthorized,
    ApiNotFoundResponse({
      description: 'No such organisation, or the caller is not a member',
      ...errorResponse(404, ORGANISATION_NOT_FOUND),
    }),
    ...(role === 'owner'
      ? [
          ApiForbiddenResponse({
            description: 'A staff member on an owner’s route',
            ...errorResponse(403, OWNER_ONLY),
          }),
        ]
      : []),
  );

/** The membership the OrganisationMemberGuard resolved. */
export const CurrentMembership = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Membership => {
    const membership = context.switchToHttp().getRequest<MemberRequest>().membership;
    if (!membership) throw new Error('CurrentMembership used without OrganisationRole()');
    return membership;
  },
);
