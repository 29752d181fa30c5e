import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, signedIn, type FakeHandler, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { anOrganisation } from '../../../test/fixtures';

export const BASE = '/api/partner/organisations/7';

type Routes = Record<string, FakeHandler | { status: number; body?: unknown }>;

/** The API of an approved hotel organisation's member, plus `routes`. */
export function listingsApi(routes: Routes = {}, serviceKinds = anOrganisation().serviceKinds) {
  return installFakeApi({
    'GET /api/auth/session': signedIn(undefined, ['operator']),
    'GET /api/partner/organisations': reply('listMyOrganisations', [
      anOrganisation({ status: 'approved', serviceKinds }),
    ]),
    ...routes,
  });
}

export function renderAt(route: string) {
  const user = userEvent.setup();
  const result = renderWithProviders(<PartnerRoutes />, { route, path: '/partner/*' });
  return { user, ...result };
}

export const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** A validation refusal as the server words it. */
export const refused = (field: string, message: string) => ({
  status: 400,
  body: {
    statusCode: 400,
    error: 'Bad Request',
    code: 'VALIDATION_FAILED',
    message,
    details: [{ field, message }],
  },
});
