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

type Listing = Pick<PropertyDto, 'isForSale' | 'isForRent' | 'price'> &
  Partial<Pick<PropertyDto, 'monthlyRent'>>;

const rentOnly = (p: Listing) => p.isForRent && !p.isForSale;

/**
 * The words of a listing's labels and prices: English by default; a page uses the words of its
 * language (`useListingTexts`, catalogue `property.*`).
 */
export const LISTING_WORDS = {
  saleRent: 'Sale/Rent',
  forRent: 'For Rent',
  forSale: 'For Sale',
  perMonth: (price: string) => `${price}/month`,
  buyProperty: 'Buy Property',
  rentProperty: 'Rent Property',
  inquireNow: 'Inquire Now',
  buy: 'Buy',
  rent: 'Rent',
};
export type ListingWords = typeof LISTING_WORDS;

/** A listing's labels and prices in `words`. */
export function listingTexts(words: ListingWords) {
  return {
    /** The card's listing badge. */
    listingLabel(p: Listing): string {
      if (p.isForSale && p.isForRent) return words.saleRent;
      return p.isForRent ? words.forRent : words.forSale;
    },
    /**
     * Card price: sale price as $xK / $x.xM; a rent-only listing's monthly rent in full dollars
     * with '/month' (a rounded "$2K/month" would misstate a $1,500 rent). In leones when the
     * page shows leones (`view`).
     */
    cardPriceText(p: Listing, view: PriceView = DOLLARS, purpose?: 'sale' | 'rent'): string {
      // With 'For Rent' chosen, a listing for sale and rent shows what it rents for.
      if (purpose === 'rent' && p.isForRent && p.monthlyRent != null) {
        return words.perMonth(formatPrice(p.monthlyRent, view));
      }
      return rentOnly(p)
        ? words.perMonth(formatPrice(p.price, view))
        : formatCompactPrice(p.price, view);
    },
    /** Detail page price: thousands separators, '/month' when the listing is rent only. */
    detailPriceText(p: Listing, view: PriceView = DOLLARS): string {
      return rentOnly(p) ? words.perMonth(formatPrice(p.price, view)) : formatPrice(p.price, view);
    },
    /** The header's main button (docs/product.md, screens). */
    mainActionLabel(p: Listing): string {
      if (p.isForSale && !p.isForRent) return words.buyProperty;
      if (p.isForRent && !p.isForSale) return words.rentProperty;
      return words.inquireNow;
    },
    /** Purposes a viewing may have: only what the listing allows. */
    purposeOptions(p: Listing): { value: ViewingPurpose; label: string }[] {
      return [
        ...(p.isForSale ? [{ value: 'buy' as const, label: words.buy }] : []),
        ...(p.isForRent ? [{ value: 'rent' as const, label: words.rent }] : []),
      ];
    },
  };
}

export type ListingTexts = ReturnType<typeof listingTexts>;

/** The same, in English. */
export const { listingLabel, cardPriceText, detailPriceText, mainActionLabel, purposeOptions } =
  listingTexts(LISTING_WORDS);

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
