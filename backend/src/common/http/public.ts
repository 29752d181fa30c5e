import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiAccess } from '../openapi/index.js';

/**
 * Where a route's access decision is kept: `@Public()` here, auth's `@Authenticated(...)`, and
 * auth's guard and contract checks read it (auth/authentication.ts).
 */
export const AUTHENTICATION_METADATA = 'salone:authentication';

/**
 * Anyone may call the route: no credentials are asked for or looked at. Auth offers it beside
 * `@Authenticated`; it lives in the core so that the modules below auth (notifications) can
 * declare their public routes too.
 */
export const Public = () =>
  applyDecorators(
    SetMetadata(AUTHENTICATION_METADATA, { public: true }),
    ApiAccess({ session: 'none' }),
  );
