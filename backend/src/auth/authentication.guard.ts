import { CanActivate, ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { forbidden } from '../common/errors/domain.exception.js';
import { AccountSecurityService } from './account-security.service.js';
import { LocalAuthGuard } from './auth.guards.js';
import {
  ADMIN_ONLY,
  API_KEY_AUTHENTICATOR,
  decisionFor,
  KEY_NOT_ALLOWED,
  keyLacksScope,
  ORGANISATION_ACCESS,
  takesApiKey,
  type ApiKeyAuthenticator,
  type OrganisationAccess,
} from './authentication.js';
import { OptionalSessionGuard, SessionGuard } from './session.guard.js';
import { readBearerToken, type AuthenticatedRequest } from './session.js';

/** Requests whose route decision has been enforced (a controller's and a handler's both apply the guard). */
const decided = new WeakSet<object>();

/**
 * The one guard behind `@Authenticated(...)`: checks what the route's decision asks, in this
 * order: the credentials (session cookie, API key or password), then the role (admin, or
 * member or owner of the organisation in the path), then the key's scope, then a verified
 * e-mail address. Sets request.user (and request.apiKey, request.membership).
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly session: SessionGuard,
    private readonly optionalSession: OptionalSessionGuard,
    private readonly password: LocalAuthGuard,
    @Optional() @Inject(API_KEY_AUTHENTICATOR) private readonly apiKeys?: ApiKeyAuthenticator,
    @Optional() @Inject(ORGANISATION_ACCESS) private readonly organisations?: OrganisationAccess,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (decided.has(request)) return true;
    const decision = decisionFor(context);
    if (!decision) throw new Error('AuthenticationGuard applied without @Authenticated()');
    decided.add(request);
    if (decision.public) return true;
    if (decision.via === 'password') return this.password.canActivate(context);
    if (decision.via === 'optional') {
      await this.optionalSession.canActivate(context);
      return true;
    }
    const organisationRole =
      decision.role === 'member' || decision.role === 'owner' ? decision.role : undefined;

    if (takesApiKey(decision) && readBearerToken(request) !== undefined) {
      await this.port(this.apiKeys, 'API key').canActivate(context);
      const key = request.apiKey!;
      if (organisationRole) {
        // An owner's route that names a scope is open to a key holding it (as staff would be
        // to a member's route); one without a scope stays closed to keys.
        const keyRole =
          organisationRole === 'owner' && decision.scope ? 'member' : organisationRole;
        await this.port(this.organisations, 'organisation').admit(request, keyRole, key);
      }
      if (!decision.scope) {
        throw forbidden(KEY_NOT_ALLOWED, 'API_KEY_NOT_ALLOWED');
      }
      if (!key.scopes.includes(decision.scope)) {
        throw forbidden(keyLacksScope(decision.scope), 'API_KEY_SCOPE_MISSING');
      }
      return true;
    }

    await this.session.canActivate(context);
    const user = request.user!;
    if (decision.role === 'admin' && !user.isAdmin) {
      throw forbidden(ADMIN_ONLY, 'ADMIN_ONLY');
    }
    if (organisationRole) {
      await this.port(this.organisations, 'organisation').admit(request, organisationRole);
    }
    if (decision.verified) AccountSecurityService.assertVerified(user);
    return true;
  }

  private port<T>(port: T | undefined, name: string): T {
    if (!port) throw new Error(`No ${name} authenticator is provided to this route's module`);
    return port;
  }
}
