import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { PLANNER_ENTITIES } from './entities/index.js';
import { PlannerLlm } from './llm/planner-llm.js';
import { PlannerCatalogue } from './planner-catalogue.js';
import { PlannerController, SharedPlansController } from './planner.controller.js';
import { ItinerariesRepository } from './itineraries.repository.js';
import { PlannerService } from './planner.service.js';

/** The AI trip planner: itineraries built from the catalogue, saved per traveller. */
@Module({
  imports: [TypeOrmModule.forFeature(PLANNER_ENTITIES), AuthModule, CatalogueModule],
  controllers: [PlannerController, SharedPlansController],
  providers: [PlannerService, PlannerCatalogue, PlannerLlm, ItinerariesRepository],
  exports: [PlannerService, PlannerCatalogue],
})
export class PlannerModule {}
