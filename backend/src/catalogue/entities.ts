import { CarEntity } from './cars/car.entity.js';
import { ServiceContentEntity } from './content/service-content.entity.js';
import { EventEntity } from './events/event.entity.js';
import { TicketCategoryEntity } from './events/ticket-category.entity.js';
import { HotelEntity } from './hotels/hotel.entity.js';
import { RoomRateEntity } from './hotels/room-rate.entity.js';
import { RoomEntity } from './hotels/room.entity.js';
import { PropertyEntity } from './real-estate/property.entity.js';
import { TourEntity } from './tours/tour.entity.js';

/** The catalogue's tables, registered by its module and by the data source. */
export const CATALOGUE_ENTITIES = [
  ServiceContentEntity,
  HotelEntity,
  RoomEntity,
  RoomRateEntity,
  EventEntity,
  TicketCategoryEntity,
  CarEntity,
  TourEntity,
  PropertyEntity,
];
