import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import { anOrganisation } from './fixtures';

export const ORG = '/api/partner/organisations/7';

/** The fake API of an approved organisation's owner (or staff member), plus `routes`. */
export function memberApi(
  routes: Record<string, { status: number; body?: unknown }> = {},
  role: 'owner' | 'staff' = 'owner',
) {
  return installFakeApi({
    'GET /api/auth/session': signedIn(undefined, ['operator']),
    'GET /api/partner/organisations': reply('listMyOrganisations', [
      anOrganisation({ status: 'approved', role }),
    ]),
    ...routes,
  });
}

export const SERVER_ERROR = { status: 500, body: { statusCode: 500, message: 'Internal error' } };
