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

/**
 * Keywords, canonical path and JSON-LD of the home page; its title and description are the
 * messages `home.seo.title` and `home.seo.description`, in the page's language.
 */
export const HOME_SEO: Omit<SeoMeta, 'title' | 'description'> = {
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
