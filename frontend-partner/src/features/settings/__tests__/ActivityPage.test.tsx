import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntryDto } from '@salone/api-client/partner';
import { renderWithProviders } from '@salone/host/testing';
import PartnerRoutes from '../../../PartnerRoutes';
import { memberApi, ORG, SERVER_ERROR } from '../../../test/settings';

const FIRST = `GET ${ORG}/audit-log?limit=25`;

function anEntry(overrides: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id: '42',
    at: '2026-11-26T10:00:00.000Z',
    actorId: 'u2',
    actorEmail: 'mariama@example.com',
    actorRole: 'staff',
    organisationId: 7,
    action: 'room.update',
    entityType: 'room',
    entityId: '5',
    entityName: null,
    before: { priceCents: 6500 },
    after: { priceCents: 8000 },
    ...overrides,
  };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<PartnerRoutes />, {
    route: '/partner/settings/activity',
    path: '/partner/*',
  });
  return { user };
}

describe('the organisation’s activity', () => {
  it('tells a staff member that only the owner sees it, and asks nothing', async () => {
    const api = memberApi({}, 'staff');
    renderPage();
    expect(
      await screen.findByText('Only the organisation’s owner can see the activity log.'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.includes('audit-log'))).toBe(false);
  });

  it('shows who changed what, and pages with the cursor', async () => {
    memberApi({
      [FIRST]: { status: 200, body: { items: [anEntry()], nextCursor: 'c2' } },
      [`GET ${ORG}/audit-log?limit=25&cursor=c2`]: {
        status: 200,
        body: {
          items: [anEntry({ id: '41', action: 'listing.admin_unpublish', actorRole: 'admin' })],
          nextCursor: null,
        },
      },
    });
    const { user } = renderPage();
    const entry = await screen.findByRole('listitem', { name: 'room.update' });
    expect(within(entry).getByText('mariama@example.com')).toBeInTheDocument();
    expect(within(entry).getByText('Staff')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const admin = await screen.findByRole('listitem', { name: 'listing.admin_unpublish' });
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
  });

  it('says when nothing was changed, and when it cannot be loaded', async () => {
    const api = memberApi({ [FIRST]: SERVER_ERROR });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be loaded.');
    api.on(FIRST, { status: 200, body: { items: [], nextCursor: null } });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Nothing has been changed yet.')).toBeInTheDocument();
  });
});
