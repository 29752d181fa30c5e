import { dayAndTime, halfHourSlots } from './dates.js';
import { toDollars } from './money.js';

/** Property listings and viewings (docs/product.md, Real estate). */

/** The flat viewing fee: the only amount a viewing charges. */
export const VIEWING_FEE_CENTS = 2_500;
/** Viewing times: every 30 minutes, 09:00-12:30 and 14:00-17:30. */
export const VIEWING_TIME_SLOTS: readonly string[] = [
  ...halfHourSlots('09:00', '12:30'),
  ...halfHourSlots('14:00', '17:30'),
];
export type ViewingPurpose = 'buy' | 'rent';

/** The fee of a viewing in US dollars. */
export const quoteViewing = (): number => toDollars(VIEWING_FEE_CENTS);

/** A viewing whose time has come or gone cannot be booked. */
export function viewingIsPast(viewingDate: string, viewingTime: string, now: Date): boolean {
  const at = dayAndTime(viewingDate, viewingTime);
  return at !== null && at.getTime() <= now.getTime();
}

export const DEFAULT_AREA_SQFT = 1800;
export const DEFAULT_YEAR_BUILT = 2015;
export const PROPERTY_TAX_RATE = 0.015;
export const AGENT_COMMISSION_RATE = 0.05;
/** One-time legal fees, US dollars. */
export const LEGAL_FEES = 500;
/** Monthly owners' association fee of an apartment, US dollars. */
export const APARTMENT_HOA_PER_MONTH = 150;
export const WALK_SCORE = 75;
export const SAFETY_RATING = 4;
export const EMERGENCY_NUMBER = '999';

/** Square feet from the size text: the number before 'sq ft', else its digits, else 1800. */
export function areaFromSize(size: string): number {
  const sqft = /([\d,.]+)\s*(sq\.?\s*ft|square feet|ft²)/i.exec(size);
  const digits = (sqft ? sqft[1] : size).replace(/[^\d]/g, '');
  const area = Number(digits);
  return digits.length > 0 && area > 0 ? area : DEFAULT_AREA_SQFT;
}

/** Neighbourhood names by address keyword; anything else is Central Freetown. */
const NEIGHBOURHOODS = [
  'Aberdeen',
  'Hill Station',
  'Lumley',
  'Wilberforce',
  'Juba',
  'Goderich',
  'Kenema',
  'Makeni',
  'Bo',
];

export function neighbourhoodName(address: string): string {
  return (
    NEIGHBOURHOODS.find((name) => new RegExp(`\\b${name}\\b`, 'i').test(address)) ??
    'Central Freetown'
  );
}

export type PropertyType = 'house' | 'apartment' | 'land' | 'commercial';

/** What the formulas read of a listing (amounts in cents). */
export interface PropertyFacts {
  type: PropertyType;
  priceCents: number;
  monthlyRentCents: number | null;
  isForSale: boolean;
  isForRent: boolean;
  features: string[];
  yearBuilt: number | null;
  parking: string;
  utilitiesCents: number;
  maintenanceCents: number;
}

export interface PropertyDetails {
  yearBuilt: number;
  lotSize: string;
  propertyTax: number;
  hoa: number | null;
  parking: string;
  garage: number;
  stories: number;
}

const storiesOf = (type: PropertyType): number =>
  type === 'apartment' ? 1 : type === 'land' ? 0 : 2;

export function propertyDetails(property: PropertyFacts): PropertyDetails {
  const price = toDollars(property.priceCents);
  return {
    yearBuilt: property.yearBuilt ?? DEFAULT_YEAR_BUILT,
    lotSize: property.type === 'land' ? '0.75 acres' : '0.25 acres',
    propertyTax: Math.floor(price * PROPERTY_TAX_RATE),
    hoa: property.type === 'apartment' ? APARTMENT_HOA_PER_MONTH : null,
    parking: property.parking,
    garage: property.features.some((feature) => /garage/i.test(feature)) ? 2 : 0,
    stories: storiesOf(property.type),
  };
}

export interface PropertyFee {
  name: string;
  amount: number;
  frequency: 'one-time' | 'monthly' | 'yearly';
}

export interface PropertyFinancials {
  salePrice: number | null;
  rentPrice: number | null;
  deposit: number;
  utilities: number;
  maintenance: number;
  fees: PropertyFee[];
}

/**
 * Money of a listing in US dollars: the deposit is two months' rent for a rent-only listing,
 * 10% of the price otherwise; agent commission 5%, legal fees $500, property tax 1.5% a year
 * (rounded down), and an apartment's $150 monthly owners' fee.
 */
export function propertyFinancials(property: PropertyFacts): PropertyFinancials {
  const price = toDollars(property.priceCents);
  const rentOnly = property.isForRent && !property.isForSale;
  const rentPrice = property.isForRent
    ? rentOnly
      ? price
      : property.monthlyRentCents === null
        ? null
        : toDollars(property.monthlyRentCents)
    : null;
  const fees: PropertyFee[] = [
    {
      name: 'Agent commission (5%)',
      amount: Math.round(price * AGENT_COMMISSION_RATE * 100) / 100,
      frequency: 'one-time',
    },
    { name: 'Legal fees', amount: LEGAL_FEES, frequency: 'one-time' },
    {
      name: 'Property tax (1.5%)',
      amount: Math.floor(price * PROPERTY_TAX_RATE),
      frequency: 'yearly',
    },
  ];
  if (property.type === 'apartment') {
    fees.push({ name: 'HOA fee', amount: APARTMENT_HOA_PER_MONTH, frequency: 'monthly' });
  }
  return {
    salePrice: property.isForSale ? price : null,
    rentPrice,
    deposit: rentOnly ? price * 2 : Math.round(price * 10) / 100,
    utilities: toDollars(property.utilitiesCents),
    maintenance: toDollars(property.maintenanceCents),
    fees,
  };
}
