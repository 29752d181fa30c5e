import type { SeoMeta } from './seo';

const ORGANIZATION = {
  '@type': 'TravelAgency',
  name: 'Salone',
  slogan: 'Discover Sierra Leone',
  areaServed: { '@type': 'Country', name: 'Sierra Leone' },
  address: {
    '@type': 'PostalAddress',
    addressLocality: 'Freetown',
    addressCountry: 'SL',
  },
};

function collection(name: string, description: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    description,
    url: path,
    isPartOf: { '@type': 'WebSite', name: 'Salone' },
  };
}

/**
 * SEO data of the home page and of the pages the remotes render (hotels, events, cars, tours,
 * aiPlanner, realEstate). Contact and about pages keep theirs beside their content.
 */
export const PAGE_SEO = {
  home: {
    title: 'Salone — Discover Sierra Leone',
    description:
      'Book hotels, event tickets, car rentals, guided tours and property viewings in Sierra Leone, plan your trip and pay by mobile money.',
    keywords: [
      'Sierra Leone travel',
      'Freetown hotels',
      'Sierra Leone tours',
      'car rental Freetown',
      'mobile money',
    ],
    canonicalPath: '/',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Salone',
      description: 'Travel, lodging and services marketplace for Sierra Leone',
      publisher: ORGANIZATION,
    },
  },
  hotels: {
    title: 'Luxury Hotels in Sierra Leone',
    description:
      'Compare hotels and guesthouses in Freetown, on the peninsula beaches, in Bo, Kenema and Makeni, and book your room.',
    keywords: ['hotels Sierra Leone', 'Freetown hotels', 'Lumley beach hotel', 'guesthouse Bo'],
    canonicalPath: '/hotels',
    jsonLd: collection(
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
    jsonLd: collection('Events in Sierra Leone', 'Cultural events and festivals', '/events'),
  },
  cars: {
    title: 'Car Rentals in Sierra Leone',
    description:
      'Rent an SUV, sedan, hatchback or pickup in Freetown and beyond, with or without a driver.',
    keywords: ['car rental Freetown', 'SUV hire Sierra Leone', 'car with driver Sierra Leone'],
    canonicalPath: '/cars',
    jsonLd: collection(
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
    jsonLd: collection('Guided tours in Sierra Leone', 'Shared and private guided tours', '/tours'),
  },
  aiPlanner: {
    title: 'AI Trip Planner for Sierra Leone',
    description:
      'Tell us your budget, trip length and interests and get a day-by-day Sierra Leone itinerary built from real, bookable places.',
    keywords: ['Sierra Leone itinerary', 'trip planner', 'travel plan Freetown'],
    canonicalPath: '/ai-planner',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'Salone AI Trip Planner',
      applicationCategory: 'TravelApplication',
      operatingSystem: 'Any',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
  },
  realEstate: {
    title: 'Real Estate in Sierra Leone',
    description:
      'Houses, apartments, land and commercial property for sale or rent in Sierra Leone; book a viewing online.',
    keywords: ['property Freetown', 'house for rent Freetown', 'land for sale Sierra Leone'],
    canonicalPath: '/real-estate',
    jsonLd: collection('Real estate in Sierra Leone', 'Property for sale and rent', '/real-estate'),
  },
} satisfies Record<string, SeoMeta>;
