import type { PropertyEntity, PropertyType } from './property.entity.js';

/** Property values the spec derives by formula (section 9, RULINGS 3); money in US dollars. */

export const DEFAULT_AREA_SQFT = 1800;
export const DEFAULT_YEAR_BUILT = 2015;
export const PROPERTY_TAX_RATE = 0.015;
export const AGENT_COMMISSION_RATE = 0.05;
export const LEGAL_FEES = 500;
export const APARTMENT_HOA_PER_MONTH = 150;
export const WALK_SCORE = 75;
export const SAFETY_RATING = 4;
export const EMERGENCY_NUMBER = '999';
export const VIEWING_FEE = 25;

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

export interface PropertyDetails {
  yearBuilt: number;
  lotSize: string;
  propertyTax: number;
  hoa: number | null;
  parking: string;
  garage: number;
  stories: number;
}

export function propertyDetails(property: PropertyEntity): PropertyDetails {
  const price = property.priceCents / 100;
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

const storiesOf = (type: PropertyType): number =>
  type === 'apartment' ? 1 : type === 'land' ? 0 : 2;

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

export function propertyFinancials(property: PropertyEntity): PropertyFinancials {
  const price = property.priceCents / 100;
  const rentOnly = property.isForRent && !property.isForSale;
  const rentPrice = property.isForRent
    ? rentOnly
      ? price
      : property.monthlyRentCents === null
        ? null
        : property.monthlyRentCents / 100
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
    utilities: property.utilitiesCents / 100,
    maintenance: property.maintenanceCents / 100,
    fees,
  };
}
