import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiParam } from '@nestjs/swagger';
import type { ErrorCode } from '../common/errors/error-codes.js';
import {
  ApiAccess,
  ApiRefusals,
  ApiRequiredRole,
  type ErrorSpec,
  type ErrorStatus,
} from '../common/openapi/index.js';
import {
  AUTHENTICATION_METADATA,
  keyLacksScope,
  takesApiKey,
  type AuthenticatedDecision,
  type AuthenticatedOptions,
} from './authentication.js';
import { AuthenticationGuard } from './authentication.guard.js';

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
  const docs: (MethodDecorator & ClassDecorator)[] = [ApiRefusals(refusalsOf(decision))];
  if (decision.role) docs.push(ApiRequiredRole(decision.role));
  if (decision.role === 'member' || decision.role === 'owner') {
    docs.push(
      ApiParam({
        name: 'orgId',
        description: 'The organisation (the caller must be a member)',
        example: 7,
        schema: { type: 'integer', minimum: 1 },
      }),
    );
  }
  if (decision.scope) docs.push(ApiBearerAuth('apiKey'));
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
export { Public } from '../common/http/public.js';

/** The errors a decision answers with, by status. */
function refusalsOf(decision: AuthenticatedDecision): Partial<Record<ErrorStatus, ErrorSpec>> {
  if (decision.via === 'optional') return {};
  if (decision.via === 'password') return { 401: ['BAD_LOGIN'] };
  const keys = takesApiKey(decision);
  const refusals: Partial<Record<ErrorStatus, ErrorSpec>> = {
    401: {
      description: keys ? 'Not signed in, or an API key that is not valid' : 'Not signed in',
      codes: keys
        ? ['UNAUTHENTICATED', 'API_KEY_INVALID', 'API_KEY_REVOKED', 'API_KEY_EXPIRED']
        : ['UNAUTHENTICATED'],
      messages: decision.signInMessage ? { UNAUTHENTICATED: decision.signInMessage } : {},
    },
  };
  const forbidden: ErrorCode[] = [];
  if (decision.role === 'admin') forbidden.push('ADMIN_ONLY');
  if (decision.role === 'owner') forbidden.push('OWNER_ONLY');
  if (keys) forbidden.push(decision.scope ? 'API_KEY_SCOPE_MISSING' : 'API_KEY_NOT_ALLOWED');
  if (decision.verified) forbidden.push('EMAIL_NOT_VERIFIED');
  if (forbidden.length > 0) {
    refusals[403] = {
      codes: forbidden,
      messages: decision.scope ? { API_KEY_SCOPE_MISSING: keyLacksScope(decision.scope) } : {},
    };
  }
  if (decision.role === 'member' || decision.role === 'owner') {
    refusals[404] = ['ORGANISATION_NOT_FOUND'];
  }
  return refusals;
}

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

/** Once the route succeeds, the `salone_lang` cookie's language becomes the account's. */
export { RemembersLocale } from './account-locale.js';
