import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModeratedReviewDto } from '@salone/api-client/partner';
import { reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import AdminRoutes from '../../../AdminRoutes';
import { adminApi } from '../../../test/admin';

afterEach(() => act(() => resetToasts()));

const REPORTED = 'GET /api/admin/reviews?limit=20&filter=reported';

function aReview(overrides: Partial<ModeratedReviewDto> = {}): ModeratedReviewDto {
  return {
    id: '9b2e4c1a-7d3f-4e5b-8a6c-1f2e3d4c5b6a',
    listingKind: 'hotel',
    listingId: 1,
    listingName: 'Aberdeen Bay Hotel',
    authorName: 'David M.',
    overall: 1,
    subScores: { cleanliness: 1, location: 1, staff: 1, value: 1 },
    text: 'Call the manager on +232 76 000 000',
    photos: [],
    verifiedBooking: true,
    servedAt: '2026-11-20T00:00:00.000Z',
    createdAt: '2026-11-22T10:00:00.000Z',
    reply: null,
    repliedAt: null,
    bookingReference: 'SL-7K3Q9D',
    reportCount: 2,
    hiddenAt: null,
    hiddenReason: null,
    ...overrides,
  };
}

describe('the admin console: reviews', () => {
  it('hides a reported review with a reason, which it asks for', async () => {
    const api = adminApi({
      [REPORTED]: reply('listAllReviews', { items: [aReview()], nextCursor: null }),
      [`POST /api/admin/reviews/${aReview().id}/hide`]: reply(
        'hideReview',
        aReview({ hiddenAt: '2026-12-07T10:00:00.000Z', hiddenReason: 'A phone number' }),
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminRoutes />, { route: '/admin/reviews', path: '/admin/*' });
    const card = await screen.findByRole('listitem', {
      name: 'David M.: 1 of 5 for Aberdeen Bay Hotel',
    });
    expect(within(card).getByText('SL-7K3Q9D')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review by David M.' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'A phone number');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('The review is hidden')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'A phone number',
    });
  });
});
