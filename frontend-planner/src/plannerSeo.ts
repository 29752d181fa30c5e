import type { SeoMeta } from '@salone/ui';

/**
 * Keywords, canonical path and JSON-LD of the trip planner's page; its title and description
 * are the messages `seo.title` and `seo.description`, in the page's language.
 */
export const PLANNER_SEO: Omit<SeoMeta, 'title' | 'description'> = {
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
};
