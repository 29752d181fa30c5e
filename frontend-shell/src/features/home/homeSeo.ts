import type { SeoMeta } from '@salone/ui';

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

/** Title, description and JSON-LD of the home page. */
export const HOME_SEO: SeoMeta = {
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
};
