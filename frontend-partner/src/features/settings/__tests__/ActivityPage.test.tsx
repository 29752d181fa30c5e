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
    organisationName: 'Freetown Hospitality Group',
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
          items: [
            anEntry({
              id: '41',
              action: 'listing.admin_unpublish',
              actorRole: 'admin',
              entityType: 'hotel',
              entityId: '13',
              entityName: 'Lumley Garden Lodge',
            }),
          ],
          nextCursor: null,
        },
      },
    });
    const { user } = renderPage();
    // Words, not codes: the action, the kind of record, the organisation by name.
    const entry = await screen.findByRole('listitem', { name: 'Room type edited' });
    expect(within(entry).getByText('mariama@example.com')).toBeInTheDocument();
    expect(within(entry).getByText('Staff')).toBeInTheDocument();
    expect(within(entry).getByText('Room type 5')).toBeInTheDocument();
    expect(within(entry).getByText('Freetown Hospitality Group')).toBeInTheDocument();
    expect(screen.queryByText('room.update')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const admin = await screen.findByRole('listitem', { name: 'Listing unpublished by an admin' });
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    // The listing opens in its editor.
    expect(
      within(admin).getByRole('link', { name: 'Open Lumley Garden Lodge (Hotel)' }),
    ).toHaveAttribute('href', '/partner/listings/hotel/13');
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
