import type { Budget, Duration, Interest } from '../trip-options.js';

/** What the traveller asked for, after validation. Dates are 'YYYY-MM-DD' or null. */
export interface TripRequest {
  budget: Budget;
  duration: Duration;
  interests: Interest[];
  startDate: string | null;
  endDate: string | null;
}

/** Whole days since 1970-01-01 (UTC; Sierra Leone keeps GMT), [from, to). */
export interface DayRange {
  from: number;
  to: number;
}

export interface SnapshotRoom {
  id: number;
  roomType: string;
  priceCents: number;
  isAvailable: boolean;
  /** Nights held by live bookings, inside the planning window only. */
  taken: DayRange[];
}

export interface SnapshotHotel {
  id: number;
  name: string;
  address: string;
  city: string;
  starRating: number;
  amenities: string[];
  /** Cheapest first. */
  rooms: SnapshotRoom[];
}

export interface SnapshotTour {
  id: number;
  title: string;
  location: string;
  city: string;
  description: string;
  difficulty: string;
  /** Free text: 'Half day (4 hours)', 'Full day (8 hours)', '3 days'. */
  duration: string;
  /** Shared price per person. */
  priceCents: number;
  includedActivities: string[];
  meals: string[];
  itinerary: { day: number; title: string; accommodation: string | null }[];
}

export interface SnapshotEvent {
  id: number;
  title: string;
  category: string;
  location: string;
  city: string;
  description: string;
  /** ISO 8601. */
  startsAt: string;
  endsAt: string | null;
  /** The cheapest ticket category with tickets left; null when sold out. */
  ticket: { name: string; priceCents: number } | null;
}

export interface SnapshotCar {
  id: number;
  make: string;
  model: string;
  year: number;
  type: string;
  dailyRateCents: number;
  location: string;
  isAvailable: boolean;
  /** Days held by live rentals, inside the planning window only. */
  taken: DayRange[];
}

/** The catalogue as the engine sees it: read once per request. */
export interface CatalogueSnapshot {
  hotels: SnapshotHotel[];
  tours: SnapshotTour[];
  /** Events inside the planning window (none without dates). */
  events: SnapshotEvent[];
  cars: SnapshotCar[];
  driverPerDayCents: number;
}

export type ActivityKind = 'tour' | 'event' | 'place' | 'transport';

export interface PlannedActivity {
  time: string;
  activity: string;
  location: string;
  notes: string | null;
  cost: number;
  href: string | null;
}

export interface PlannedDay {
  day: number;
  date: string | null;
  totalDayCost: number;
  activities: PlannedActivity[];
}

export interface RecommendedHotel {
  name: string;
  reason: string;
  hotelId: number;
  href: string;
  pricePerNight: number;
}

export interface RecommendedActivity {
  name: string;
  description: string;
  kind: ActivityKind;
  href: string | null;
  cost: number;
}

export type PlanSource = 'engine' | 'engine+llm';

/** The itinerary, as the API returns it (without the id and date of the saved copy). */
export interface TripPlan {
  request: TripRequest;
  overview: string;
  totalEstimatedCost: number;
  budgetLimit: number | null;
  withinBudget: boolean;
  recommendations: { hotels: RecommendedHotel[]; activities: RecommendedActivity[] };
  dailyPlan: PlannedDay[];
  tips: string[];
  source: PlanSource;
}
