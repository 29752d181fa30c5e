/**
 * A date range on a room type's price calendar: nights `startDate` to `endDate` included. A
 * null field leaves those nights as earlier ranges and the base price have them; where ranges
 * overlap, the later in the list wins. Weekend nights are Friday's and Saturday's.
 */
export class RatePeriodDto {
  /** @example "2026-12-01" */
  startDate: string;
  /** @example "2026-12-31" */
  endDate: string;
  /**
   * US dollars a night; null: unchanged.
   * @example null
   */
  price: number | null;
  /**
   * US dollars a Friday or Saturday night; null: unchanged.
   * @example 180.5
   */
  weekendPrice: number | null;
  /**
   * Shortest stay arriving on one of these nights; null: unchanged.
   * @example 2
   */
  minNights: number | null;
  /**
   * No stay may arrive on these nights (true), or may again (false); null: unchanged.
   * @example null
   */
  closedToArrival: boolean | null;
}

/** A room type of a hotel. */
export class RoomDto {
  /** @example 3 */
  id: number;

  /** @example 1 */
  hotelId: number;

  /** @example "Deluxe Ocean View" */
  roomType: string;

  /**
   * Base price per night in US dollars: the price of a night no date range changes.
   * @example 145
   */
  price: number;

  /**
   * The room type's price calendar from today on, over `price` (docs/decisions/prices-by-date.md):
   * a stay costs the sum of its nights, each priced by the later range covering it.
   */
  rates: RatePeriodDto[];

  /**
   * With `checkIn` and `checkOut`: what a night of that stay costs on average, US dollars
   * (the stay's total over its nights, to the cent); null without dates.
   * @example 160.17
   */
  priceForDates: number | null;

  /**
   * With `checkIn` and `checkOut`: what the stay costs, US dollars; null without dates.
   * @example 480.5
   */
  totalForDates: number | null;

  /**
   * With `checkIn` and `checkOut`: the shortest stay arriving on `checkIn` (1 when none is set);
   * null without dates.
   * @example 2
   */
  minNightsForDates: number | null;

  /** @example "A bright room facing the Atlantic with a private balcony." */
  description: string;

  /**
   * Most guests the room sleeps.
   * @example 2
   */
  capacity: number;

  /** @example ["Air conditioning", "Sea view", "Mini fridge"] */
  amenities: string[];

  /** @example ["/api/media/rooms/ocean-room.svg"] */
  images: string[];

  /**
   * False when the hotel has taken the room off sale.
   * @example true
   */
  isAvailable: boolean;

  /**
   * Whether the room is free for the checkIn/checkOut asked for (live bookings counted);
   * null when no dates were given.
   * @example true
   */
  availableForDates: boolean | null;
}

/** A hotel with its rooms. */
export class HotelDto {
  /**
   * The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it
   * gave none. Only in the answer for one listing, not in lists.
   * @example "+23276555012"
   */
  whatsapp?: string | null;
  /** @example 1 */
  id: number;

  /** @example "Aberdeen Bay Hotel" */
  name: string;

  /** @example "12 Cape Road, Aberdeen, Freetown" */
  address: string;

  /**
   * Town or area: Freetown, Peninsula, Bo, Kenema or Makeni.
   * @example "Freetown"
   */
  city: string;

  /** @example "A modern beachfront hotel a short walk from Lumley Beach." */
  description: string;

  /**
   * Stars, 1 to 5.
   * @example 4
   */
  starRating: number;

  /** @example ["/api/media/hotels/beach-hotel.svg"] */
  images: string[];

  /** @example ["Free WiFi", "Pool", "Generator backup (24h power)"] */
  amenities: string[];

  /**
   * Check-in from this time (HH:MM, Africa/Freetown), as the hotel's operator set it.
   * @example "14:00"
   */
  checkInTime: string;

  /**
   * Check-out by this time (HH:MM, Africa/Freetown), as the hotel's operator set it.
   * @example "11:00"
   */
  checkOutTime: string;

  /**
   * Lowest nightly price among the hotel's rooms, US dollars; null when it has no rooms.
   * With `checkIn` and `checkOut`: the lowest `priceForDates` among the rooms free for those
   * nights (by their price calendars), null when none is.
   * @example 95
   */
  lowestRoomPrice: number | null;

  /** @example 4 */
  roomCount: number;

  rooms: RoomDto[];

  /**
   * The average overall score (1-5) of the listing's verified reviews; null while it has none.
   * @example 4.67
   */
  reviewAverage: number | null;

  /**
   * How many verified reviews the average is of.
   * @example 3
   */
  reviewCount: number;

  /**
   * Where it is on the map, WGS 84 degrees; null (with longitude) until its operator places it.
   * @example 8.4893
   */
  latitude: number | null;

  /**
   * Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it.
   * @example -13.2868
   */
  longitude: number | null;
}
