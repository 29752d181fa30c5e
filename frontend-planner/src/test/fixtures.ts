// Contract-shaped answers of the planner API for component tests.
import type { ItineraryDto, ItinerarySummaryDto } from '../api/types';

export const ITINERARY_ID = '3f1c2b7a-9d4e-4f6a-8b21-5c7d9e0a1b2c';
export const OLDER_ITINERARY_ID = '0a9b8c7d-6e5f-4a3b-9c2d-1e0f2a3b4c5d';

export function anItinerary(overrides: Partial<ItineraryDto> = {}): ItineraryDto {
  return {
    id: ITINERARY_ID,
    createdAt: '2026-11-26T09:30:00.000Z',
    request: {
      budget: '500-1000',
      duration: '1-3-days',
      interests: ['beaches', 'culture'],
      startDate: '2026-12-12',
      endDate: '2026-12-13',
      party: { adults: 1, childrenAges: [] },
      pace: 'balanced',
    },
    overview:
      'Two easy days between the Freetown peninsula beaches and the city’s history, staying by Lumley Beach.',
    totalEstimatedCost: 642.5,
    budgetLimit: 1000,
    withinBudget: true,
    recommendations: {
      hotels: [
        {
          name: 'Aberdeen Bay Hotel',
          reason: 'Steps from Lumley Beach and the best-rated rooms in your budget.',
          hotelId: 3,
          href: '/hotels/3',
          bookingHref: '/hotels/3?checkIn=2026-12-12&checkOut=2026-12-13&guests=1&room=7&book=1',
          pricePerNight: 145,
          roomType: 'Deluxe Ocean View King',
          rooms: 1,
          nights: 1,
        },
      ],
      activities: [
        {
          name: 'Bunce Island Heritage Tour',
          description: 'A boat trip to the slave-trade fort with a historian guide.',
          kind: 'tour',
          href: '/tours/4',
          bookingHref: null,
          cost: 85,
        },
        {
          name: 'Freetown Music Night',
          description: 'Live Afro-pop and gumbe bands in the city centre.',
          kind: 'event',
          href: '/events/7',
          bookingHref: null,
          cost: 50,
        },
        {
          name: 'Cotton Tree and National Museum',
          description: 'The old heart of Freetown, a short walk apart.',
          kind: 'place',
          href: null,
          bookingHref: null,
          cost: 0,
        },
      ],
    },
    dailyPlan: [
      {
        day: 1,
        date: '2026-12-12',
        title: 'Arrival in Freetown',
        kind: 'arrival',
        region: 'freetown',
        travel: null,
        totalDayCost: 230,
        activities: [
          {
            time: '09:00',
            activity: 'Bunce Island Heritage Tour',
            location: 'Government Wharf, Freetown',
            notes: 'Bring a hat; the boat has little shade.',
            cost: 85,
            href: '/tours/4',
            bookingHref: null,
            category: 'activity',
            key: null,
            locked: false,
            alternatives: [],
            coords: null,
            durationMinutes: 60,
          },
          {
            time: '17:30',
            activity: 'Sunset walk on Lumley Beach',
            location: 'Lumley Beach',
            notes: null,
            cost: 0,
            href: null,
            bookingHref: null,
            category: 'activity',
            key: null,
            locked: false,
            alternatives: [],
            coords: null,
            durationMinutes: 60,
          },
        ],
      },
      {
        day: 2,
        date: '2026-12-13',
        title: 'Departure from Freetown',
        kind: 'departure',
        region: 'freetown',
        travel: null,
        totalDayCost: 195,
        activities: [
          {
            time: '10:00',
            activity: 'Cotton Tree and National Museum',
            location: 'Siaka Stevens Street, Freetown',
            notes: null,
            cost: 0,
            href: null,
            bookingHref: null,
            category: 'activity',
            key: null,
            locked: false,
            alternatives: [],
            coords: null,
            durationMinutes: 60,
          },
          {
            time: '20:00',
            activity: 'Freetown Music Night',
            location: 'Atlantic Lumley Club',
            notes: 'Standard ticket',
            cost: 50,
            href: '/events/7',
            bookingHref: null,
            category: 'activity',
            key: null,
            locked: false,
            alternatives: [],
            coords: null,
            durationMinutes: 60,
          },
        ],
      },
    ],
    tips: [
      'Carry small leone notes for kekehs and street food.',
      'Dry season (November to April) is the best time for the beaches.',
    ],
    source: 'engine',
    breakdown: { lodging: 145, transport: 90, activities: 135, food: 55 },
    warnings: [],
    practical: [],
    shareToken: null,
    canRefine: true,
    ...overrides,
  };
}

export function aSummary(overrides: Partial<ItinerarySummaryDto> = {}): ItinerarySummaryDto {
  const itinerary = anItinerary();
  return {
    id: itinerary.id,
    createdAt: itinerary.createdAt,
    overview: itinerary.overview,
    totalEstimatedCost: itinerary.totalEstimatedCost,
    days: itinerary.dailyPlan.length,
    request: itinerary.request,
    ...overrides,
  };
}
