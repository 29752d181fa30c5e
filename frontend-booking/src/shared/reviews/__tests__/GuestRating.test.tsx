import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewPageDto } from '@salone/api-client/bookings';
import { AMINATA, installFakeApi, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { authRoutes } from '../../../test/fixtures';
import { GuestRating } from '../GuestRating';
import { ReviewsSection } from '../ReviewsSection';
import { withReviews } from '../reviewsJsonLd';

const PAGE: ReviewPageDto = {
  average: 4.67,
  count: 3,
  subScores: { guide: 4.67, value: 4.33 },
  items: [
    {
      id: '9b2e4c1a-7d3f-4e5b-8a6c-1f2e3d4c5b6a',
      listingKind: 'tour',
      listingId: 1,
      listingName: 'Tacugama Chimpanzee Sanctuary Visit',
      authorName: 'Claire D.',
      overall: 5,
      subScores: { guide: 5, value: 5 },
      text: 'Our guide knew every chimpanzee by name.',
      photos: ['/api/photos/7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a/1024x768.jpg'],
      verifiedBooking: true,
      servedAt: '2026-11-20T09:00:00.000Z',
      createdAt: '2026-11-22T10:00:00.000Z',
      reply: 'Thank you, Claire!',
      repliedAt: '2026-11-23T09:00:00.000Z',
    },
  ],
  nextCursor: null,
};

describe('GuestRating', () => {
  it('reads the average to one decimal with the number of verified reviews', () => {
    renderWithProviders(<GuestRating average={4.67} count={3} />);
    const rating = screen.getByRole('img', { name: 'Rated 4.7 out of 5 from 3 verified reviews' });
    expect(rating).toHaveTextContent('4.7(3 reviews)');
  });

  it('says one review in the singular', () => {
    renderWithProviders(<GuestRating average={5} count={1} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Rated 5.0 out of 5 from 1 verified review',
    );
  });

  it('shows "No reviews yet" on a page, and nothing on a card', () => {
    const { unmount } = renderWithProviders(<GuestRating average={null} count={0} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    unmount();
    renderWithProviders(<GuestRating average={null} count={0} hideEmpty />);
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('ReviewsSection', () => {
  it('lists the reviews with their verified booking mark, photos and the reply', async () => {
    installFakeApi({
      ...authRoutes(AMINATA),
      'GET /api/reviews': reply('listReviews', PAGE),
    });
    renderWithProviders(<ReviewsSection kind="tour" listingId={1} />);
    const section = await screen.findByRole('region', { name: 'Guest reviews' });
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByText('Claire D.')).toBeInTheDocument();
    expect(within(item).getByText('Verified booking')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    const photo = within(item).getByRole('img', { name: 'Photo from Claire D.' });
    expect(photo).toHaveAttribute('src', PAGE.items[0].photos[0]);
    // Through the photo pipeline: every stored width, WebP first, and the size kept.
    expect(photo).toHaveAttribute(
      'srcset',
      '/api/photos/7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a/320.jpg 320w, /api/photos/7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a/640.jpg 640w, /api/photos/7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a/1024.jpg 1024w',
    );
    expect(photo).toHaveAttribute('width', '1024');
    expect(photo.closest('picture')?.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(within(item).getByText('Thank you, Claire!')).toBeInTheDocument();
    expect(within(section).getByText('Guide')).toBeInTheDocument();
    expect(within(section).getByText('4.3')).toBeInTheDocument();
  });

  it('sends a report with its reason', async () => {
    const api = installFakeApi({
      ...authRoutes(AMINATA),
      'GET /api/reviews': reply('listReviews', PAGE),
      [`POST /api/reviews/${PAGE.items[0].id}/report`]: reply('reportReview', { reported: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReviewsSection kind="tour" listingId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    await user.type(screen.getByLabelText('What is wrong with this review?'), 'Not about the tour');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. An administrator will look at this review.',
    );
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        reason: 'Not about the tour',
      }),
    );
  });
});

describe('withReviews', () => {
  it('adds AggregateRating and the reviews to a listing’s JSON-LD', () => {
    const jsonLd = withReviews(
      { '@type': 'TouristTrip', name: 'Tacugama' },
      { reviewAverage: 4.67, reviewCount: 3 },
      PAGE,
    );
    expect(jsonLd).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.67, reviewCount: 3 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Claire D.' },
          reviewRating: { '@type': 'Rating', ratingValue: 5 },
          reviewBody: 'Our guide knew every chimpanzee by name.',
        },
      ],
    });
  });

  it('leaves a listing without reviews as it was', () => {
    const jsonLd = { '@type': 'Hotel' };
    expect(withReviews(jsonLd, { reviewAverage: null, reviewCount: 0 }, undefined)).toBe(jsonLd);
  });
});
