import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MembersDto } from '@salone/api-client/partner';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { memberApi, ORG, SERVER_ERROR } from '../../../test/settings';

afterEach(() => act(() => resetToasts()));

const MEMBERS = `GET ${ORG}/members`;

const TEAM: MembersDto = {
  members: [
    {
      userId: 'u1',
      email: 'fatmata@example.com',
      firstName: 'Fatmata',
      lastName: 'Sesay',
      role: 'owner',
      joinedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      userId: 'u2',
      email: 'mariama@example.com',
      firstName: 'Mariama',
      lastName: 'Jalloh',
      role: 'staff',
      joinedAt: '2026-11-22T10:00:00.000Z',
    },
  ],
  invitations: [
    { id: 'i1', email: 'new.staff@example.com', invitedAt: '2026-11-25T10:00:00.000Z' },
  ],
};

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<PartnerRoutes />, { route: '/partner/settings/team', path: '/partner/*' });
  return { user };
}

describe('the team page', () => {
  it('shows the members and the invitations waiting', async () => {
    memberApi({ [MEMBERS]: { status: 200, body: TEAM } });
    renderPage();
    const owner = await screen.findByRole('listitem', { name: 'Fatmata Sesay' });
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    // The owner cannot be removed here (the server keeps the last owner as well).
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
    const staff = screen.getByRole('listitem', { name: 'Mariama Jalloh' });
    expect(within(staff).getByText(/mariama@example.com/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Invitations' })).getByRole('listitem', {
        name: 'new.staff@example.com',
      }),
    ).toBeInTheDocument();
  });

  it('shows staff the team but not the owner’s actions', async () => {
    memberApi({ [MEMBERS]: { status: 200, body: TEAM } }, 'staff');
    renderPage();
    expect(
      await screen.findByText('Only the organisation’s owner can invite and remove members.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Mariama Jalloh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Cancel|Invite/ })).not.toBeInTheDocument();
  });

  it('says when no invitation waits, and when the team cannot be loaded', async () => {
    const api = memberApi({
      [MEMBERS]: { status: 200, body: { members: TEAM.members, invitations: [] } },
    });
    const { user } = renderPage();
    expect(await screen.findByText('No invitations are waiting.')).toBeInTheDocument();
    api.on(MEMBERS, SERVER_ERROR);
    api.on(`POST ${ORG}/members`, {
      status: 201,
      body: { result: 'added', email: 'a@example.com' },
    });
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your team could not be loaded.');
  });

  it('invites by e-mail, and says whether the person was added or invited', async () => {
    const api = memberApi({
      [MEMBERS]: { status: 200, body: TEAM },
      [`POST ${ORG}/members`]: {
        status: 201,
        body: { result: 'invited', email: 'abu@example.com' },
      },
    });
    const { user } = renderPage();
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    await user.type(email, 'abu@example');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText(
        'abu@example.com joins when they sign up or sign in with this address.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'abu@example.com',
    });
    expect(email).toHaveValue('');
    // The team is read again.
    expect(
      api.requests.filter((r) => r.method === 'GET' && r.path === MEMBERS.slice(4)),
    ).toHaveLength(2);
  });

  it('shows the server’s refusal next to the field', async () => {
    memberApi({
      [MEMBERS]: { status: 200, body: TEAM },
      [`POST ${ORG}/members`]: {
        status: 409,
        body: { statusCode: 409, message: 'This account is already a member' },
      },
    });
    const { user } = renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: /E-mail address/ }),
      'mariama@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Not invited')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(
      /already a member/,
    );
  });

  it('removes a member after asking', async () => {
    const api = memberApi({
      [MEMBERS]: { status: 200, body: TEAM },
      [`DELETE ${ORG}/members/u2`]: { status: 204 },
    });
    const { user } = renderPage();
    const staff = await screen.findByRole('listitem', { name: 'Mariama Jalloh' });
    await user.click(within(staff).getByRole('button', { name: 'Remove Mariama Jalloh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Mariama Jalloh?' });
    api.on(MEMBERS, {
      status: 200,
      body: { ...TEAM, members: TEAM.members.filter((m) => m.userId !== 'u2') },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(
      await screen.findByText('mariama@example.com no longer works in this account.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Mariama Jalloh' })).not.toBeInTheDocument(),
    );
  });

  it('cancels an invitation after asking, and keeps the dialog when it fails', async () => {
    const api = memberApi({
      [MEMBERS]: { status: 200, body: TEAM },
      [`DELETE ${ORG}/invitations/i1`]: SERVER_ERROR,
    });
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel invitation of new.staff@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the invitation of new.staff@example.com?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('Invitation not cancelled')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    api.on(`DELETE ${ORG}/invitations/i1`, { status: 204 });
    api.on(MEMBERS, { status: 200, body: { ...TEAM, invitations: [] } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('new.staff@example.com will not join.')).toBeInTheDocument();
    expect(await screen.findByText('No invitations are waiting.')).toBeInTheDocument();
  });
});
