import { IsOptional, Matches } from 'class-validator';
import { GroupDiscountDto } from '../../../catalogue/index.js';

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
  /**
   * What a booking charges for this night of the room type, US dollars, by its price calendar
   * (base price, date ranges, weekend price): a stay costs the sum of its nights.
   * @example 145
   */
  price: number;
  /**
   * A Friday or Saturday night, priced at the weekend price where one is set.
   * @example false
   */
  weekend: boolean;
  /**
   * The shortest stay that may arrive on this night (1 when none is set); a shorter one is
   * refused with 409 MINIMUM_STAY.
   * @example 2
   */
  minNights: number;
  /**
   * No stay may arrive on this night (409 CLOSED_TO_ARRIVAL); stays may pass through it.
   * @example false
   */
  closedToArrival: boolean;
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
  /**
   * The currency of every price: US dollars.
   * @example "USD"
   */
  currency: 'USD';
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
  /**
   * What a booking charges for this rental day without a driver, US dollars; a driver adds
   * `driverPerDay`. Rental days are counted from the pickup time, a started day counting whole.
   * @example 65
   */
  price: number;
}

export class CarAvailabilityDto {
  /** @example 4 */
  carId: number;
  /**
   * The currency of every price: US dollars.
   * @example "USD"
   */
  currency: 'USD';
  /**
   * What a driver adds per rental day, US dollars.
   * @example 50
   */
  driverPerDay: number;
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
  /**
   * What a booking charges per participant on the shared departure, US dollars, before the
   * group discount (`groupDiscounts`).
   * @example 45
   */
  sharedPricePerPerson: number;
  /**
   * What a booking charges per participant of a private tour, US dollars, before the group
   * discount.
   * @example 112.5
   */
  privatePricePerPerson: number;
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
  /**
   * The currency of every price: US dollars.
   * @example "USD"
   */
  currency: 'USD';
  /**
   * Taken off a booking's total when its party reaches the size: the largest reached applies,
   * shared or private.
   */
  groupDiscounts: GroupDiscountDto[];
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
   * The currency of every price (each category's `price` is what a booking charges per
   * ticket): US dollars.
   * @example "USD"
   */
  currency: 'USD';
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
  /**
   * The currency of `viewingFee`: US dollars.
   * @example "USD"
   */
  currency: 'USD';
  /**
   * What a booking charges for one viewing, US dollars: the flat viewing fee.
   * @example 25
   */
  viewingFee: number;
  /** @example "2026-12-20" */
  from: string;
  /** @example "2026-12-23" */
  to: string;
  days: ViewingDayDto[];
}
