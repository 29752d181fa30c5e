import type { EventCategory } from '../event.entity.js';

/** One line of an event's programme. */
export class ScheduleItemDto {
  /** @example "19:00" */
  time: string;
  /** @example "Opening drums" */
  title: string;
  /** @example "Drummers from the provinces open the night." */
  description: string;
}

export class EventVenueDto {
  /** @example "Siaka Stevens Stadium" */
  name: string;
  /** @example "Brookfields, Freetown" */
  address: string;
  /** @example 20000 */
  capacity: number;
  /** @example ["Parking", "Toilets", "First aid"] */
  facilities: string[];
  /** @example "A short ride from the city centre; keke and taxis drop off at the main gate." */
  directions: string;
}

export class EventOrganizerDto {
  /** @example "Freetown Culture Collective" */
  name: string;
  /** @example "Volunteers who have organised the parade since 2010." */
  description: string;
  /** @example "info@culture.example.sl" */
  email: string;
  /** @example "+232 76 123 456" */
  phone: string;
  /** @example "https://culture.example.sl" */
  website?: string;
}

/** A ticket category with its price and live remaining count. */
export class TicketCategoryDto {
  /** @example 7 */
  id: number;
  /** @example "VIP" */
  name: string;
  /** @example "Premium seating with refreshments" */
  description: string;
  /**
   * Price per ticket, US dollars.
   * @example 150
   */
  price: number;
  /**
   * Tickets on offer in this category.
   * @example 25
   */
  quantity: number;
  /**
   * Tickets still available.
   * @example 18
   */
  remaining: number;
}

export class EventDto {
  /**
   * The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it
   * gave none. Only in the answer for one listing, not in lists.
   * @example "+23276555012"
   */
  whatsapp?: string | null;
  /** @example 1 */
  id: number;
  /** @example "Freetown Lantern Parade" */
  title: string;
  /** @example "cultural" */
  category: EventCategory;
  /** @example "Floats of light parade through the city centre." */
  description: string;
  /** @example "Siaka Stevens Street, Freetown" */
  location: string;
  /** @example "Freetown" */
  city: string;
  /**
   * Start, ISO 8601 (UTC; Sierra Leone keeps GMT).
   * @example "2026-12-31T20:00:00.000Z"
   */
  startDate: string;
  /**
   * End, ISO 8601, when known.
   * @example "2027-01-01T01:00:00.000Z"
   */
  endDate: string | null;
  /**
   * Largest number of attendees, when stated.
   * @example 5000
   */
  capacity: number | null;
  /**
   * Lowest ticket price, US dollars ("from" price).
   * @example 50
   */
  price: number;
  /** @example ["/api/media/events/lantern.svg"] */
  images: string[];
  schedule: ScheduleItemDto[];
  /** @example ["Entry to the parade route", "Programme booklet"] */
  included: string[];
  /** @example ["Transport", "Food and drinks"] */
  excluded: string[];
  venue: EventVenueDto;
  organizer: EventOrganizerDto;
  ticketCategories: TicketCategoryDto[];

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
   * @example 8.4876
   */
  latitude: number | null;

  /**
   * Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it.
   * @example -13.2884
   */
  longitude: number | null;
}
