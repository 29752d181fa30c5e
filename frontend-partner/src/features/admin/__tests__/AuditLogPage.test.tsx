import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntryDto } from '@salone/api-client/partner';
import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import AdminRoutes from '../../../AdminRoutes';
import { adminApi, SERVER_ERROR } from '../../../test/admin';

const FIRST = 'GET /api/admin/audit-log?limit=25';

function anEntry(overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id: '42',
    at: '2026-11-26T10:00:00.000Z',
    actorId: 'u1',
    actorEmail: 'admin@demo.salone.sl',
    actorRole: 'admin',
    organisationId: 7,
    organisationName: 'Tokeh Sands Cabins',
    action: 'organisation.approve',
    entityType: 'organisation',
    entityId: '7',
    entityName: null,
    before: { status: 'pending' },
    after: { status: 'approved' },
    ...overrides,
  };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<AdminRoutes />, { route: '/admin/audit-log', path: '/admin/*' });
  return { user };
}

describe('the admin console: audit log', () => {
  it('is not offered to an account that is not an admin', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': signedIn(undefined, ['operator']) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.startsWith('/api/admin'))).toBe(false);
  });

  it('shows who did what and when, with the record before and after', async () => {
    adminApi({ [FIRST]: reply('listAuditLog', { items: [anEntry()], nextCursor: null }) });
    const { user } = renderPage();
    const entry = await screen.findByRole('listitem', { name: 'Organisation approved' });
    expect(within(entry).getByText('admin@demo.salone.sl')).toBeInTheDocument();
    expect(within(entry).getByText('Admin')).toBeInTheDocument();
    // Words and names, not codes and ids; the record links to where the admin handles it.
    expect(within(entry).getByRole('link', { name: 'Open Organisation 7' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
    expect(within(entry).getByText('Tokeh Sands Cabins')).toBeInTheDocument();
    expect(within(entry).queryByText('organisation.approve')).not.toBeInTheDocument();
    await user.click(within(entry).getByText('Before and after'));
    expect(within(entry).getByText(/"status": "pending"/)).toBeVisible();
    expect(within(entry).getByText(/"status": "approved"/)).toBeVisible();
  });

  it('filters by actor, action and days, and clears the filters', async () => {
    const filtered =
      'GET /api/admin/audit-log?limit=25&action=listing.publish&actor=fatmata&from=2026-11-01&to=2026-11-30';
    const api = adminApi({
      [FIRST]: reply('listAuditLog', { items: [anEntry()], nextCursor: null }),
      [filtered]: {
        status: 200,
        body: {
          items: [
            anEntry({
              id: '50',
              action: 'listing.publish',
              actorEmail: 'fatmata@example.com',
              actorRole: 'owner',
              entityType: 'hotel',
              entityId: '3',
              before: { status: 'draft' },
              after: { status: 'published' },
            }),
          ],
          nextCursor: null,
        },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('listitem', { name: 'Organisation approved' });
    await user.type(screen.getByRole('searchbox', { name: /Who/ }), ' fatmata ');
    await user.type(screen.getByRole('searchbox', { name: /Action/ }), 'listing.publish');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const entry = await screen.findByRole('listitem', { name: 'Listing published' });
    expect(within(entry).getByText('Owner')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toContain(filtered.slice(4));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(
      await screen.findByRole('listitem', { name: 'Organisation approved' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Who/ })).toHaveValue('');
  });

  it('checks the filters before asking', async () => {
    const api = adminApi({ [FIRST]: reply('listAuditLog', { items: [], nextCursor: null }) });
    const { user } = renderPage();
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /Action/ }), 'Publish listing');
    await user.type(screen.getByLabelText('From'), '2026-11-30');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Write it like listing.publish')).toBeInTheDocument();
    expect(screen.getByText('Choose a day on or after the first day')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/admin'))).toHaveLength(1);
  });

  it('says when nothing matches and when the log cannot be loaded', async () => {
    const api = adminApi({ [FIRST]: SERVER_ERROR });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit log could not be loaded.',
    );
    api.on(FIRST, { status: 200, body: { items: [anEntry()], nextCursor: null } });
    api.on(
      'GET /api/admin/audit-log?limit=25&action=member.remove',
      reply('listAuditLog', { items: [], nextCursor: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('listitem', { name: 'Organisation approved' });
    await user.type(screen.getByRole('searchbox', { name: /Action/ }), 'member.remove');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('pages with the cursor', async () => {
    adminApi({
      [FIRST]: reply('listAuditLog', { items: [anEntry()], nextCursor: 'WyI0MiJd' }),
      'GET /api/admin/audit-log?limit=25&cursor=WyI0MiJd': reply('listAuditLog', {
        items: [anEntry({ id: '41', action: 'organisation.apply', before: null })],
        nextCursor: null,
      }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    const entry = await screen.findByRole('listitem', { name: 'Application sent' });
    await user.click(within(entry).getByText('Before and after'));
    expect(within(entry).getByText('Nothing (new)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(
      await screen.findByRole('listitem', { name: 'Organisation approved' }),
    ).toBeInTheDocument();
  });
});
