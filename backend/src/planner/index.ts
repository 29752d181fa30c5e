/** What other modules may use of the planner module. */
export { ItineraryDto } from './dto/itinerary.dto.js';
export { PlannerModule } from './planner.module.js';
export { PlannerService } from './planner.service.js';
