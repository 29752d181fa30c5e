/** What other modules may use of the planner module. */
export { PlannerModule } from './planner.module.js';
export { PlannerService } from './planner.service.js';
