import { act, screen, within } from '@testing-library/react';
import { resetToasts } from '@salone/ui/testing';
import type { ListingSummaryDto } from '@salone/api-client/partner';
import { BASE, listingsApi, renderAt } from './helpers';

afterEach(() => act(() => resetToasts()));

const summary = (overrides: Partial<ListingSummaryDto>): ListingSummaryDto => ({
  kind: 'hotel',
  id: 12,
  name: 'Kroo Bay Guesthouse',
  organisationId: 7,
  organisationName: 'Kroo Bay Guesthouses',
  status: 'draft',
  moderationReason: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const page = (items: ListingSummaryDto[]) => ({ status: 200, body: { items, nextCursor: null } });

describe('the listings page', () => {
  it('lists every listing with its kind and status, each opening its editor', async () => {
    listingsApi(
      {
        [`GET ${BASE}/listings`]: page([
          summary({}),
          summary({ kind: 'tour', id: 4, name: 'Tacugama Visit', status: 'published' }),
        ]),
      },
      ['hotel', 'tour'],
    );
    const { user } = renderAt('/partner/listings');
    const list = await screen.findByRole('list', { name: 'Listings' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: /Kroo Bay Guesthouse/ })).toHaveAttribute(
      'href',
      '/partner/listings/hotel/12',
    );
    expect(within(rows[0]).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/^Tour/)).toBeInTheDocument();
    expect(within(rows[1]).getByText('Published')).toBeInTheDocument();

    // 'New listing' offers the kinds the organisation offers.
    const menu = screen.getByRole('button', { name: 'New listing' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    const kinds = screen.getByRole('list', { name: 'Kind of listing' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hotel', 'Tour']);
    expect(within(kinds).getByRole('link', { name: 'Hotel' })).toHaveAttribute(
      'href',
      '/partner/listings/new/hotel',
    );
  });

  it('filters by kind and status, and says when nothing matches', async () => {
    const api = listingsApi({
      [`GET ${BASE}/listings`]: page([summary({})]),
      [`GET ${BASE}/listings?status=archived&kind=event&limit=25`]: page([]),
    });
    const { user } = renderAt('/partner/listings');
    await screen.findByRole('list', { name: 'Listings' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Event');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Archived');
    expect(await screen.findByText('No listings match these filters.')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toContain(
      `${BASE}/listings?status=archived&kind=event&limit=25`,
    );
  });

  it('says when there are no listings yet, and when they cannot be loaded', async () => {
    const api = listingsApi({ [`GET ${BASE}/listings`]: { status: 500, body: { message: 'x' } } });
    const { user } = renderAt('/partner/listings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your listings could not be loaded.');
    api.on(`GET ${BASE}/listings`, page([]));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No listings yet. Choose New listing to add your first.'),
    ).toBeInTheDocument();
  });

  it('does not offer a kind the organisation does not offer', async () => {
    listingsApi({}, ['hotel']);
    renderAt('/partner/listings/new/event');
    expect(await screen.findByText(/does not offer this kind of listing/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
