import {
  cardPriceText,
  detailPriceText,
  listingLabel,
  mainActionLabel,
  purposeOptions,
  viewingProblem,
} from '../propertyRules';

const forSale = { isForSale: true, isForRent: false, price: 250_000 };
const forRent = { isForSale: false, isForRent: true, price: 1500 };
const both = { isForSale: true, isForRent: true, price: 1_200_000 };

describe('property rules', () => {
  it('formats card and detail prices', () => {
    expect(cardPriceText(forSale)).toBe('$250K');
    expect(cardPriceText(both)).toBe('$1.2M');
    expect(cardPriceText(forRent)).toBe('$1,500/month');
    expect(detailPriceText(forSale)).toBe('$250,000');
    expect(detailPriceText(both)).toBe('$1,200,000');
    expect(detailPriceText(forRent)).toBe('$1,500/month');
  });

  it("shows what a listing for sale and rent rents for when 'For Rent' is chosen", () => {
    const dual = { ...both, monthlyRent: 4_500 };
    expect(cardPriceText(dual, undefined, 'rent')).toBe('$4,500/month');
    expect(cardPriceText(dual, undefined, 'sale')).toBe('$1.2M');
    expect(cardPriceText(dual)).toBe('$1.2M');
    expect(cardPriceText(forRent, undefined, 'rent')).toBe('$1,500/month');
  });

  it('labels the listing and the main button by purpose', () => {
    expect([forSale, forRent, both].map(listingLabel)).toEqual([
      'For Sale',
      'For Rent',
      'Sale/Rent',
    ]);
    expect([forSale, forRent, both].map(mainActionLabel)).toEqual([
      'Buy Property',
      'Rent Property',
      'Inquire Now',
    ]);
    expect(purposeOptions(forSale).map((o) => o.value)).toEqual(['buy']);
    expect(purposeOptions(forRent).map((o) => o.value)).toEqual(['rent']);
    expect(purposeOptions(both).map((o) => o.value)).toEqual(['buy', 'rent']);
  });

  const now = new Date(2030, 5, 10, 11, 15); // 10 June 2030, 11:15 local time

  it("refuses a viewing in the past with 'Invalid date', including a time gone today", () => {
    const past = { title: 'Invalid date', description: 'Viewing date cannot be in the past' };
    expect(
      viewingProblem(
        { viewingDate: '2030-06-09', viewingTime: '14:00', purpose: 'buy' },
        forSale,
        now,
      ),
    ).toEqual(past);
    expect(
      viewingProblem(
        { viewingDate: '2030-06-10', viewingTime: '11:00', purpose: 'buy' },
        forSale,
        now,
      ),
    ).toEqual(past);
    expect(
      viewingProblem(
        { viewingDate: '2030-06-10', viewingTime: '11:30', purpose: 'buy' },
        forSale,
        now,
      ),
    ).toBeNull();
  });

  it('refuses buying what is not for sale and renting what is not for rent', () => {
    expect(
      viewingProblem(
        { viewingDate: '2030-06-11', viewingTime: '09:00', purpose: 'buy' },
        forRent,
        now,
      ),
    ).toEqual({
      title: 'Not available for sale',
      description: 'This property is not currently available for purchase',
    });
    expect(
      viewingProblem(
        { viewingDate: '2030-06-11', viewingTime: '09:00', purpose: 'rent' },
        forSale,
        now,
      ),
    ).toEqual({
      title: 'Not available for rent',
      description: 'This property is not currently available for rental',
    });
    expect(
      viewingProblem(
        { viewingDate: '2030-06-11', viewingTime: '09:00', purpose: 'rent' },
        both,
        now,
      ),
    ).toBeNull();
  });
});
