import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ApiExtension,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiParam,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { assertKeyMayCall, KEY_NOT_ALLOWED } from '../../api-keys/api-key.access.js';
import { ApiKeyGuard } from '../../api-keys/api-key.strategy.js';
import type { UserEntity } from '../../auth/entities/user.entity.js';
import { NOT_SIGNED_IN, SessionGuard } from '../../auth/session.guard.js';
import { readBearerToken, type AuthenticatedRequest } from '../../auth/session.js';
import { errorResponse } from '../../common/api-docs.js';
import { Authenticates } from '../../common/api-security.js';
import { forbidden, notAvailable } from '../../common/errors/domain.exception.js';
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
  /** The member; for an API key, the owner who made it. */
  user: UserEntity;
  /** Set when the request came with an API key (which acts with staff rights). */
  apiKeyId?: string;
}

export type MemberRequest = AuthenticatedRequest & { membership?: Membership };

/**
 * Signed in (the session strategy, through SessionGuard: 401 otherwise), and a platform admin
 * (the flag is read from the database with the session on every request).
 */
@Injectable()
@Authenticates('session')
export class AdminGuard implements CanActivate {
  constructor(private readonly session: SessionGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.session.canActivate(context);
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user!;
    if (!user.isAdmin) throw forbidden(ADMIN_ONLY, 'ADMIN_ONLY');
    return true;
  }
}

const ROLE_KEY = 'salone:organisation-role';

/**
 * Signed in (SessionGuard) or calling with an API key, and a member of the organisation named by the `:orgId` path parameter, with at
 * least the role the route asks for (owner > staff). Membership comes from the database on
 * every request; a caller who is not a member gets the same 404 as for an organisation that
 * does not exist, so ids reveal nothing.
 */
@Injectable()
@Authenticates('session')
export class OrganisationMemberGuard implements CanActivate {
  constructor(
    private readonly session: SessionGuard,
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly apiKeyGuard: ApiKeyGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<MemberRequest>();
    const raw = request.params?.orgId;
    if (readBearerToken(request) !== undefined) return this.withApiKey(context, request, raw);
    await this.session.canActivate(context);
    const user = request.user!;
    if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw))
      throw notAvailable(ORGANISATION_NOT_FOUND, 'ORGANISATION_NOT_FOUND');
    const rows: { role: MemberRole; status: OrganisationStatus }[] = await this.dataSource.query(
      `SELECT m.role, o.status FROM organisation_members m
         JOIN organisations o ON o.id = m.organisation_id
        WHERE m.organisation_id = $1 AND m.user_id = $2`,
      [Number(raw), user.id],
    );
    if (rows.length === 0) throw notAvailable(ORGANISATION_NOT_FOUND, 'ORGANISATION_NOT_FOUND');
    const needed =
      this.reflector.getAllAndOverride<MemberRole | undefined>(ROLE_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? 'staff';
    if (needed === 'owner' && rows[0].role !== 'owner') {
      throw forbidden(OWNER_ONLY, 'OWNER_ONLY');
    }
    request.membership = {
      organisationId: Number(raw),
      organisationStatus: rows[0].status,
      role: rows[0].role,
      user,
    };
    return true;
  }

  /**
   * An API key acts for its own organisation only (any other answers the same 404 as for a
   * non-member), with staff rights, on the routes that accept its scopes.
   */
  private async withApiKey(
    context: ExecutionContext,
    request: MemberRequest,
    raw: unknown,
  ): Promise<boolean> {
    await this.apiKeyGuard.canActivate(context);
    const key = request.apiKey!;
    if (String(key.organisationId) !== raw) {
      throw notAvailable(ORGANISATION_NOT_FOUND, 'ORGANISATION_NOT_FOUND');
    }
    const needed = this.reflector.getAllAndOverride<MemberRole | undefined>(ROLE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (needed === 'owner') {
      throw forbidden(KEY_NOT_ALLOWED, 'API_KEY_NOT_ALLOWED');
    }
    assertKeyMayCall(this.reflector, context, key);
    const [organisation]: { status: OrganisationStatus }[] = await this.dataSource.query(
      `SELECT status FROM organisations WHERE id = $1`,
      [key.organisationId],
    );
    request.membership = {
      organisationId: key.organisationId,
      organisationStatus: organisation.status,
      role: 'staff',
      user: request.user!,
      apiKeyId: key.id,
    };
    return true;
  }
}

/**
 * The OpenAPI extension naming the role an operation needs: `signed-in` (any account),
 * `member` (owner or staff of the organisation in the path), `owner`, or `admin`.
 */
export const REQUIRED_ROLE = 'x-required-role';
export type RequiredRole = 'signed-in' | 'member' | 'owner' | 'admin';
/** Documents the role an operation needs (the guards above enforce it). */
export const ApiRequiredRole = (role: RequiredRole) => ApiExtension(REQUIRED_ROLE, role);

const unauthorized = ApiUnauthorizedResponse({
  description: 'Not signed in',
  ...errorResponse(401, NOT_SIGNED_IN),
});

/** Route for platform admins only: 401 signed out, 403 for anyone else. */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiRequiredRole('admin'),
    unauthorized,
    ApiForbiddenResponse({
      description: 'Not an admin',
      ...errorResponse(403, ADMIN_ONLY, undefined, 'ADMIN_ONLY'),
    }),
  );

/**
 * Route for members of the organisation in `:orgId` (any member, or owners only): 401 signed
 * out, 404 for a non-member, 403 for staff on an owner's route.
 */
export const OrganisationRole = (role: MemberRole = 'staff') =>
  applyDecorators(
    SetMetadata(ROLE_KEY, role),
    UseGuards(OrganisationMemberGuard),
    ApiRequiredRole(role === 'owner' ? 'owner' : 'member'),
    ApiParam({
      name: 'orgId',
      description: 'The organisation (the caller must be a member)',
      example: 7,
      schema: { type: 'integer', minimum: 1 },
    }),
    unauthorized,
    ApiNotFoundResponse({
      description: 'No such organisation, or the caller is not a member',
      ...errorResponse(404, ORGANISATION_NOT_FOUND, undefined, 'ORGANISATION_NOT_FOUND'),
    }),
    ...(role === 'owner'
      ? [
          ApiForbiddenResponse({
            description: 'A staff member on an owner’s route',
            ...errorResponse(403, OWNER_ONLY, undefined, 'OWNER_ONLY'),
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
