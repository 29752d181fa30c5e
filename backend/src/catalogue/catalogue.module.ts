import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueCache } from './cache/catalogue-cache.js';
import { CatalogueCacheMiddleware } from './cache/catalogue-cache.middleware.js';
import { CatalogueChangeListener } from './cache/catalogue-change.listener.js';
import { CatalogueReader } from './catalogue-reader.repository.js';
import { CATALOGUE_ENTITIES } from './entities.js';
import { CarsController } from './cars/cars.controller.js';
import { CarsService } from './cars/cars.service.js';
import { ContentController } from './content/content.controller.js';
import { ContentService } from './content/content.service.js';
import { EventsController } from './events/events.controller.js';
import { EventsService } from './events/events.service.js';
import { HotelsController } from './hotels/hotels.controller.js';
import { HotelsService } from './hotels/hotels.service.js';
import { RealEstateController } from './real-estate/real-estate.controller.js';
import { RealEstateService } from './real-estate/real-estate.service.js';
import { ToursController } from './tours/tours.controller.js';
import { ToursService } from './tours/tours.service.js';
import { CarsRepository } from './cars/cars.repository.js';
import { ContentRepository } from './content/content.repository.js';
import { EventsRepository } from './events/events.repository.js';
import { HotelsRepository } from './hotels/hotels.repository.js';
import { PropertiesRepository } from './real-estate/real-estate.repository.js';
import { ToursRepository } from './tours/tours.repository.js';

/** The public catalogue's controllers: every one of them is answered through the cache. */
const CATALOGUE_CONTROLLERS = [
  ContentController,
  HotelsController,
  EventsController,
  CarsController,
  ToursController,
  RealEstateController,
];

@Module({
  imports: [TypeOrmModule.forFeature(CATALOGUE_ENTITIES)],
  controllers: CATALOGUE_CONTROLLERS,
  providers: [
    CatalogueCache,
    CatalogueChangeListener,
    CatalogueReader,
    ContentService,
    HotelsService,
    EventsService,
    CarsService,
    ToursService,
    RealEstateService,
    ContentRepository,
    HotelsRepository,
    EventsRepository,
    CarsRepository,
    ToursRepository,
    PropertiesRepository,
  ],
  exports: [
    CatalogueCache,
    CatalogueReader,
    HotelsService,
    EventsService,
    CarsService,
    ToursService,
    RealEstateService,
  ],
})
export class CatalogueModule implements NestModule {
  /**
   * Public catalogue reads are answered from memory when they can be
   * (docs/decisions/catalogue-answer-cache.md).
   */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(CatalogueCacheMiddleware).forRoutes(...CATALOGUE_CONTROLLERS);
  }
}
