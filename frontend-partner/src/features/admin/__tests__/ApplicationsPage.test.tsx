import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import AdminRoutes from '../../../AdminRoutes';
import { anApplication } from '../../../test/fixtures';

afterEach(() => act(() => resetToasts()));

const PENDING = 'GET /api/admin/organisations?limit=20&status=pending';
const ADMIN = signedIn(undefined, ['admin']);

function renderConsole() {
  const user = userEvent.setup();
  renderWithProviders(<AdminRoutes />, { route: '/admin', path: '/admin/*' });
  return { user };
}

describe('the admin console: operator applications', () => {
  it('is not offered to an account that is not an admin', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': signedIn(undefined, ['operator']) });
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.startsWith('/api/admin'))).toBe(false);
  });

  it('lists the applications waiting and approves one', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': ADMIN,
      [PENDING]: reply('listOrganisations', { items: [anApplication()], nextCursor: null }),
      'POST /api/admin/organisations/7/approve': reply(
        'approveOrganisation',
        anApplication({ status: 'approved' }),
      ),
    });
    const { user } = renderConsole();
    const card = await screen.findByRole('listitem', { name: 'Kroo Bay Guesthouses' });
    expect(within(card).getByText('SL-BRS-2026-00042')).toBeInTheDocument();
    expect(within(card).getByText(/by fatmata@example.com/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/applications');

    api.on(PENDING, { status: 200, body: { items: [], nextCursor: null } });
    await user.click(within(card).getByRole('button', { name: 'Approve Kroo Bay Guesthouses' }));
    expect(
      await screen.findByText('Kroo Bay Guesthouses can now take bookings.'),
    ).toBeInTheDocument();
    // The queue is read again, and is empty.
    expect(await screen.findByText('No applications are waiting.')).toBeInTheDocument();
  });

  it('suspends with a reason, which it asks for', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': ADMIN,
      [PENDING]: reply('listOrganisations', { items: [anApplication()], nextCursor: null }),
      'POST /api/admin/organisations/7/suspend': reply(
        'suspendOrganisation',
        anApplication({ status: 'suspended', statusReason: 'Registration not found' }),
      ),
    });
    const { user } = renderConsole();
    const card = await screen.findByRole('listitem', { name: 'Kroo Bay Guesthouses' });
    await user.click(within(card).getByRole('button', { name: 'Suspend Kroo Bay Guesthouses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Kroo Bay Guesthouses' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Registration not found',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Kroo Bay Guesthouses is suspended.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'Registration not found',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects with a reason, or asks for changes; a rejected one cannot be approved', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': ADMIN,
      [PENDING]: reply('listOrganisations', { items: [anApplication()], nextCursor: null }),
      'POST /api/admin/organisations/7/request-changes': reply(
        'requestOrganisationChanges',
        anApplication({ status: 'changes_requested', statusReason: 'Print the number' }),
      ),
      'POST /api/admin/organisations/7/reject': reply(
        'rejectOrganisation',
        anApplication({ status: 'rejected', statusReason: 'Unknown business' }),
      ),
      'GET /api/admin/organisations?limit=20&status=rejected': reply('listOrganisations', {
        items: [anApplication({ status: 'rejected', statusReason: 'Unknown business' })],
        nextCursor: null,
      }),
    });
    const { user } = renderConsole();
    const card = await screen.findByRole('listitem', { name: 'Kroo Bay Guesthouses' });
    await user.click(
      within(card).getByRole('button', { name: 'Ask Kroo Bay Guesthouses for changes' }),
    );
    let dialog = await screen.findByRole('dialog', {
      name: 'Ask Kroo Bay Guesthouses for changes',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ask for changes' }));
    expect(await within(dialog).findByText('Please say what to change')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Changes to make/ }),
      'Print the number',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ask for changes' }));
    expect(
      await screen.findByText('Kroo Bay Guesthouses is told what to change.'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Reject Kroo Bay Guesthouses' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject Kroo Bay Guesthouses?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Unknown business');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Kroo Bay Guesthouses is told why.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/admin/organisations/7/request-changes', { reason: 'Print the number' }],
      ['/api/admin/organisations/7/reject', { reason: 'Unknown business' }],
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'rejected');
    const rejected = await screen.findByRole('listitem', { name: 'Kroo Bay Guesthouses' });
    expect(within(rejected).getByText('Reason for rejection')).toBeInTheDocument();
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows other statuses, and says when the list cannot be loaded', async () => {
    installFakeApi({
      'GET /api/auth/session': ADMIN,
      [PENDING]: reply('listOrganisations', { items: [], nextCursor: null }),
      'GET /api/admin/organisations?limit=20&status=suspended': {
        status: 500,
        body: { statusCode: 500, message: 'Internal error' },
      },
    });
    const { user } = renderConsole();
    expect(await screen.findByText('No applications are waiting.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'suspended');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The organisations could not be loaded.',
    );
  });

  it('pages through with the cursor', async () => {
    installFakeApi({
      'GET /api/auth/session': ADMIN,
      [PENDING]: reply('listOrganisations', { items: [anApplication()], nextCursor: 'c2' }),
      'GET /api/admin/organisations?limit=20&cursor=c2&status=pending': reply('listOrganisations', {
        items: [anApplication({ id: 8, name: 'Tokeh Tours' })],
        nextCursor: null,
      }),
    });
    const { user } = renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('listitem', { name: 'Tokeh Tours' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(
      await screen.findByRole('listitem', { name: 'Kroo Bay Guesthouses' }),
    ).toBeInTheDocument();
  });
});
