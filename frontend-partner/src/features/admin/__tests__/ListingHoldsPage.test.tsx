import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminListingHoldDto } from '@salone/api-client/partner';
import { installFakeApi, reply, signedIn } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import AdminRoutes from '../../../AdminRoutes';

afterEach(() => act(() => resetToasts()));

const QUEUE = 'GET /api/admin/listing-holds?limit=20&state=review_requested';
const ADMIN = signedIn(undefined, ['admin']);

function aHold(overrides: Partial<AdminListingHoldDto> = {}): AdminListingHoldDto {
  return {
    kind: 'hotel',
    listingId: 12,
    name: 'Kroo Bay Guesthouse',
    organisationId: 7,
    organisationName: 'Kroo Bay Guesthouses',
    state: 'review_requested',
    source: 'admin_unpublish',
    reason: 'The photos show another property',
    reviewNote: 'New photos, all ours',
    reviewRequestedAt: '2026-11-28T10:00:00.000Z',
    refusalReason: null,
    refusedAt: null,
    heldAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<AdminRoutes />, { route: '/admin/held-listings', path: '/admin/*' });
  return { user };
}

describe('the admin console: held listings and their reviews', () => {
  it('is not offered to an operator', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': signedIn(undefined, ['operator']) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.startsWith('/api/admin'))).toBe(false);
  });

  it("shows the reason and the operator's note, and reinstates", async () => {
    const api = installFakeApi({
      'GET /api/auth/session': ADMIN,
      [QUEUE]: reply('listListingHolds', { items: [aHold()], nextCursor: null }),
      'POST /api/admin/listings/hotel/12/reinstate': { status: 200, body: {} },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: 'Kroo Bay Guesthouse' });
    expect(within(card).getByText('The photos show another property')).toBeInTheDocument();
    expect(within(card).getByText('New photos, all ours')).toBeInTheDocument();
    expect(within(card).getByText('Kroo Bay Guesthouses')).toBeInTheDocument();

    api.on(QUEUE, { status: 200, body: { items: [], nextCursor: null } });
    await user.click(within(card).getByRole('button', { name: 'Reinstate Kroo Bay Guesthouse' }));
    expect(
      await screen.findByText('Kroo Bay Guesthouse is published again; its operator is told.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No listings match.')).toBeInTheDocument();
  });

  it('refuses a review with a reason, which it asks for', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': ADMIN,
      [QUEUE]: reply('listListingHolds', { items: [aHold()], nextCursor: null }),
      'POST /api/admin/listings/hotel/12/refuse-review': reply(
        'refuseListingReview',
        aHold({ state: 'held', refusalReason: 'Still not yours' }),
      ),
    });
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: 'Kroo Bay Guesthouse' });
    await user.click(
      within(card).getByRole('button', { name: 'Refuse the review of Kroo Bay Guesthouse' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Still not yours');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(
      await screen.findByText('Kroo Bay Guesthouse stays unpublished; its operator is told.'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/admin/listings/hotel/12/refuse-review',
      body: { reason: 'Still not yours' },
    });
  });
});
