import {
  CAR_PRICE_BANDS,
  eventDateWindow,
  HOTEL_PRICE_BANDS,
  inRange,
  likePattern,
  overlapsWindow,
  PROPERTY_PRICE_BANDS,
  sortListing,
  tourDurationClass,
  withMinRating,
} from './filters.js';

const at = (iso: string) => new Date(iso);

describe('price bands', () => {
  it.each([
    [99_99, 'budget'],
    [100_00, 'mid'],
    [199_99, 'mid'],
    [200_00, 'luxury'],
  ] as const)('puts a hotel whose lowest room is %i cents in the %s band only', (cents, band) => {
    const matching = Object.entries(HOTEL_PRICE_BANDS)
      .filter(([, range]) => inRange(cents, range))
      .map(([name]) => name);
    expect(matching).toEqual([band]);
  });

  it('splits car rates at $50 and $100 a day', () => {
    expect(inRange(49_99, CAR_PRICE_BANDS.budget)).toBe(true);
    expect(inRange(50_00, CAR_PRICE_BANDS.budget)).toBe(false);
    expect(inRange(50_00, CAR_PRICE_BANDS.mid)).toBe(true);
    expect(inRange(99_99, CAR_PRICE_BANDS.mid)).toBe(true);
    expect(inRange(100_00, CAR_PRICE_BANDS.premium)).toBe(true);
  });

  it('splits property prices at $100K and $500K', () => {
    expect(inRange(99_999_99, PROPERTY_PRICE_BANDS['under-100k'])).toBe(true);
    expect(inRange(100_000_00, PROPERTY_PRICE_BANDS['100k-500k'])).toBe(true);
    expect(inRange(500_000_00, PROPERTY_PRICE_BANDS['100k-500k'])).toBe(false);
    expect(inRange(500_000_00, PROPERTY_PRICE_BANDS['500k-plus'])).toBe(true);
  });
});

describe('event date windows', () => {
  const now = at('2026-11-25T15:00:00Z');

  it('bounds "today" by now and the end of the day', () => {
    expect(eventDateWindow('today', now)).toEqual({
      from: now,
      to: at('2026-11-25T23:59:59.999Z'),
    });
  });

  it('bounds "week" at seven days and "month" at one month from now', () => {
    expect(eventDateWindow('week', now).to).toEqual(at('2026-12-02T15:00:00Z'));
    expect(eventDateWindow('month', now).to).toEqual(at('2026-12-25T15:00:00Z'));
  });

  it('never counts an event that already ended as today', () => {
    const today = eventDateWindow('today', now);
    expect(overlapsWindow(at('2026-11-25T09:00:00Z'), at('2026-11-25T11:00:00Z'), today)).toBe(
      false,
    );
    expect(overlapsWindow(at('2026-11-25T20:00:00Z'), null, today)).toBe(true);
    expect(overlapsWindow(at('2026-11-24T20:00:00Z'), at('2026-11-26T02:00:00Z'), today)).toBe(
      true,
    );
    expect(overlapsWindow(at('2026-11-26T10:00:00Z'), null, today)).toBe(false);
  });

  it('leaves out events beyond the window', () => {
    const week = eventDateWindow('week', now);
    expect(overlapsWindow(at('2026-12-01T10:00:00Z'), null, week)).toBe(true);
    expect(overlapsWindow(at('2026-12-03T10:00:00Z'), null, week)).toBe(false);
  });
});

describe('tour duration classes', () => {
  it.each([
    ['Half day (4 hours)', 'half-day'],
    ['Half-day', 'half-day'],
    ['3 hours', 'half-day'],
    ['Full day (8 hours)', 'full-day'],
    ['1 day', 'full-day'],
    ['2 days', 'multi-day'],
    ['5 days / 4 nights', 'multi-day'],
    ['Multi-day expedition', 'multi-day'],
  ] as const)('reads "%s" as %s', (text, expected) => {
    expect(tourDurationClass(text)).toBe(expected);
  });
});

describe('search patterns', () => {
  it('escapes LIKE wildcards so they match literally', () => {
    expect(likePattern(' 100%_deal\\ ')).toBe('%100\\%\\_deal\\\\%');
  });
});

describe('sorting and filtering by the guests’ rating', () => {
  const items = [
    { id: 1, reviewAverage: null, reviewCount: 0 },
    { id: 2, reviewAverage: 4.5, reviewCount: 2 },
    { id: 3, reviewAverage: 4.5, reviewCount: 9 },
    { id: 4, reviewAverage: 3, reviewCount: 1 },
  ];

  it('puts the best average first, more reviews first among equals, unrated last', () => {
    expect(sortListing(items, 'rating', () => 0).map((i) => i.id)).toEqual([3, 2, 4, 1]);
  });

  it('keeps only the listings rated at least the minimum', () => {
    expect(withMinRating(items, 4).map((i) => i.id)).toEqual([2, 3]);
    expect(withMinRating(items, undefined)).toBe(items);
  });
});
