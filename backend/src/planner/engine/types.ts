import type { LonLat, RegionId } from '../knowledge/types.js';
import type {
  Budget,
  Duration,
  Interest,
  Pace,
  Party,
  RatePeriodCents,
} from '@salone/booking-rules';

/** What the traveller asked for, after validation. Dates are 'YYYY-MM-DD' or null. */
export interface TripRequest {
  budget: Budget;
  duration: Duration;
  interests: Interest[];
  startDate: string | null;
  endDate: string | null;
  party: Party;
  pace: Pace;
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
  capacity: number;
  isAvailable: boolean;
  /** Nights held by live bookings, inside the planning window only. */
  taken: DayRange[];
  /** The room type's price calendar from today on (libs/booking-rules, rates.ts). */
  rates: RatePeriodCents[];
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
  /** Where the tour picks up or meets its guests ('' when the operator has not said). */
  meetingPoint: string;
  /** Shared price per person. */
  priceCents: number;
  includedActivities: string[];
  meals: string[];
  itinerary: {
    day: number;
    title: string;
    activities: string[];
    meals: string[];
    accommodation: string | null;
  }[];
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

/** What a line of a day costs for: the budget breakdown's categories, and rest. */
export type RowCategory = 'activity' | 'transport' | 'food' | 'lodging' | 'rest';

/** Another thing to do that fits the same time of the same day (for a swap). */
export interface Alternative {
  key: string;
  activity: string;
  location: string;
  cost: number;
  notes: string | null;
}

export interface PlannedActivity {
  time: string;
  activity: string;
  location: string;
  notes: string | null;
  cost: number;
  /** The catalogue page, when it is a catalogue item. */
  href: string | null;
  /** The page with its booking dialog open and the plan's dates filled in (dated plans). */
  bookingHref: string | null;
  category: RowCategory;
  /** What it is ('tour:4', 'event:7', 'place:lakka-beach'); null for logistics. */
  key: string | null;
  /** Kept when the day is regenerated or the pace changes. */
  locked: boolean;
  /** Other things to do that fit the same time (only things to do that can be swapped). */
  alternatives: Alternative[];
  /** Where it is on the map, when known. */
  coords: LonLat | null;
  /** How long it takes, for things to go to and journeys; null for meals and nights. */
  durationMinutes: number | null;
}

export type PlannedDayKind =
  'arrival' | 'arrival-departure' | 'explore' | 'rest' | 'transfer' | 'excursion' | 'departure';

export interface PlannedDay {
  day: number;
  date: string | null;
  /** 'Day 3: Freetown', 'Rest day on the Peninsula beaches', 'Freetown to Bo'. */
  title: string;
  kind: PlannedDayKind;
  region: RegionId;
  totalDayCost: number;
  /** The road travelled this day, for the map: from and to, hours on the road. */
  travel: { from: LonLat; to: LonLat; fromName: string; toName: string; hours: number } | null;
  activities: PlannedActivity[];
}

export interface RecommendedHotel {
  name: string;
  reason: string;
  hotelId: number;
  href: string;
  bookingHref: string | null;
  pricePerNight: number;
  roomType: string;
  rooms: number;
  nights: number;
}

export interface RecommendedActivity {
  name: string;
  description: string;
  kind: ActivityKind;
  href: string | null;
  bookingHref: string | null;
  cost: number;
}

/** The total by category, US dollars. */
export interface BudgetBreakdown {
  lodging: number;
  transport: number;
  activities: number;
  food: number;
  /** What the plan aims to cost at most: 90% of the budget's limit (absent without a limit). */
  aim?: number;
  /** What the plan leaves of the budget's limit (absent without a limit). */
  spare?: number;
}

export type PlanSource = 'engine' | 'engine+llm';

/** The itinerary, as the API returns it (without the id and date of the saved copy). */
export interface TripPlan {
  request: TripRequest;
  overview: string;
  totalEstimatedCost: number;
  budgetLimit: number | null;
  withinBudget: boolean;
  breakdown: BudgetBreakdown;
  recommendations: { hotels: RecommendedHotel[]; activities: RecommendedActivity[] };
  dailyPlan: PlannedDay[];
  tips: string[];
  /** Things the traveller must know: sea trips in the stormy months, closures, full hotels. */
  warnings: string[];
  /** Practical advice every plan carries: entry papers, health, phone and money, cash. */
  practical: string[];
  source: PlanSource;
}
