/**
 * A sample listing's picture: its own drawing, one per listing, drawn by
 * backend/scripts/draw-seed-pictures.mjs into backend/assets/media/listings and served under
 * /api/media.
 */
export const listingPicture = (
  kind: 'hotels' | 'tours' | 'events' | 'cars' | 'properties',
  slug: string,
): string => `/api/media/listings/${kind}/${slug}.svg`;
