import { useMemo } from 'react';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';
import { listingTexts, type ListingTexts } from './propertyRules';

/** A listing's labels and prices (propertyRules' `listingTexts`) in the page's language. */
export function useListingTexts(): ListingTexts {
  const t = useT(bookingMessages);
  return useMemo(
    () =>
      listingTexts({
        saleRent: t('property.saleRent'),
        forRent: t('property.forRent'),
        forSale: t('property.forSale'),
        perMonth: (price: string) => t('property.perMonth', { price }),
        buyProperty: t('property.buyProperty'),
        rentProperty: t('property.rentProperty'),
        inquireNow: t('property.inquireNow'),
        buy: t('property.buy'),
        rent: t('property.rent'),
      }),
    [t],
  );
}
