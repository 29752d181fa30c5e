import {
  isWeekendNight,
  nightRate,
  quoteDatedStay,
  rateCardOf,
  stayNightRates,
  stayRefusal,
  stayRefusalMessage,
  stayTotalCents,
  type RatePeriod,
} from './rates.js';

const period = (startDate: string, endDate: string, fields: Partial<RatePeriod>): RatePeriod => ({
  startDate,
  endDate,
  price: null,
  weekendPrice: null,
  minNights: null,
  closedToArrival: null,
  ...fields,
});

/** December 2026: a weekend price of $180.50 and at least 2 nights, over a base of $145. */
const december = period('2026-12-01', '2026-12-31', { weekendPrice: 180.5, minNights: 2 });

describe('prices by date', () => {
  it('counts Friday and Saturday nights as the weekend', () => {
    // 2026-12-04 is a Friday.
    expect(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map(isWeekendNight)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('prices each night of a stay and adds them up to the cent', () => {
    const card = rateCardOf(145, [december]);
    const nights = stayNightRates(card, '2026-12-03', '2026-12-06');
    expect(nights.map((night) => night.priceCents)).toEqual([14_500, 18_050, 18_050]);
    expect(stayTotalCents(nights)).toBe(50_600);
    expect(quoteDatedStay(145, [december], '2026-12-03', '2026-12-06')).toMatchObject({
      nights: 3,
      total: 506,
      lowest: 145,
      highest: 180.5,
      refusal: null,
    });
  });

  it('leaves nights outside every range at the base price', () => {
    const quote = quoteDatedStay(145, [december], '2026-11-27', '2026-11-29');
    expect(quote.nightPrices).toEqual([
      { date: '2026-11-27', price: 145 },
      { date: '2026-11-28', price: 145 },
    ]);
  });

  it('lets the range saved last win where ranges overlap, field by field', () => {
    const christmas = period('2026-12-24', '2026-12-26', { price: 210, minNights: 3 });
    const card = rateCardOf(145, [december, christmas]);
    // Friday 25 December: Christmas prices it although December has a weekend price.
    expect(nightRate(card, '2026-12-25')).toMatchObject({ priceCents: 21_000, minNights: 3 });
    // Sunday 27 December: December again.
    expect(nightRate(card, '2026-12-27')).toMatchObject({ priceCents: 14_500, minNights: 2 });
    // A later range that sets only closed-to-arrival keeps the earlier price and minimum.
    const closed = period('2026-12-25', '2026-12-25', { closedToArrival: true });
    expect(nightRate(rateCardOf(145, [december, christmas, closed]), '2026-12-25')).toEqual({
      date: '2026-12-25',
      priceCents: 21_000,
      weekend: true,
      minNights: 3,
      closedToArrival: true,
    });
  });

  it('refuses a stay shorter than its arrival night asks, with the minimum-stay words', () => {
    const one = quoteDatedStay(145, [december], '2026-12-04', '2026-12-05');
    expect(one.refusal).toEqual({ code: 'MINIMUM_STAY', minNights: 2 });
    expect(stayRefusalMessage(one.refusal!)).toBe(
      'Stays arriving on this date are at least 2 nights. Please choose a later check-out date.',
    );
    expect(quoteDatedStay(145, [december], '2026-12-04', '2026-12-06').refusal).toBeNull();
    // The minimum is the arrival night's: a stay arriving the night before December is free.
    expect(quoteDatedStay(145, [december], '2026-11-30', '2026-12-01').refusal).toBeNull();
  });

  it('refuses a stay arriving on a night closed to arrival, but not one passing through it', () => {
    const card = rateCardOf(100, [period('2027-01-10', '2027-01-10', { closedToArrival: true })]);
    expect(stayRefusal(stayNightRates(card, '2027-01-10', '2027-01-12'))).toEqual({
      code: 'CLOSED_TO_ARRIVAL',
      date: '2027-01-10',
    });
    expect(stayRefusal(stayNightRates(card, '2027-01-09', '2027-01-12'))).toBeNull();
    // A later range may open the night again.
    const reopened = rateCardOf(100, [
      period('2027-01-10', '2027-01-10', { closedToArrival: true }),
      period('2027-01-01', '2027-01-31', { closedToArrival: false }),
    ]);
    expect(stayRefusal(stayNightRates(reopened, '2027-01-10', '2027-01-12'))).toBeNull();
  });

  it('has no nights and no refusal while a date is missing', () => {
    expect(quoteDatedStay(145, [december], '', '2026-12-05')).toMatchObject({
      nights: 0,
      total: 0,
      refusal: null,
    });
  });
});
