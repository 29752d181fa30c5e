import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarEntity } from './cars/car.entity.js';
import { CarsController } from './cars/cars.controller.js';
import { CarsService } from './cars/cars.service.js';
import { ContentController } from './content/content.controller.js';
import { ContentService } from './content/content.service.js';
import { ServiceContentEntity } from './content/service-content.entity.js';
import { EventEntity } from './events/event.entity.js';
import { EventsController } from './events/events.controller.js';
import { EventsService } from './events/events.service.js';
import { TicketCategoryEntity } from './events/ticket-category.entity.js';
import { HotelEntity } from './hotels/hotel.entity.js';
import { HotelsController } from './hotels/hotels.controller.js';
import { HotelsService } from './hotels/hotels.service.js';
import { RoomEntity } from './hotels/room.entity.js';
import { PropertyEntity } from './real-estate/property.entity.js';
import { RealEstateController } from './real-estate/real-estate.controller.js';
import { RealEstateService } from './real-estate/real-estate.service.js';
import { TourEntity } from './tours/tour.entity.js';
import { ToursController } from './tours/tours.controller.js';
import { ToursService } from './tours/tours.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ServiceContentEntity,
      HotelEntity,
      RoomEntity,
      EventEntity,
      TicketCategoryEntity,
      CarEntity,
      TourEntity,
      PropertyEntity,
    ]),
  ],
  controllers: [
    ContentController,
    HotelsController,
    EventsController,
    CarsController,
    ToursController,
    RealEstateController,
  ],
  providers: [
    ContentService,
    HotelsService,
    EventsService,
    CarsService,
    ToursService,
    RealEstateService,
  ],
  exports: [HotelsService, EventsService, CarsService, ToursService, RealEstateService],
})
export class CatalogueModule {}
