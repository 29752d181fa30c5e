import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListingSummaryDto } from '@salone/api-client/partner';
import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import AdminRoutes from '../../../AdminRoutes';
import { adminApi, SERVER_ERROR } from '../../../test/admin';

afterEach(() => act(() => resetToasts()));

const PUBLISHED = 'GET /api/admin/listings?limit=20&status=published';

function aListing(overrides: Partial<ListingSummaryDto> = {}): ListingSummaryDto {
  return {
    id: 3,
    kind: 'hotel',
    name: 'Aberdeen Bay Hotel',
    organisationId: 1,
    organisationName: 'Freetown Hospitality Group',
    status: 'published',
    moderationReason: null,
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<AdminRoutes />, { route: '/admin/listings', path: '/admin/*' });
  return { user };
}

describe('the admin console: listings moderation', () => {
  it('is not offered to an account that is not an admin', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': signedIn(undefined, ['operator']) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.startsWith('/api/admin'))).toBe(false);
  });

  it('lists the published listings, with a link to the public page', async () => {
    adminApi({ [PUBLISHED]: reply('listAllListings', { items: [aListing()], nextCursor: null }) });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Aberdeen Bay Hotel' });
    expect(within(card).getByText('Freetown Hospitality Group')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View as travellers see it/ })).toHaveAttribute(
      'href',
      '/hotels/3',
    );
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getByRole('link', { name: 'Listings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('filters by status and kind, says when nothing matches and when loading fails', async () => {
    const api = adminApi({
      [PUBLISHED]: reply('listAllListings', { items: [aListing()], nextCursor: null }),
      'GET /api/admin/listings?limit=20&status=unpublished': reply('listAllListings', {
        items: [],
        nextCursor: null,
      }),
      'GET /api/admin/listings?limit=20&status=unpublished&kind=tour': SERVER_ERROR,
    });
    const { user } = renderPage();
    await screen.findByRole('listitem', { name: 'Aberdeen Bay Hotel' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'unpublished');
    expect(await screen.findByText('No listings match these filters.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'tour');
    expect(await screen.findByRole('alert')).toHaveTextContent('The listings could not be loaded.');
    expect(api.requests.map((r) => r.path)).toContain(
      '/api/admin/listings?limit=20&status=unpublished&kind=tour',
    );
  });

  it('unpublishes with a reason, which it asks for', async () => {
    const api = adminApi({
      [PUBLISHED]: reply('listAllListings', { items: [aListing()], nextCursor: null }),
      'POST /api/admin/listings/hotel/3/unpublish': reply(
        'moderateListing',
        aListing({ status: 'unpublished', moderationReason: 'Photos of another hotel' }),
      ),
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: 'Aberdeen Bay Hotel' });
    await user.click(within(card).getByRole('button', { name: 'Unpublish Aberdeen Bay Hotel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish Aberdeen Bay Hotel' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Photos of another hotel',
    );
    api.on(PUBLISHED, { status: 200, body: { items: [], nextCursor: null } });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(
      await screen.findByText('Aberdeen Bay Hotel is no longer in the catalogue.'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'Photos of another hotel',
    });
    // The list is read again.
    expect(await screen.findByText('No listings match these filters.')).toBeInTheDocument();
  });

  it('shows the reason of an unpublished listing, and pages with the cursor', async () => {
    adminApi({
      [PUBLISHED]: reply('listAllListings', { items: [aListing()], nextCursor: 'c2' }),
      'GET /api/admin/listings?limit=20&cursor=c2&status=published': reply('listAllListings', {
        items: [
          aListing({
            id: 9,
            kind: 'tour',
            name: 'Tiwai Island Day Trip',
            status: 'unpublished',
            moderationReason: 'Misleading price',
          }),
        ],
        nextCursor: null,
      }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    const card = await screen.findByRole('listitem', { name: 'Tiwai Island Day Trip' });
    expect(within(card).getByText('Misleading price')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Unpublish/ })).not.toBeInTheDocument();
  });
});
