import { installFakeApi, signedIn } from '@salone/api-client/testing';

/** The fake API of a signed-in platform admin, plus `routes`. */
export function adminApi(routes: Record<string, { status: number; body?: unknown }> = {}) {
  return installFakeApi({ 'GET /api/auth/session': signedIn(undefined, ['admin']), ...routes });
}

export const SERVER_ERROR = { status: 500, body: { statusCode: 500, message: 'Internal error' } };
