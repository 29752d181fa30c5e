import type { ActivityKind, PlanSource } from '../engine/types.js';
import type { Budget, Duration, Interest } from '../trip-options.js';

/** The request a plan was made for, as the planner understood it. */
export class ItineraryRequestDto {
  /** @example "500-1000" */
  budget: Budget;
  /** @example "4-7-days" */
  duration: Duration;
  /** @example ["beaches", "food"] */
  interests: Interest[];
  /**
   * First day, YYYY-MM-DD; null when no dates were given.
   * @example "2026-12-12"
   */
  startDate: string | null;
  /**
   * Last day, YYYY-MM-DD; null when no end date was given.
   * @example "2026-12-16"
   */
  endDate: string | null;
}

/** A hotel of the catalogue the plan stays at. */
export class RecommendedHotelDto {
  /** @example "Lumley Palms Resort" */
  name: string;
  /**
   * Why this hotel: stars, area, room and price, nights, and how it suits the interests.
   * @example "4-star hotel at 14 Lumley Beach Road, Lumley, Freetown: Standard Double at $125 a night for your 2 nights in Freetown. The best-rated of our hotels there that your budget allows. It has beach access and a swimming pool, good for beaches and relaxation."
   */
  reason: string;
  /** @example 2 */
  hotelId: number;
  /**
   * The hotel's page in the web app, to book it.
   * @example "/hotels/2"
   */
  href: string;
  /**
   * The cheapest room free for the nights (or available, without dates), US dollars.
   * @example 125
   */
  pricePerNight: number;
}

/** Something to do or book: a tour, an event, a place, or a way of getting around. */
export class RecommendedActivityDto {
  /** @example "River No. 2 & Tokeh Beach Day" */
  name: string;
  /**
   * What it is and why it is in the plan, from the catalogue or the knowledge base.
   * @example "Full day (8 hours), easy guided tour on the Peninsula beaches: $60 per person (shared). Suits your interest in beaches and food."
   */
  description: string;
  /**
   * tour and event: bookable in the catalogue; place: free or paid on the spot; transport:
   * a car of the catalogue or a crossing, taxi or bus.
   * @example "tour"
   */
  kind: ActivityKind;
  /**
   * The tour, event or car's page in the web app; null for places and public transport.
   * @example "/tours/6"
   */
  href: string | null;
  /**
   * What it costs in this plan for one traveller (all uses), US dollars.
   * @example 60
   */
  cost: number;
}

export class ItineraryRecommendationsDto {
  hotels: RecommendedHotelDto[];
  activities: RecommendedActivityDto[];
}

/** One line of a day: an activity, a journey, the meals, or the night. */
export class PlannedActivityDto {
  /**
   * Local time (GMT), HH:MM.
   * @example "09:00"
   */
  time: string;
  /** @example "River No. 2 & Tokeh Beach Day" */
  activity: string;
  /** @example "River No. 2 and Tokeh beaches, Western Area Peninsula" */
  location: string;
  /** @example "Full day (8 hours), easy; shared tour, $60 per person." */
  notes: string | null;
  /**
   * US dollars, for one traveller.
   * @example 60
   */
  cost: number;
  /**
   * The hotel, tour, event or car's page in the web app, when there is one.
   * @example "/tours/6"
   */
  href: string | null;
}

export class PlannedDayDto {
  /**
   * 1-based.
   * @example 1
   */
  day: number;
  /**
   * YYYY-MM-DD when the trip has dates.
   * @example "2026-12-12"
   */
  date: string | null;
  /**
   * Sum of the day's lines, US dollars.
   * @example 188
   */
  totalDayCost: number;
  activities: PlannedActivityDto[];
}

/** A saved itinerary: every hotel, tour, event and price in it comes from the catalogue. */
export class ItineraryDto {
  /** @example "3b6f1e2a-9c4d-4e8f-a1b2-c3d4e5f60718" */
  id: string;
  /**
   * When it was made, ISO 8601.
   * @example "2026-11-25T10:00:00.000Z"
   */
  createdAt: string;
  request: ItineraryRequestDto;
  /** @example "A 5-day trip for beaches and food: 2 days in Freetown, then 3 days on the Peninsula beaches. You stay at Lumley Palms Resort and Estuary Beach Lodge, with 1 guided tour. The estimated total is $793 for one traveller, within your $500 - $1000 budget." */
  overview: string;
  /**
   * Everything in the plan for one traveller, US dollars.
   * @example 793
   */
  totalEstimatedCost: number;
  /**
   * The top of the budget band, US dollars; null for $2000+.
   * @example 1000
   */
  budgetLimit: number | null;
  /**
   * False when even the cheapest plan costs more than the band allows (the tips say so).
   * @example true
   */
  withinBudget: boolean;
  recommendations: ItineraryRecommendationsDto;
  dailyPlan: PlannedDayDto[];
  /** @example ["This plan comes to $793, leaving $207 of your $1,000 budget for souvenirs, tips and surprises."] */
  tips: string[];
  /**
   * engine: written by the planner itself; engine+llm: overview and tips reworded by the
   * configured language model (never its places or prices).
   * @example "engine"
   */
  source: PlanSource;
}

/** A saved itinerary in the list of the traveller's plans. */
export class ItinerarySummaryDto {
  /** @example "3b6f1e2a-9c4d-4e8f-a1b2-c3d4e5f60718" */
  id: string;
  /** @example "2026-11-25T10:00:00.000Z" */
  createdAt: string;
  /**
   * The start of the overview, at most about 160 characters.
   * @example "A 5-day trip for beaches and food: 2 days in Freetown, then 3 days on the Peninsula beaches. You stay at Lumley Palms Resort and Estuary Beach Lodge, with…"
   */
  overview: string;
  /** @example 793 */
  totalEstimatedCost: number;
  /**
   * Length of the trip in days.
   * @example 5
   */
  days: number;
  request: ItineraryRequestDto;
}
