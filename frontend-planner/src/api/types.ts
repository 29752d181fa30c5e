// The planner's part of the API contract, written by hand until the generated client has it.
// Names follow what `@rtk-query/codegen-openapi` produces (schema names for the DTOs,
// `<OperationId>ApiArg` / `<OperationId>ApiResponse` for each call), so moving to the
// generated client changes imports only. Nested shapes are reached through these types
// (see features/planner/itinerary.ts), never named here.

export type TripBudget = 'under-500' | '500-1000' | '1000-2000' | '2000-plus';
export type TripDuration = '1-3-days' | '4-7-days' | '1-2-weeks' | '3-plus-weeks';
export type TripInterest =
  'beaches' | 'mountains' | 'culture' | 'adventure' | 'food' | 'wildlife' | 'music' | 'relaxation';

export interface TripPlanRequestDto {
  /** USD for the whole trip. */
  budget: TripBudget;
  duration: TripDuration;
  /** Non-empty, unique, at most 8. */
  interests: TripInterest[];
  /** YYYY-MM-DD, not in the past. */
  startDate?: string;
  /** YYYY-MM-DD, on or after startDate. */
  endDate?: string;
}

export interface ItineraryRequestDto {
  budget: TripBudget;
  duration: TripDuration;
  interests: TripInterest[];
  startDate: string | null;
  endDate: string | null;
}

export interface ItineraryDto {
  /** Id of the saved itinerary. */
  id: string;
  /** ISO timestamp. */
  createdAt: string;
  request: ItineraryRequestDto;
  overview: string;
  /** USD. */
  totalEstimatedCost: number;
  /** Upper bound of the budget band in USD; null for '2000-plus'. */
  budgetLimit: number | null;
  withinBudget: boolean;
  recommendations: {
    hotels: {
      name: string;
      reason: string;
      hotelId: number;
      /** e.g. '/hotels/3' */
      href: string;
      pricePerNight: number;
    }[];
    activities: {
      name: string;
      description: string;
      kind: 'tour' | 'event' | 'place' | 'transport';
      /** '/tours/4', '/events/7', or null for free places. */
      href: string | null;
      cost: number;
    }[];
  };
  dailyPlan: {
    /** 1-based. */
    day: number;
    /** YYYY-MM-DD when the trip has dates. */
    date: string | null;
    totalDayCost: number;
    activities: {
      /** HH:MM */
      time: string;
      activity: string;
      location: string;
      notes: string | null;
      cost: number;
      href: string | null;
    }[];
  }[];
  tips: string[];
  source: 'engine' | 'engine+llm';
}

export interface ItinerarySummaryDto {
  id: string;
  createdAt: string;
  /** The first ~160 characters of the overview. */
  overview: string;
  totalEstimatedCost: number;
  days: number;
  request: ItineraryRequestDto;
}

export type GenerateItineraryApiResponse = /** status 201 */ ItineraryDto;
export type GenerateItineraryApiArg = { tripPlanRequestDto: TripPlanRequestDto };
export type ListItinerariesApiResponse = /** status 200 newest first */ ItinerarySummaryDto[];
export type ListItinerariesApiArg = void;
export type GetItineraryApiResponse = /** status 200 */ ItineraryDto;
export type GetItineraryApiArg = { id: string };
