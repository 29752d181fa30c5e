import type { SeoMeta } from '@salone/ui';

/** Title, description and JSON-LD of the trip planner's page. */
export const PLANNER_SEO: SeoMeta = {
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
};
