import {
  addDays,
  CAR_TIME_SLOTS,
  carTotalCents,
  freeCancellationUntil,
  groupDiscountPercent,
  isDay,
  nightsBetween,
  paymentDescriptions,
  privateGroupLimit,
  parseDay,
  participantLimit,
  quoteExtras,
  quoteRental,
  selectableExtras,
  quoteStay,
  quoteTickets,
  quoteTour,
  rentalDays,
  rentalDaysOf,
  sameAmount,
  ticketQuantityLimit,
  toCents,
  tourPricePerPersonCents,
  tourTotalCents,
  VIEWING_TIME_SLOTS,
  viewingIsPast,
} from './index.js';

const at = (iso: string) => new Date(iso);

describe('dates', () => {
  it('reads real calendar days only', () => {
    expect(parseDay('2026-12-20')?.toISOString()).toBe('2026-12-20T00:00:00.000Z');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('20/12/2026')).toBeNull();
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
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
});

describe('hotel stays', () => {
  it('counts nights as the day difference rounded up', () => {
    expect(nightsBetween(at('2026-12-20T00:00Z'), at('2026-12-23T00:00Z'))).toBe(3);
    expect(nightsBetween(at('2026-12-20T00:00Z'), at('2026-12-20T12:00Z'))).toBe(1);
  });

  it('quotes nights times the nightly price, to the cent', () => {
    expect(quoteStay(145, '2026-12-20', '2026-12-23')).toEqual({ nights: 3, total: 435 });
    expect(quoteStay(33.33, '2026-12-20', '2026-12-23').total).toBe(99.99);
    expect(quoteStay(145, '2026-12-23', '2026-12-20')).toEqual({ nights: 0, total: 0 });
    expect(quoteStay(145, '', '2026-12-20')).toEqual({ nights: 0, total: 0 });
  });
});

describe('event tickets', () => {
  it('quotes price times quantity and offers at most 20 or what is left', () => {
    expect(quoteTickets(150, 3)).toBe(450);
    expect(quoteTickets(0.1, 3)).toBe(0.3);
    expect(quoteTickets(50, 0)).toBe(0);
    expect(ticketQuantityLimit(7)).toBe(7);
    expect(ticketQuantityLimit(100)).toBe(20);
    expect(ticketQuantityLimit(-1)).toBe(0);
  });
});

describe('car rentals', () => {
  it('counts car days as the ceiling of the difference and adds $50/day for a driver', () => {
    const days = rentalDays(at('2026-12-20T09:00Z'), at('2026-12-22T10:00Z'));
    expect(days).toBe(3);
    expect(carTotalCents(days, 45_00, false)).toBe(135_00);
    expect(carTotalCents(days, 45_00, true)).toBe(285_00);
  });

  it('counts days as the ceiling of the exact pickup-to-return time', () => {
    expect(rentalDaysOf('2099-12-20', '10:00', '2099-12-23', '10:00')).toBe(3);
    expect(rentalDaysOf('2099-12-20', '10:00', '2099-12-23', '10:30')).toBe(4);
    expect(rentalDaysOf('2099-12-20', '18:00', '2099-12-21', '08:00')).toBe(1);
    expect(rentalDaysOf('2099-12-20', '10:00', '2099-12-20', '10:00')).toBe(0);
  });

  it('totals days x daily rate plus days x $50 with a driver', () => {
    expect(quoteRental(80, 3, true)).toEqual({ days: 3, rental: 240, driver: 150, total: 390 });
    expect(quoteRental(80, 3, false)).toEqual({ days: 3, rental: 240, driver: 0, total: 240 });
  });

  it('counts the days of a form and quotes them', () => {
    expect(rentalDaysOf('2026-12-20', '09:00', '2026-12-22', '10:00')).toBe(3);
    expect(rentalDaysOf('2026-12-20', '09:00', '2026-12-20', '08:00')).toBeLessThanOrEqual(0);
    expect(rentalDaysOf('2026-12-20', '09:00', '2026-12-18', '09:00')).toBe(-2);
    expect(rentalDaysOf('2026-12-20', '', '2026-12-22', '10:00')).toBe(0);
    expect(quoteRental(45.5, 3, true)).toEqual({
      days: 3,
      rental: 136.5,
      driver: 150,
      total: 286.5,
    });
    expect(quoteRental(45.5, 0, true).total).toBe(0);
  });

  const EXTRAS = [
    { name: 'Professional driver', price: 50, unit: 'day' as const },
    { name: 'GPS navigation', price: 5, unit: 'day' as const },
    { name: 'Child seat', price: 8, unit: 'day' as const },
    { name: 'Additional driver', price: 10, unit: 'rental' as const },
    { name: 'Late return', price: 25, unit: 'hour' as const },
  ];

  it('offers the per-day and per-rental extras, not the driver service or hourly charges', () => {
    expect(selectableExtras(EXTRAS).map((e) => e.name)).toEqual([
      'GPS navigation',
      'Child seat',
      'Additional driver',
    ]);
  });

  it('prices extras per day or once per rental, and names what the car does not offer', () => {
    const quote = quoteExtras(EXTRAS, ['Additional driver', 'GPS navigation'], 3);
    expect(quote.lines).toEqual([
      { name: 'GPS navigation', price: 5, unit: 'day', cost: 15 },
      { name: 'Additional driver', price: 10, unit: 'rental', cost: 10 },
    ]);
    expect(quote.total).toBe(25);
    expect(quote.unknown).toEqual([]);
    expect(quoteExtras(EXTRAS, ['Professional driver', 'Jet ski'], 3).unknown).toEqual([
      'Professional driver',
      'Jet ski',
    ]);
    expect(quoteExtras(EXTRAS, ['Child seat'], 0).total).toBe(0);
  });
});

describe('tours', () => {
  it('prices private tours at 2.5 times the shared price', () => {
    expect(tourPricePerPersonCents(60_00, 'shared')).toBe(60_00);
    expect(tourPricePerPersonCents(60_00, 'private')).toBe(150_00);
    expect(tourPricePerPersonCents(33_33, 'private')).toBe(83_33);
  });

  it('quotes per person times participants below the first group discount', () => {
    expect(quoteTour(33.33, 'private', 3)).toEqual({
      perPerson: 83.33,
      subtotal: 249.99,
      discountPercent: 0,
      discount: 0,
      total: 249.99,
    });
    expect(quoteTour(60, 'shared', 1).total).toBe(60);
  });

  it('takes the group discount the party reaches off the total: 5% at 4, 10% at 8, 15% at 12', () => {
    expect(groupDiscountPercent(3)).toBe(0);
    expect(groupDiscountPercent(4)).toBe(5);
    expect(groupDiscountPercent(7)).toBe(5);
    expect(groupDiscountPercent(8)).toBe(10);
    expect(groupDiscountPercent(11)).toBe(10);
    expect(groupDiscountPercent(12)).toBe(15);
    expect(groupDiscountPercent(20)).toBe(15);
    expect(quoteTour(60, 'shared', 4)).toEqual({
      perPerson: 60,
      subtotal: 240,
      discountPercent: 5,
      discount: 12,
      total: 228,
    });
    expect(quoteTour(100, 'shared', 12).total).toBe(1020);
    expect(tourTotalCents(12, 100_00)).toBe(1020_00);
    // Private tours too, rounded to the nearest cent.
    expect(quoteTour(33.33, 'private', 8)).toEqual({
      perPerson: 83.33,
      subtotal: 666.64,
      discountPercent: 10,
      discount: 66.66,
      total: 599.98,
    });
  });

  it('offers 1..min(group size, 20) for shared tours and 1..private limit for private ones', () => {
    expect(participantLimit(8, 'shared')).toBe(8);
    expect(participantLimit(30, 'shared')).toBe(20);
    expect(participantLimit(14, 'private')).toBe(14);
    expect(participantLimit(8, 'private', 16)).toBe(16);
    expect(participantLimit(8, 'private', 40)).toBe(20);
    expect(privateGroupLimit(14)).toBe(14);
    expect(privateGroupLimit(14, null)).toBe(14);
    expect(participantLimit(8, '')).toBe(20);
  });
});

describe('viewings', () => {
  it('counts a slot whose time has come as past', () => {
    const now = at('2026-12-20T10:30:00Z');
    expect(viewingIsPast('2026-12-20', '10:30', now)).toBe(true);
    expect(viewingIsPast('2026-12-20', '11:00', now)).toBe(false);
    expect(viewingIsPast('2026-12-19', '17:30', now)).toBe(true);
  });
});

describe('money', () => {
  it('compares amounts to the cent', () => {
    expect(sameAmount(435, 435_00)).toBe(true);
    expect(sameAmount(434.99, 435_00)).toBe(false);
    expect(sameAmount(435.01, 435_00)).toBe(false);
    expect(sameAmount(0.1 + 0.2, 30)).toBe(true);
    expect(sameAmount(Number.NaN, 0)).toBe(false);
    expect(toCents(1.005)).toBe(100);
  });
});

describe('cancellation and payment texts', () => {
  it('ends free cancellation 24 h, 48 h or 12 h before the start', () => {
    const start = at('2026-12-20T12:00:00Z');
    expect(freeCancellationUntil('hotel', start).toISOString()).toBe('2026-12-19T12:00:00.000Z');
    expect(freeCancellationUntil('tour', start).toISOString()).toBe('2026-12-18T12:00:00.000Z');
    expect(freeCancellationUntil('car', start).toISOString()).toBe('2026-12-20T00:00:00.000Z');
  });

  it('writes the payment descriptions', () => {
    expect(paymentDescriptions.hotel('Aberdeen Bay Hotel', 'Deluxe')).toBe(
      'Hotel booking: Aberdeen Bay Hotel - Deluxe',
    );
    expect(paymentDescriptions.event('Lantern Parade', 2)).toBe(
      'Event tickets: Lantern Parade - 2 ticket(s)',
    );
    expect(paymentDescriptions.car('Toyota', 'Hilux', 3)).toBe(
      'Car rental: Toyota Hilux - 3 day(s)',
    );
    expect(paymentDescriptions.tour('Tacugama', 4)).toBe(
      'Tour booking: Tacugama - 4 participant(s)',
    );
    expect(paymentDescriptions.real_estate('Villa', 'rent')).toBe(
      'Property viewing: Villa (to rent)',
    );
  });
});
