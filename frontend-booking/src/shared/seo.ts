import { collectionPage, useSeo, type SeoMeta } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';

/** Title, description and JSON-LD of the catalogue's list pages. */
export const LIST_PAGE_SEO = {
  hotels: {
    title: 'Hotels and Guesthouses in Sierra Leone',
    description:
      'Compare hotels and guesthouses in Freetown, on the peninsula beaches, in Bo, Kenema and Makeni, and book your room.',
    keywords: ['hotels Sierra Leone', 'Freetown hotels', 'Lumley beach hotel', 'guesthouse Bo'],
    canonicalPath: '/hotels',
    jsonLd: collectionPage(
      'Hotels in Sierra Leone',
      'Hotels and guesthouses across Sierra Leone',
      '/hotels',
    ),
  },
  events: {
    title: 'Cultural Events in Sierra Leone',
    description:
      'Festivals, concerts, food fairs, sport and cultural events in Sierra Leone, with tickets from Standard to VVIP.',
    keywords: ['events Freetown', 'Sierra Leone festivals', 'concert tickets Freetown'],
    canonicalPath: '/events',
    jsonLd: collectionPage('Events in Sierra Leone', 'Cultural events and festivals', '/events'),
  },
  cars: {
    title: 'Car Rentals in Sierra Leone',
    description:
      'Rent an SUV, sedan, hatchback or pickup in Freetown and beyond, with or without a driver.',
    keywords: ['car rental Freetown', 'SUV hire Sierra Leone', 'car with driver Sierra Leone'],
    canonicalPath: '/cars',
    jsonLd: collectionPage(
      'Car rentals in Sierra Leone',
      'Cars to rent with or without a driver',
      '/cars',
    ),
  },
  tours: {
    title: 'Guided Tours in Sierra Leone',
    description:
      'Guided tours to beaches, islands, rainforest and mountains of Sierra Leone, shared or private.',
    keywords: [
      'Sierra Leone tours',
      'Tacugama',
      'Banana Islands',
      'Tiwai Island',
      'Bintumani trek',
    ],
    canonicalPath: '/tours',
    jsonLd: collectionPage(
      'Guided tours in Sierra Leone',
      'Shared and private guided tours',
      '/tours',
    ),
  },
  realEstate: {
    title: 'Real Estate in Sierra Leone',
    description:
      'Houses, apartments, land and commercial property for sale or rent in Sierra Leone; book a viewing online.',
    keywords: ['property Freetown', 'house for rent Freetown', 'land for sale Sierra Leone'],
    canonicalPath: '/real-estate',
    jsonLd: collectionPage(
      'Real estate in Sierra Leone',
      'Property for sale and rent',
      '/real-estate',
    ),
  },
} satisfies Record<string, SeoMeta>;

/**
 * A list page's title and description in the page's language (the keywords and the schema.org
 * data stay the English ones above).
 */
export function useListPageSeo(section: keyof typeof LIST_PAGE_SEO): void {
  const t = useT(bookingMessages);
  useSeo({
    ...LIST_PAGE_SEO[section],
    title: t(`seo.${section}.title`),
    description: t(`seo.${section}.description`),
  });
}
