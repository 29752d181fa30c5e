import { act, screen, within } from '@testing-library/react';
import { resetToasts } from '@salone/ui/testing';
import { aHotelListing, aRoom } from '../../../test/fixtures';
import { BASE, listingsApi, renderAt } from './helpers';

afterEach(() => {
  act(() => resetToasts());
  window.localStorage.clear();
});

const HOTEL = `${BASE}/listings/hotel/12`;
const REASON = 'The photos show another property';

const held = aHotelListing({
  status: 'unpublished',
  moderationReason: REASON,
  rooms: [aRoom()],
  hold: {
    state: 'held',
    source: 'admin_unpublish',
    reason: REASON,
    reviewNote: null,
    reviewRequestedAt: null,
    refusalReason: 'The garden photo is still not yours',
    refusedAt: '2026-11-27T10:00:00.000Z',
    heldAt: '2026-11-26T10:00:00.000Z',
  },
});

describe('a listing an admin holds', () => {
  it("shows the admin's reason and 'Request review' instead of Publish", async () => {
    listingsApi({ [`GET ${HOTEL}`]: { status: 200, body: held } });
    renderAt('/partner/listings/hotel/12');
    const notice = await screen.findByRole('status', { name: 'Held by Salone' });
    expect(within(notice).getByText(`Reason: ${REASON}`)).toBeInTheDocument();
    expect(
      within(notice).getByText('Your last review was refused: The garden photo is still not yours'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request review' })).toBeEnabled();
  });

  it('asks for a note, sends the request, then waits for the admins', async () => {
    const requested = {
      ...held,
      hold: {
        ...held.hold!,
        state: 'review_requested' as const,
        reviewNote: 'New photos, all ours',
        reviewRequestedAt: '2026-11-28T10:00:00.000Z',
      },
    };
    const api = listingsApi({
      [`GET ${HOTEL}`]: { status: 200, body: held },
      [`POST ${HOTEL}/review-request`]: { status: 200, body: requested },
    });
    const { user } = renderAt('/partner/listings/hotel/12');
    await user.click(await screen.findByRole('button', { name: 'Request review' }));
    const dialog = await screen.findByRole('dialog', { name: /Request a review of/ });
    await user.click(within(dialog).getByRole('button', { name: 'Request review' }));
    expect(await within(dialog).findByText('Please say what you changed')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /What you changed/ }),
      'New photos, all ours',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request review' }));
    expect(await screen.findByText('Review requested', { selector: 'button' })).toBeDisabled();
    expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `${HOTEL}/review-request`,
      body: { note: 'New photos, all ours' },
    });
    expect(screen.getByText(/Your note: New photos, all ours/)).toBeInTheDocument();
  });

  it('keeps Publish for a listing no admin holds', async () => {
    listingsApi({
      [`GET ${HOTEL}`]: {
        status: 200,
        body: aHotelListing({ status: 'unpublished', rooms: [aRoom()] }),
      },
    });
    renderAt('/partner/listings/hotel/12');
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Request review' })).not.toBeInTheDocument();
  });
});
