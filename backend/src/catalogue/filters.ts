/**
 * The list filters of the catalogue screens, as pure functions so the rules are unit-tested
 * once and the SQL only applies their results. Money bounds are in US cents.
 */

export interface CentsRange {
  /** Inclusive lower bound. */
  min?: number;
  /** Exclusive upper bound. */
  max?: number;
}

const dollars = (amount: number) => amount * 100;

/** Hotels, by their lowest nightly room price: budget under $100, mid $100-$200, luxury $200+. */
export const HOTEL_PRICE_BANDS = {
  budget: { max: dollars(100) },
  mid: { min: dollars(100), max: dollars(200) },
  luxury: { min: dollars(200) },
} satisfies Record<string, CentsRange>;
export type HotelPriceBand = keyof typeof HOTEL_PRICE_BANDS;

/** Cars, by daily rate: budget below $50, mid $50 to below $100, premium $100 or more. */
export const CAR_PRICE_BANDS = {
  budget: { max: dollars(50) },
  mid: { min: dollars(50), max: dollars(100) },
  premium: { min: dollars(100) },
} satisfies Record<string, CentsRange>;
export type CarPriceBand = keyof typeof CAR_PRICE_BANDS;

/** Properties, by price: under $100K, $100K to below $500K, $500K or more. */
export const PROPERTY_PRICE_BANDS = {
  'under-100k': { max: dollars(100_000) },
  '100k-500k': { min: dollars(100_000), max: dollars(500_000) },
  '500k-plus': { min: dollars(500_000) },
} satisfies Record<string, CentsRange>;
export type PropertyPriceBand = keyof typeof PROPERTY_PRICE_BANDS;

export const inRange = (cents: number, range: CentsRange): boolean =>
  (range.min === undefined || cents >= range.min) && (range.max === undefined || cents < range.max);

export const EVENT_DATE_WINDOWS = ['today', 'week', 'month'] as const;
export type EventDateWindow = (typeof EVENT_DATE_WINDOWS)[number];

/**
 * The time span an event must overlap to match a date filter. Both ends are bounded and
 * the span starts now, so an event that has already ended is never "today".
 * Sierra Leone keeps GMT all year, so days are UTC days.
 */
export function eventDateWindow(window: EventDateWindow, now: Date): { from: Date; to: Date } {
  const to = new Date(now);
  switch (window) {
    case 'today':
      to.setUTCHours(23, 59, 59, 999);
      break;
    case 'week':
      to.setUTCDate(to.getUTCDate() + 7);
      break;
    case 'month':
      to.setUTCMonth(to.getUTCMonth() + 1);
      break;
  }
  return { from: new Date(now), to };
}

/** Whether an event (start, optional end) overlaps a window. */
export const overlapsWindow = (
  start: Date,
  end: Date | null,
  window: { from: Date; to: Date },
): boolean => start <= window.to && (end ?? start) >= window.from;

export const TOUR_DURATION_CLASSES = ['half-day', 'full-day', 'multi-day'] as const;
export type TourDurationClass = (typeof TOUR_DURATION_CLASSES)[number];

/** Reads a tour's free-text duration ('Half day (4 hours)', 'Full day', '3 days') as a class. */
export function tourDurationClass(duration: string): TourDurationClass {
  const text = duration.toLowerCase();
  if (/half[\s-]?day|\b[1-5]\s*(hours?|hrs?)\b(?!.*day)/.test(text)) return 'half-day';
  const days = /(\d+)\s*(days?|nights?)/.exec(text);
  if ((days && Number(days[1]) >= 2) || /multi|week/.test(text)) return 'multi-day';
  return 'full-day';
}

/** Makes user search text safe inside an ILIKE pattern. */
export const likePattern = (search: string): string =>
  `%${search.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The orders a list can be sorted in: by price either way, by the guests' rating (`rating`:
 * the verified reviews' average, best first, more reviews first among equals, unrated last),
 * and, on the lists whose items have one, by the listing's own rating (`rating-desc`: hotels'
 * stars, tours' operator rating). Without `sort` a list keeps its own order.
 */
export const PRICE_SORTS = ['price-asc', 'price-desc'] as const;
export type PriceSort = (typeof PRICE_SORTS)[number];
export const LIST_SORTS = [...PRICE_SORTS, 'rating'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const RATED_SORTS = [...LIST_SORTS, 'rating-desc'] as const;
export type RatedSort = (typeof RATED_SORTS)[number];

/** What a listing's answer says of its reviews. */
export interface Reviewed {
  reviewAverage: number | null;
  reviewCount: number;
}

/** The review fields of a listing's answer, from its row's kept average and count. */
export const reviewFields = (listing: {
  ratingAverage?: string | number | null;
  ratingCount?: number | null;
}): Reviewed => ({
  reviewAverage:
    listing.ratingAverage === null || listing.ratingAverage === undefined
      ? null
      : Number(listing.ratingAverage),
  reviewCount: listing.ratingCount ?? 0,
});

/** Only the items whose review average is at least `min` (unrated items fail any minimum). */
export const withMinRating = <T extends Reviewed>(items: T[], min: number | undefined): T[] =>
  min === undefined
    ? items
    : items.filter((item) => item.reviewAverage !== null && item.reviewAverage >= min);

/**
 * `items` in the order `sort` asks for; a stable sort, so equal keys keep the list's own
 * order. Items without a price (a hotel with no room free for the dates) come last.
 */
export function sortListing<T extends Reviewed>(
  items: T[],
  sort: RatedSort | undefined,
  price: (item: T) => number | null,
  rating?: (item: T) => number,
): T[] {
  if (!sort) return items;
  if (sort === 'rating') {
    return items
      .map((item, index) => ({ item, index }))
      .sort(
        (a, b) =>
          (b.item.reviewAverage ?? -1) - (a.item.reviewAverage ?? -1) ||
          b.item.reviewCount - a.item.reviewCount ||
          a.index - b.index,
      )
      .map(({ item }) => item);
  }
  const key =
    sort === 'rating-desc' && rating
      ? (item: T) => -rating(item)
      : (item: T) => {
          const value = price(item);
          if (value === null) return Number.POSITIVE_INFINITY;
          return sort === 'price-desc' ? -value : value;
        };
  return items
    .map((item, index) => ({ item, index, key: key(item) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ item }) => item);
}
