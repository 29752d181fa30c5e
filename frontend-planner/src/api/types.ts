// The planner's part of the API contract, from the generated client (docs/openapi.json).
import type { TripPlanRequestDto } from '@salone/api-client/planner';

export type {
  ItineraryDto,
  ItineraryRequestDto,
  ItinerarySummaryDto,
  TripPlanRequestDto,
} from '@salone/api-client/planner';

export type TripBudget = TripPlanRequestDto['budget'];
export type TripDuration = TripPlanRequestDto['duration'];
export type TripInterest = TripPlanRequestDto['interests'][number];
