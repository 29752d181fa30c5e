import type { ContentSeed } from '../seed-types.js';

/** The six service cards on the home page, in display order. */
export const CONTENT: ContentSeed[] = [
  {
    title: 'Hotels & Beach Stays',
    description:
      'From breezy guesthouses in Bo to beachfront resorts on the Freetown Peninsula, find a room that fits your trip. Every stay lists its power backup, WiFi and airport transfer options up front.',
    imageUrl: '/api/media/content/hotels.svg',
    serviceType: 'hotels',
    href: '/hotels',
    gradient: null,
    sortOrder: 1,
  },
  {
    title: 'Events & Festivals',
    description:
      'Lantern parades, Afro-pop concerts, beach food festivals and derby-day football. Book Standard, VIP or VVIP tickets for the best of Sierra Leone’s calendar in a few taps.',
    imageUrl: '/api/media/content/events.svg',
    serviceType: 'events',
    href: '/events',
    gradient: null,
    sortOrder: 2,
  },
  {
    title: 'Guided Tours',
    description:
      'Meet rescued chimpanzees at Tacugama, sail to the Banana Islands or trek to the summit of Mount Bintumani. Licensed local guides who speak English, Krio and more lead every trip.',
    imageUrl: '/api/media/content/tours.svg',
    serviceType: 'tours',
    href: '/tours',
    gradient: null,
    sortOrder: 3,
  },
  {
    title: 'Car Rentals',
    description:
      'Rugged 4x4s for the road upcountry, easy city cars for Freetown and pickups for heavy loads. Collect at the airport or in town, with a professional driver if you prefer.',
    imageUrl: '/api/media/content/cars.svg',
    serviceType: 'cars',
    href: '/cars',
    gradient: null,
    sortOrder: 4,
  },
  {
    title: 'Property Viewings',
    description:
      'Homes, apartments, land and commercial space in Aberdeen, Hill Station, Lumley and beyond. Book a viewing with a licensed agent for a flat $25 fee.',
    imageUrl: '/api/media/content/real-estate.svg',
    serviceType: 'real_estate',
    href: '/real-estate',
    gradient: null,
    sortOrder: 5,
  },
  {
    title: 'AI Trip Planner',
    description:
      'Tell us your budget, dates and interests and get a day-by-day itinerary built from real hotels, tours, events and car rates. Adjust it, then book everything in one place.',
    imageUrl: '/api/media/content/ai-planner.svg',
    serviceType: 'ai_planner',
    href: '/ai-planner',
    gradient: 'linear-gradient(135deg, #1EB53A 0%, #0072C6 100%)',
    sortOrder: 6,
  },
];
