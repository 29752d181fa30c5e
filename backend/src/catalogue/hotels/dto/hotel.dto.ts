/** A room type of a hotel. */
export class RoomDto {
  /** @example 3 */
  id: number;

  /** @example 1 */
  hotelId: number;

  /** @example "Deluxe Ocean View" */
  roomType: string;

  /**
   * Price per night in US dollars.
   * @example 145
   */
  price: number;

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
   * With `checkIn` and `checkOut`: the lowest price among the rooms free for those nights,
   * null when none is.
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
