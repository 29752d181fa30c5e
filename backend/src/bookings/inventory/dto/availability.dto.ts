import { IsOptional, Matches } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days asked about: [from, to), at most 92 days; default today and the next 30 days. */
export class AvailabilityQueryDto {
  /**
   * First day (YYYY-MM-DD), today when not given.
   * @example "2026-12-20"
   */
  @IsOptional()
  @Matches(DAY, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  /**
   * Day after the last one (YYYY-MM-DD): for a hotel, the check-out day. Default: from + 30.
   * @example "2026-12-23"
   */
  @IsOptional()
  @Matches(DAY, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;
}

export class RoomNightDto {
  /**
   * The night that starts on this day.
   * @example "2026-12-20"
   */
  date: string;
  /** @example 3 */
  units: number;
  /**
   * Units held by live bookings (paid, or unpaid with their hold running).
   * @example 2
   */
  booked: number;
  /**
   * Units closed by the operator.
   * @example 0
   */
  closed: number;
  /** @example 1 */
  vacant: number;
}

export class RoomAvailabilityDto {
  /** @example 2 */
  roomId: number;
  /** @example "Deluxe Ocean View" */
  roomType: string;
  /** @example 3 */
  units: number;
  /**
   * A unit is free on every night asked about (and the room type is on sale).
   * @example true
   */
  availableForDates: boolean;
  nights: RoomNightDto[];
}

export class HotelAvailabilityDto {
  /** @example 1 */
  hotelId: number;
  /** @example "2026-12-20" */
  from: string;
  /** @example "2026-12-23" */
  to: string;
  rooms: RoomAvailabilityDto[];
}

export class CarDayDto {
  /** @example "2026-12-20" */
  date: string;
  /**
   * 1 when the car is free the whole day, 0 otherwise.
   * @example 1
   */
  vacancies: number;
  /**
   * Closed by the operator (maintenance, private hire).
   * @example false
   */
  closed: boolean;
}

export class CarAvailabilityDto {
  /** @example 4 */
  carId: number;
  /** @example "2026-12-20" */
  from: string;
  /** @example "2026-12-23" */
  to: string;
  /**
   * The car is free from the first day to the day before `to`, all day.
   * @example true
   */
  availableForDates: boolean;
  days: CarDayDto[];
}

export class TourDayDto {
  /** @example "2026-12-20" */
  date: string;
  /** @example false */
  closed: boolean;
  /**
   * Places left on the shared departure.
   * @example 9
   */
  sharedSeatsLeft: number;
  /**
   * Private groups the operator can still take that day.
   * @example 1
   */
  privateGroupsLeft: number;
}

export class TourAvailabilityDto {
  /** @example 3 */
  tourId: number;
  /** @example "2026-12-20" */
  from: string;
  /** @example "2026-12-23" */
  to: string;
  /** @example 12 */
  maxGroupSize: number;
  days: TourDayDto[];
}

export class TicketSlotDto {
  /** @example "VIP" */
  name: string;
  /** @example 150 */
  price: number;
  /** @example 25 */
  quantity: number;
  /**
   * Tickets held by live bookings.
   * @example 4
   */
  sold: number;
  /** @example 21 */
  remaining: number;
}

export class EventAvailabilityDto {
  /** @example 7 */
  eventId: number;
  /**
   * Tickets can still be bought: the event has not ended and some are left.
   * @example true
   */
  onSale: boolean;
  categories: TicketSlotDto[];
}

export class ViewingSlotDto {
  /** @example "09:30" */
  time: string;
  /** @example true */
  available: boolean;
}

export class ViewingDayDto {
  /** @example "2026-12-20" */
  date: string;
  /** @example 14 */
  vacancies: number;
  slots: ViewingSlotDto[];
}

export class PropertyAvailabilityDto {
  /** @example 2 */
  propertyId: number;
  /** @example "2026-12-20" */
  from: string;
  /** @example "2026-12-23" */
  to: string;
  days: ViewingDayDto[];
}
