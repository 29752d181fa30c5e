import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiParam,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiAccess, ApiRequiredRole, errorResponse } from '../common/openapi/index.js';
import {
  ADMIN_ONLY,
  AUTHENTICATION_METADATA,
  KEY_NOT_ALLOWED,
  keyLacksScope,
  NOT_SIGNED_IN,
  ORGANISATION_NOT_FOUND,
  OWNER_ONLY,
  takesApiKey,
  type AuthenticatedDecision,
  type AuthenticatedOptions,
  type Decision,
} from './authentication.js';
import { AuthenticationGuard } from './authentication.guard.js';
import { CROSS_SITE_REFUSED } from './same-origin.middleware.js';

/**
 * The route asks this of its caller (see {@link AuthenticatedOptions}); the one guard checks
 * it and the contract declares it (security, `x-required-role`, the refusals it answers).
 * On a controller it covers every route; a handler's own `@Authenticated` or `@Public`
 * replaces it. Where it stands among a route's other guards (`@RateLimit`) is the order they
 * run in, as with `@UseGuards`.
 *
 *     @Authenticated()                                       a session
 *     @Authenticated({ via: 'optional' })                    anyone; the session when there is one
 *     @Authenticated({ scope: 'bookings:write', verified: true })
 *     @Authenticated({ role: 'admin' })
 *     @Authenticated({ role: 'member', scope: 'listings:write' })
 */
export function Authenticated(options: AuthenticatedOptions = {}) {
  const decision = decide(options);
  const docs: (MethodDecorator & ClassDecorator)[] = [];
  if (decision.role) docs.push(ApiRequiredRole(decision.role));
  if (decision.role === 'admin') {
    docs.push(
      unauthorized,
      ApiForbiddenResponse({
        description: 'Not an admin',
        ...errorResponse(403, ADMIN_ONLY, undefined, 'ADMIN_ONLY'),
      }),
    );
  }
  if (decision.role === 'member' || decision.role === 'owner') {
    docs.push(
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
    );
  }
  if (decision.role === 'owner') {
    docs.push(
      ApiForbiddenResponse({
        description: 'A staff member on an owner’s route',
        ...errorResponse(403, OWNER_ONLY, undefined, 'OWNER_ONLY'),
      }),
    );
  }
  if (decision.scope) {
    docs.push(
      ApiBearerAuth('apiKey'),
      ApiForbiddenResponse({
        description: `An API key without the ${decision.scope} scope (API_KEY_SCOPE_MISSING)`,
        ...errorResponse(403, keyLacksScope(decision.scope)),
      }),
    );
  }
  return applyDecorators(
    SetMetadata(AUTHENTICATION_METADATA, decision),
    UseGuards(AuthenticationGuard),
    ApiAccess({
      session:
        decision.via === 'optional'
          ? 'optional'
          : decision.via === 'password'
            ? 'none'
            : 'required',
      apiKeyScope: decision.scope,
    }),
    ...docs,
  );
}

/** Anyone may call the route: no credentials are asked for or looked at. */
export const Public = () =>
  applyDecorators(
    SetMetadata(AUTHENTICATION_METADATA, { public: true } satisfies Decision),
    ApiAccess({ session: 'none' }),
  );

const unauthorized = ApiUnauthorizedResponse({
  description: 'Not signed in',
  ...errorResponse(401, NOT_SIGNED_IN),
});

/** Fills in `via` and refuses options that contradict each other. */
function decide(options: AuthenticatedOptions): AuthenticatedDecision {
  const organisation = options.role === 'member' || options.role === 'owner';
  const via = options.via ?? (options.scope || organisation ? 'session-or-key' : 'session');
  const decision: AuthenticatedDecision = { ...options, via };
  const refuse = (why: string) => {
    throw new Error(`@Authenticated(${JSON.stringify(options)}): ${why}`);
  };
  if (organisation && via !== 'session-or-key') refuse('an organisation’s routes take its keys');
  if (options.scope && !takesApiKey(decision)) refuse('a scope needs via: session-or-key');
  if ((via === 'optional' || via === 'password') && Object.keys(options).length > 1) {
    refuse(`via: ${via} takes no other option`);
  }
  return decision;
}

/**
 * 403 of a signed-in person's route (`via: 'session-or-key'` without a scope) called with an
 * API key: keys act for an organisation's servers, not for a traveller (decision 128).
 */
export const apiKeyRefused = (alsoCsrf = false) =>
  errorResponse(
    403,
    alsoCsrf ? CROSS_SITE_REFUSED : KEY_NOT_ALLOWED,
    alsoCsrf
      ? 'Sent from another origin (CSRF), or with an API key, which this route refuses (API_KEY_NOT_ALLOWED)'
      : 'Called with an API key, which this route refuses (API_KEY_NOT_ALLOWED)',
    alsoCsrf ? ['CSRF', 'API_KEY_NOT_ALLOWED'] : 'API_KEY_NOT_ALLOWED',
  );
