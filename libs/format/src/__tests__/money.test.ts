import {
  DOLLARS,
  formatCompactPrice,
  formatCompactUsd,
  formatCost,
  formatNumber,
  formatPrice,
  formatPriceOrFree,
  formatRate,
  formatSle,
  formatUsd,
  plural,
} from '../index';

// Intl separates a currency code from its amount with a no-break space.
const nbsp = '\u00a0';

describe('money', () => {
  it('writes whole dollars without cents and other amounts with two decimals', () => {
    expect(formatUsd(435)).toBe('$435');
    expect(formatUsd(435.0)).toBe('$435');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(1250)).toBe('$1,250');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
  });

  it('treats an amount that rounds to whole cents of zero as whole', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary; 99.999 rounds up to the next dollar.
    expect(formatUsd(100.30000000000001)).toBe('$100.30');
    expect(formatUsd(99.999)).toBe('$100');
  });

  it('writes leones with their sign, by the same rule', () => {
    expect(formatSle(9787.5)).toBe(`Le${nbsp}9,787.50`);
    expect(formatSle(9788)).toBe(`Le${nbsp}9,788`);
  });

  it('writes compact property prices from a thousand and a million', () => {
    expect(formatCompactUsd(850)).toBe('$850');
    expect(formatCompactUsd(1_500)).toBe('$2K');
    expect(formatCompactUsd(250_000)).toBe('$250K');
    expect(formatCompactUsd(1_250_000)).toBe('$1.3M');
    expect(formatCompactUsd(2_000_000)).toBe('$2.0M');
  });

  it('calls a zero cost free, and writes counts with separators', () => {
    expect(formatCost(0)).toBe('Free');
    expect(formatCost(45)).toBe('$45');
    expect(formatNumber(1800)).toBe('1,800');
    expect(plural(1, 'bedroom')).toBe('1 bedroom');
    expect(plural(3, 'bedroom')).toBe('3 bedrooms');
    expect(plural(2, 'person', 'people')).toBe('2 people');
  });
});

describe('prices in the visitor’s currency', () => {
  const leones = { currency: 'SLE', slePerUsd: 22.5 } as const;

  it('writes dollars in the dollar view and while the rate is unknown', () => {
    expect(formatPrice(435, DOLLARS)).toBe('$435');
    expect(formatPrice(12.5, DOLLARS)).toBe('$12.50');
    expect(formatPrice(435, { currency: 'SLE', slePerUsd: null })).toBe('$435');
  });

  it('writes leones whole, rounded half up by the one rule, with the leone sign', () => {
    // 435 x 22.5 = 9,787.5 -> 9,788; 12.50 x 22.5 = 281.25 -> 281.
    expect(formatPrice(435, leones)).toBe(`Le${nbsp}9,788`);
    expect(formatPrice(12.5, leones)).toBe(`Le${nbsp}281`);
    expect(formatPrice(0.02, leones)).toBe(`Le${nbsp}0`);
    expect(formatPrice(125.5, { currency: 'SLE', slePerUsd: 23.1 })).toBe(`Le${nbsp}2,899`);
  });

  it('calls nothing free in either currency', () => {
    expect(formatPriceOrFree(0, leones)).toBe('Free');
    expect(formatPriceOrFree(45, leones)).toBe(`Le${nbsp}1,013`);
  });

  it('writes compact property prices in leones too', () => {
    expect(formatCompactPrice(250_000, leones)).toBe(`Le${nbsp}5.6M`);
    expect(formatCompactPrice(1_500, leones)).toBe(`Le${nbsp}34K`);
    expect(formatCompactPrice(20, leones)).toBe(`Le${nbsp}450`);
    expect(formatCompactPrice(250_000, DOLLARS)).toBe('$250K');
  });

  it('states the rate as the payment step shows it', () => {
    expect(formatRate(22.5)).toBe(`Le${nbsp}22.50 = US$1`);
    expect(formatRate(23)).toBe(`Le${nbsp}23.00 = US$1`);
  });
});
