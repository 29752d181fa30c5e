import { ItineraryEntity } from './itinerary.entity.js';

export const PLANNER_ENTITIES = [ItineraryEntity];
