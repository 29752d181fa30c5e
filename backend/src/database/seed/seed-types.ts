import type { CarEntity } from '../../catalogue/cars/car.entity.js';
import type { ServiceContentEntity } from '../../catalogue/content/service-content.entity.js';
import type { EventEntity } from '../../catalogue/events/event.entity.js';
import type { TicketCategoryEntity } from '../../catalogue/events/ticket-category.entity.js';
import type { HotelEntity } from '../../catalogue/hotels/hotel.entity.js';
import type { RoomEntity } from '../../catalogue/hotels/room.entity.js';
import type { PropertyEntity } from '../../catalogue/real-estate/property.entity.js';
import type { TourEntity } from '../../catalogue/tours/tour.entity.js';

/** Shapes of the sample catalogue; ids and timestamps come from the database. */
export type ContentSeed = Omit<ServiceContentEntity, 'id'>;

export type RoomSeed = Omit<RoomEntity, 'id' | 'hotelId' | 'hotel'>;
export type HotelSeed = Omit<HotelEntity, 'id' | 'rooms' | 'createdAt'> & { rooms: RoomSeed[] };

export type TicketCategorySeed = Pick<
  TicketCategoryEntity,
  'name' | 'description' | 'priceCents' | 'quantity'
>;
/** Event dates are relative to the day the catalogue is seeded. */
export type EventSeed = Omit<
  EventEntity,
  'id' | 'ticketCategories' | 'createdAt' | 'startDate' | 'endDate'
> & {
  /** Days from the seeding day to the start. */
  startInDays: number;
  /** Local start time, HH:MM (Sierra Leone is on GMT all year). */
  startTime: string;
  /** Length in hours; the end date is start + hours. Omit for no end date. */
  durationHours?: number;
};

export type CarSeed = Omit<CarEntity, 'id' | 'createdAt'>;
export type TourSeed = Omit<TourEntity, 'id' | 'createdAt'>;
export type PropertySeed = Omit<PropertyEntity, 'id' | 'createdAt'>;
