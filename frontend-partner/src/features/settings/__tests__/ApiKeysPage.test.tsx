import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyDto } from '@salone/api-client/partner';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { memberApi, ORG, SERVER_ERROR } from '../../../test/settings';

afterEach(() => act(() => resetToasts()));

const KEYS = `GET ${ORG}/api-keys`;

function aKey(overrides: Partial<ApiKeyDto> = {}): ApiKeyDto {
  return {
    id: 'k1',
    name: 'Front-desk system',
    prefix: 'sk_test_0a1b2c3d4e5f',
    scopes: ['bookings:read'],
    status: 'active',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    ...overrides,
  };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<PartnerRoutes />, {
    route: '/partner/settings/api-keys',
    path: '/partner/*',
  });
  return { user };
}

describe('the API keys page', () => {
  it('tells a staff member that only the owner manages keys, and asks nothing', async () => {
    const api = memberApi({}, 'staff');
    renderPage();
    expect(
      await screen.findByText('Only the organisation’s owner can create and revoke API keys.'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.includes('api-keys'))).toBe(false);
  });

  it('lists the keys without their secrets; only an active one can be revoked', async () => {
    memberApi({
      [KEYS]: {
        status: 200,
        body: [
          aKey(),
          aKey({
            id: 'k2',
            name: 'Old sync',
            status: 'revoked',
            revokedAt: '2026-11-21T10:00:00.000Z',
          }),
        ],
      },
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Front-desk system' });
    expect(within(card).getByText('sk_test_0a1b2c3d4e5f…')).toBeInTheDocument();
    expect(within(card).getByText('Read your bookings')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    const revoked = screen.getByRole('listitem', { name: 'Old sync' });
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('shows the empty and the error states', async () => {
    const api = memberApi({ [KEYS]: { status: 200, body: [] } });
    const { user } = renderPage();
    expect(await screen.findByText(/No API keys yet/)).toBeInTheDocument();
    api.on(KEYS, SERVER_ERROR);
    // Creating a key reads the list again, which now fails.
    api.on(`POST ${ORG}/api-keys`, { status: 201, body: { ...aKey(), key: 'sk_test_secret' } });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Sync');
    await user.click(screen.getByRole('checkbox', { name: /Read your bookings/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your API keys could not be loaded.',
    );
  });

  it('creates a key and shows its secret once, with a copy button', async () => {
    const api = memberApi({
      [KEYS]: { status: 200, body: [] },
      [`POST ${ORG}/api-keys`]: {
        status: 201,
        body: {
          ...aKey({ scopes: ['bookings:read', 'bookings:write'] }),
          key: 'sk_test_0a1b2c3d4e5f_secret',
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Give the key a name')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Front-desk system');
    await user.click(screen.getByRole('checkbox', { name: /Read your bookings/ }));
    await user.click(screen.getByRole('checkbox', { name: /Make bookings of your listings/ }));
    api.on(KEYS, { status: 200, body: [aKey()] });
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const secret = await screen.findByRole('group', { name: 'API key' });
    expect(within(secret).getByText('sk_test_0a1b2c3d4e5f_secret')).toBeInTheDocument();
    expect(within(secret).getByText(/you will not be able to see it again/)).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Front-desk system',
      scopes: ['bookings:read', 'bookings:write'],
    });
    await user.click(within(secret).getByRole('button', { name: 'Copy api key' }));
    expect(await navigator.clipboard.readText()).toBe('sk_test_0a1b2c3d4e5f_secret');
    expect(await within(secret).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // The list is read again; 'Done' puts the form back and the secret is gone for good.
    expect(await screen.findByRole('listitem', { name: 'Front-desk system' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('sk_test_0a1b2c3d4e5f_secret')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create key' })).toBeInTheDocument();
  });

  it('sends an expiry day as the end of that day', async () => {
    const api = memberApi({
      [KEYS]: { status: 200, body: [] },
      [`POST ${ORG}/api-keys`]: { status: 201, body: { ...aKey(), key: 'sk_test_x' } },
    });
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Sync');
    await user.click(screen.getByRole('checkbox', { name: /Read your bookings/ }));
    await user.type(screen.getByLabelText(/Stops working after/), '2099-06-30');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByRole('group', { name: 'API key' });
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      expiresAt: '2099-07-01T00:00:00.000Z',
    });
  });

  it('revokes a key after asking', async () => {
    const api = memberApi({
      [KEYS]: { status: 200, body: [aKey()] },
      [`POST ${ORG}/api-keys/k1/revoke`]: {
        status: 200,
        body: aKey({ status: 'revoked', revokedAt: '2026-11-27T10:00:00.000Z' }),
      },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: 'Front-desk system' });
    await user.click(within(card).getByRole('button', { name: 'Revoke Front-desk system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Front-desk system' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Revoke Front-desk system' }));
    api.on(KEYS, {
      status: 200,
      body: [aKey({ status: 'revoked', revokedAt: '2026-11-27T10:00:00.000Z' })],
    });
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }),
    );
    expect(await screen.findByText('Front-desk system no longer works.')).toBeInTheDocument();
    expect(await screen.findByText('Revoked', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says so when the revocation fails', async () => {
    memberApi({
      [KEYS]: { status: 200, body: [aKey()] },
      [`POST ${ORG}/api-keys/k1/revoke`]: SERVER_ERROR,
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: 'Front-desk system' });
    await user.click(within(card).getByRole('button', { name: 'Revoke Front-desk system' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('Not revoked')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
