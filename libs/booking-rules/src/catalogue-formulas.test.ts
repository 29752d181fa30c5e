import {
  areaFromSize,
  carPricing,
  fitnessLevel,
  neighbourhoodName,
  propertyDetails,
  propertyFinancials,
  tourPricing,
  type PropertyFacts,
} from './index.js';

const property = (overrides: Partial<PropertyFacts>): PropertyFacts => ({
  type: 'house',
  priceCents: 350_000_00,
  monthlyRentCents: null,
  isForSale: true,
  isForRent: false,
  features: ['Garden'],
  yearBuilt: null,
  parking: 'Driveway',
  utilitiesCents: 180_00,
  maintenanceCents: 120_00,
  ...overrides,
});

describe('tour pricing', () => {
  it('charges private tours 2.5 times the shared price and children 70% rounded down', () => {
    expect(tourPricing(65_00)).toMatchObject({ shared: 65, private: 162.5, children: 45 });
  });

  it('lists the group discounts of 5%, 10% and 15%', () => {
    expect(tourPricing(10_00).groupDiscounts).toEqual([
      { minGroupSize: 4, discountPercent: 5 },
      { minGroupSize: 8, discountPercent: 10 },
      { minGroupSize: 12, discountPercent: 15 },
    ]);
  });

  it('derives the fitness level from the difficulty', () => {
    expect(fitnessLevel('easy')).toBe('Basic');
    expect(fitnessLevel('moderate')).toBe('Moderate');
    expect(fitnessLevel('challenging')).toBe('High');
    expect(fitnessLevel('difficult')).toBe('High');
  });
});

describe('car pricing', () => {
  it('prices a week at 6.5 days and a month at 25 days, driver $50/day', () => {
    expect(carPricing(45_50)).toMatchObject({
      daily: 45.5,
      weekly: 295.75,
      monthly: 1137.5,
      driverPerDay: 50,
    });
  });
});

describe('property values', () => {
  it('reads the area from the size text, defaulting to 1800 sq ft', () => {
    expect(areaFromSize('2,400 sq ft')).toBe(2400);
    expect(areaFromSize('0.5 acres (21,780 sq ft)')).toBe(21780);
    expect(areaFromSize('Spacious')).toBe(1800);
  });

  it('names the neighbourhood by address keyword', () => {
    expect(neighbourhoodName('7 Cape Road, Aberdeen, Freetown')).toBe('Aberdeen');
    expect(neighbourhoodName('Hill Station Road, Freetown')).toBe('Hill Station');
    expect(neighbourhoodName('12 Siaka Stevens Street, Freetown')).toBe('Central Freetown');
    expect(neighbourhoodName('Bo-Kenema Highway, Kenema')).toBe('Kenema');
  });

  it('derives tax, lot, garage and stories by the formulas', () => {
    expect(propertyDetails(property({ features: ['Double garage'] }))).toEqual({
      yearBuilt: 2015,
      lotSize: '0.25 acres',
      propertyTax: 5250,
      hoa: null,
      parking: 'Driveway',
      garage: 2,
      stories: 2,
    });
    const flat = propertyDetails(property({ type: 'apartment', yearBuilt: 2019 }));
    expect(flat).toMatchObject({ yearBuilt: 2019, hoa: 150, garage: 0, stories: 1 });
    expect(propertyDetails(property({ type: 'land' })).lotSize).toBe('0.75 acres');
  });

  it('asks two months of rent as deposit for rentals and 10% of the price for sales', () => {
    const rental = propertyFinancials(
      property({ priceCents: 1_200_00, isForSale: false, isForRent: true }),
    );
    expect(rental).toMatchObject({ salePrice: null, rentPrice: 1200, deposit: 2400 });
    const sale = propertyFinancials(property({}));
    expect(sale).toMatchObject({ salePrice: 350000, rentPrice: null, deposit: 35000 });
    expect(sale.fees).toEqual(
      expect.arrayContaining([
        { name: 'Agent commission (5%)', amount: 17500, frequency: 'one-time' },
        { name: 'Legal fees', amount: 500, frequency: 'one-time' },
      ]),
    );
    const both = propertyFinancials(property({ isForRent: true, monthlyRentCents: 2_500_00 }));
    expect(both).toMatchObject({ salePrice: 350000, rentPrice: 2500, deposit: 35000 });
  });
});
