import { applyDecorators, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiForbiddenResponse } from '@nestjs/swagger';
import type { VerifiedApiKey } from '../auth/session.js';
import { errorResponse } from '../common/api-docs.js';
import { API_KEY_SCOPE_METADATA } from '../common/api-security.js';
import { Idempotent } from '../common/idempotency/idempotency.js';
import { forbidden } from '../common/errors/domain.exception.js';
import type { ApiKeyScope } from './entities/api-key.entity.js';

/** Also read by the contract, which adds the `apiKey` scheme to the route's security. */
const SCOPE_KEY = API_KEY_SCOPE_METADATA;

export const KEY_NOT_ALLOWED = 'API keys cannot be used for this action';
export const keyLacksScope = (scope: string) => `This API key does not have the ${scope} scope`;

/**
 * The route also accepts an API key (`Authorization: Bearer sk_...`) holding `scope`. Routes
 * without it refuse every key with 403 API_KEY_NOT_ALLOWED.
 */
export const ApiKeyAccess = (scope: ApiKeyScope) =>
  applyDecorators(
    SetMetadata(SCOPE_KEY, scope),
    ApiBearerAuth('apiKey'),
    ApiForbiddenResponse({
      description: `An API key without the ${scope} scope (API_KEY_SCOPE_MISSING)`,
      ...errorResponse(403, keyLacksScope(scope)),
    }),
  );

/** 403 unless the route accepts keys and `key` holds the scope it asks for. */
export function assertKeyMayCall(
  reflector: Reflector,
  context: ExecutionContext,
  key: VerifiedApiKey,
): void {
  const scope = reflector.getAllAndOverride<ApiKeyScope | undefined>(SCOPE_KEY, [
    context.getHandler(),
    context.getClass(),
  ]);
  if (!scope) {
    throw forbidden(KEY_NOT_ALLOWED, 'API_KEY_NOT_ALLOWED');
  }
  if (!key.scopes.includes(scope)) {
    throw forbidden(keyLacksScope(scope), 'API_KEY_SCOPE_MISSING');
  }
}

/** A partner write: open to API keys with `scope`, and honouring `Idempotency-Key`. */
export const PartnerWrite = (scope: ApiKeyScope) =>
  applyDecorators(ApiKeyAccess(scope), Idempotent());
