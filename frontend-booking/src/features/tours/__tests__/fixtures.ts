import type { TourDto } from '@salone/api-client/catalogue';

/** A tour as GET /api/tours/{id} answers it, priced at $40 per person (shared). */
export function aTour(overrides: Partial<TourDto> = {}): TourDto {
  return {
    reviewAverage: null,
    reviewCount: 0,
    latitude: 8.4283,
    longitude: -13.2153,
    id: 3,
    title: 'Banana Islands Boat Trip',
    location: 'Dublin village, Banana Islands, Western Area',
    city: 'Freetown',
    description:
      'Cross from Kent by boat to the Banana Islands for snorkelling, a village walk and a grilled-fish lunch on the beach.',
    difficulty: 'moderate',
    duration: 'Full day (8 hours)',
    startTime: '07:00',
    durationClass: 'full-day',
    maxGroupSize: 12,
    maxPrivateGroupSize: 12,
    price: 40,
    includedActivities: [
      'Boat crossing from Kent',
      'Snorkelling',
      'Dublin village walk',
      'Beach lunch',
      'Old slave-trade ruins',
    ],
    images: ['/api/media/tours/island-boat.svg', '/api/media/tours/beach-day.svg'],
    itinerary: [
      {
        day: 1,
        title: 'To the islands',
        activities: ['07:30 pickup in Freetown', 'Boat from Kent', 'Snorkelling at the reef'],
        meals: ['Lunch', 'Snacks'],
        accommodation: null,
        highlights: ['Coral reef', 'Dublin village'],
      },
    ],
    meals: ['Grilled-fish lunch', 'Fruit and water'],
    transport: 'Minibus to Kent, then a licensed motor boat',
    meetingPoint: 'Kent jetty',
    whatToBring: ['Swimwear', 'Sun cream'],
    safety: {
      measures: ['Life jackets for everyone on board', 'Guides trained in first aid'],
      equipment: ['First aid kit', 'Marine radio'],
      insurance: 'Public liability insurance included',
      emergencyContacts: [
        { name: 'Sierra Leone emergency services', phone: '999' },
        { name: 'Peninsula Boat Tours 24-hour line', phone: '+232 78 221 930' },
      ],
    },
    operator: {
      name: 'Peninsula Boat Tours',
      description: 'Licensed boat operators running island and river trips.',
      license: 'NTB/TO/2015/0233',
      yearsOperating: 10,
      phone: '+232 78 221 930',
      email: 'sail@peninsulaboats.example.sl',
      rating: 4.6,
    },
    guides: [
      {
        name: 'Ibrahim Conteh',
        languages: ['English', 'Krio', 'French'],
        experience: '9 years',
        specialties: ['Marine life', 'Island history'],
      },
    ],
    languages: ['English', 'Krio', 'French'],
    minAge: 8,
    maxAge: 75,
    fitnessLevel: 'Moderate',
    pricing: {
      shared: 40,
      private: 100,
      children: 28,
      childrenAges: '8-16',
      groupDiscounts: [
        { minGroupSize: 4, discountPercent: 5 },
        { minGroupSize: 8, discountPercent: 10 },
        { minGroupSize: 12, discountPercent: 15 },
      ],
    },
    ...overrides,
  };
}
