import type { ListPropertiesApiArg, PropertyDto } from '@salone/api-client/catalogue';
import { viewingIsPast, type ViewingPurpose } from '@salone/booking-rules';
import { DOLLARS, formatCompactPrice, formatPrice, type PriceView } from '@salone/format';

/** Real-estate rules (docs/product.md: screens, validation, errors, constants). */

export type PropertyType = NonNullable<ListPropertiesApiArg['type']>;
export type ListingPurpose = NonNullable<ListPropertiesApiArg['purpose']>;
export type PriceBand = NonNullable<ListPropertiesApiArg['priceBand']>;

export const PROPERTY_TYPES: { value: PropertyType; label: string }[] = [
  { value: 'house', label: 'House' },
  { value: 'apartment', label: 'Apartment' },
  { value: 'land', label: 'Land' },
  { value: 'commercial', label: 'Commercial' },
];

export const LISTING_PURPOSES: { value: ListingPurpose; label: string }[] = [
  { value: 'sale', label: 'For Sale' },
  { value: 'rent', label: 'For Rent' },
];

export const PRICE_BANDS: { value: PriceBand; label: string }[] = [
  { value: 'under-100k', label: 'Under $100K' },
  { value: '100k-500k', label: '$100K-$500K' },
  { value: '500k-plus', label: '$500K+' },
];

/** Features shown on a list card. */
export const FEATURES_PER_CARD = 3;

export const VIEWING_MESSAGES = {
  viewingDate: 'Viewing date is required',
  viewingTime: 'Viewing time is required',
  purpose: 'Purpose is required',
  pastTitle: 'Invalid date',
  pastText: 'Viewing date cannot be in the past',
  notForSaleTitle: 'Not available for sale',
  notForSaleText: 'This property is not currently available for purchase',
  notForRentTitle: 'Not available for rent',
  notForRentText: 'This property is not currently available for rental',
  inactive: 'This property is not taking viewings at the moment',
};

const isOneOf =
  <T extends string>(options: { value: T }[]) =>
  (value: string): value is T =>
    options.some((option) => option.value === value);

export const isPropertyType = isOneOf(PROPERTY_TYPES);
export const isListingPurpose = isOneOf(LISTING_PURPOSES);
export const isPriceBand = isOneOf(PRICE_BANDS);

type Listing = Pick<PropertyDto, 'isForSale' | 'isForRent' | 'price'>;

const rentOnly = (p: Listing) => p.isForRent && !p.isForSale;

/** The card's listing badge. */
export function listingLabel(p: Listing): string {
  if (p.isForSale && p.isForRent) return 'Sale/Rent';
  return p.isForRent ? 'For Rent' : 'For Sale';
}

/**
 * Card price: sale price as $xK / $x.xM; a rent-only listing's monthly rent in full dollars
 * with '/month' (a rounded "$2K/month" would misstate a $1,500 rent). In leones when the
 * page shows leones (`view`).
 */
export function cardPriceText(p: Listing, view: PriceView = DOLLARS): string {
  return rentOnly(p) ? `${formatPrice(p.price, view)}/month` : formatCompactPrice(p.price, view);
}

/** Detail page price: thousands separators, '/month' when the listing is rent only. */
export function detailPriceText(p: Listing, view: PriceView = DOLLARS): string {
  return `${formatPrice(p.price, view)}${rentOnly(p) ? '/month' : ''}`;
}

/** The header's main button (docs/product.md, screens). */
export function mainActionLabel(p: Listing): string {
  if (p.isForSale && !p.isForRent) return 'Buy Property';
  if (p.isForRent && !p.isForSale) return 'Rent Property';
  return 'Inquire Now';
}

/** Purposes a viewing may have: only what the listing allows. */
export function purposeOptions(p: Listing): { value: ViewingPurpose; label: string }[] {
  return [
    ...(p.isForSale ? [{ value: 'buy' as const, label: 'Buy' }] : []),
    ...(p.isForRent ? [{ value: 'rent' as const, label: 'Rent' }] : []),
  ];
}

export interface BookingProblem {
  title: string;
  description: string;
}

/**
 * The checks made when the viewing form is sent (docs/product.md: validation, errors). A time
 * already
 * gone today counts as in the past, as the server holds.
 */
export function viewingProblem(
  {
    viewingDate,
    viewingTime,
    purpose,
  }: { viewingDate: string; viewingTime: string; purpose: string },
  property: Pick<PropertyDto, 'isForSale' | 'isForRent'>,
  now = new Date(),
): BookingProblem | null {
  if (viewingIsPast(viewingDate, viewingTime, now)) {
    return { title: VIEWING_MESSAGES.pastTitle, description: VIEWING_MESSAGES.pastText };
  }
  if (purpose === 'buy' && !property.isForSale) {
    return {
      title: VIEWING_MESSAGES.notForSaleTitle,
      description: VIEWING_MESSAGES.notForSaleText,
    };
  }
  if (purpose === 'rent' && !property.isForRent) {
    return {
      title: VIEWING_MESSAGES.notForRentTitle,
      description: VIEWING_MESSAGES.notForRentText,
    };
  }
  return null;
}
