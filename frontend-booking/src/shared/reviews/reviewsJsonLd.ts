import type { ReviewPageDto } from '@salone/api-client/bookings';

/**
 * A listing's schema.org data with its guest rating (`aggregateRating`, from the listing's own
 * average and count) and its reviews on the page (`review`): what search results show.
 */
export function withReviews<T extends object>(
  jsonLd: T,
  listing: { reviewAverage: number | null; reviewCount: number },
  reviews: ReviewPageDto | undefined,
): T {
  if (listing.reviewAverage === null || listing.reviewCount === 0) return jsonLd;
  return {
    ...jsonLd,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: listing.reviewAverage,
      reviewCount: listing.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews &&
      reviews.items.length > 0 && {
        review: reviews.items.map((review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.authorName },
          datePublished: review.createdAt.slice(0, 10),
          reviewRating: {
            '@type': 'Rating',
            ratingValue: review.overall,
            bestRating: 5,
            worstRating: 1,
          },
          ...(review.text && { reviewBody: review.text }),
        })),
      }),
  };
}
