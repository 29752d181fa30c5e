import {
  bookingReference,
  CAR_TIME_SLOTS,
  carTotalCents,
  nightsBetween,
  parseDay,
  rentalDays,
  sameAmount,
  tourPricePerPersonCents,
  VIEWING_TIME_SLOTS,
} from './booking-rules.js';

const at = (iso: string) => new Date(iso);

describe('booking rules', () => {
  it('counts nights as the day difference rounded up', () => {
    expect(nightsBetween(at('2026-12-20T00:00Z'), at('2026-12-23T00:00Z'))).toBe(3);
    expect(nightsBetween(at('2026-12-20T00:00Z'), at('2026-12-20T12:00Z'))).toBe(1);
  });

  it('counts car days as the ceiling of the difference and adds $50/day for a driver', () => {
    const days = rentalDays(at('2026-12-20T09:00Z'), at('2026-12-22T10:00Z'));
    expect(days).toBe(3);
    expect(carTotalCents(days, 45_00, false)).toBe(135_00);
    expect(carTotalCents(days, 45_00, true)).toBe(285_00);
  });

  it('prices private tours at 2.5 times the shared price', () => {
    expect(tourPricePerPersonCents(60_00, 'shared')).toBe(60_00);
    expect(tourPricePerPersonCents(60_00, 'private')).toBe(150_00);
    expect(tourPricePerPersonCents(33_33, 'private')).toBe(83_33);
  });

  it('offers car times every 30 minutes 08:00-18:00 and viewing times in two blocks', () => {
    expect(CAR_TIME_SLOTS[0]).toBe('08:00');
    expect(CAR_TIME_SLOTS.at(-1)).toBe('18:00');
    expect(CAR_TIME_SLOTS).toHaveLength(21);
    expect(VIEWING_TIME_SLOTS).toContain('12:30');
    expect(VIEWING_TIME_SLOTS).not.toContain('13:00');
    expect(VIEWING_TIME_SLOTS).toContain('14:00');
    expect(VIEWING_TIME_SLOTS.at(-1)).toBe('17:30');
    expect(VIEWING_TIME_SLOTS).toHaveLength(16);
  });

  it('reads real calendar days only', () => {
    expect(parseDay('2026-12-20')?.toISOString()).toBe('2026-12-20T00:00:00.000Z');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('20/12/2026')).toBeNull();
  });

  it('compares client totals to the cent', () => {
    expect(sameAmount(435, 435_00)).toBe(true);
    expect(sameAmount(434.99, 435_00)).toBe(false);
    expect(sameAmount(0.1 + 0.2, 30)).toBe(true);
  });

  it('makes references like SL-7K3Q9D without look-alike characters', () => {
    const reference = bookingReference(Uint8Array.from([0, 31, 7, 200, 99, 255]));
    expect(reference).toMatch(/^SL-[A-HJ-NP-Z2-9]{6}$/);
  });
});
