import { CarEntity } from '../catalogue/cars/car.entity.js';
import { ServiceContentEntity } from '../catalogue/content/service-content.entity.js';
import { EventEntity } from '../catalogue/events/event.entity.js';
import { TicketCategoryEntity } from '../catalogue/events/ticket-category.entity.js';
import { HotelEntity } from '../catalogue/hotels/hotel.entity.js';
import { RoomEntity } from '../catalogue/hotels/room.entity.js';
import { PropertyEntity } from '../catalogue/real-estate/property.entity.js';
import { TourEntity } from '../catalogue/tours/tour.entity.js';

/** Every entity, listed explicitly so source and compiled builds load the same set. */
export const ENTITIES = [
  ServiceContentEntity,
  HotelEntity,
  RoomEntity,
  EventEntity,
  TicketCategoryEntity,
  CarEntity,
  TourEntity,
  PropertyEntity,
];
