import type { CarType } from '../car.entity.js';

export class CarExtraDto {
  /** @example "Child seat" */
  name: string;
  /**
   * US dollars per unit.
   * @example 8
   */
  price: number;
  /** @example "day" */
  unit: 'day' | 'rental' | 'hour';
}

export class CarTermsDto {
  /** @example 25 */
  minimumAge: number;
  /**
   * Refundable deposit, US dollars.
   * @example 200
   */
  deposit: number;
  /** @example 25 */
  lateReturnFeePerHour: number;
  /** @example "Full to full" */
  fuelPolicy: string;
  /** @example "Unlimited mileage within Sierra Leone" */
  mileage: string;
  /** @example "Comprehensive insurance with a $500 excess" */
  insurance: string;
  /** @example "Free cancellation up to 12 hours before pickup" */
  cancellation: string;
}

/** Prices derived from the daily rate, US dollars. */
export class CarPricingDto {
  /** @example 60 */
  daily: number;
  /**
   * Seven days for the price of 6.5.
   * @example 390
   */
  weekly: number;
  /**
   * Thirty days for the price of 25.
   * @example 1500
   */
  monthly: number;
  /** @example 7 */
  weeklySavingPercent: number;
  /** @example 17 */
  monthlySavingPercent: number;
  /**
   * Professional driver, per day.
   * @example 50
   */
  driverPerDay: number;
}

export class CarDto {
  /**
   * The operator's published WhatsApp number (E.164), for "Message on WhatsApp"; null when it
   * gave none. Only in the answer for one listing, not in lists.
   * @example "+23276555012"
   */
  whatsapp?: string | null;
  /** @example 1 */
  id: number;
  /** @example "Toyota" */
  make: string;
  /** @example "Land Cruiser Prado" */
  model: string;
  /** @example 2021 */
  year: number;
  /** @example "SUV" */
  type: CarType;
  /**
   * US dollars per day.
   * @example 95
   */
  dailyRate: number;
  /** @example "Freetown International Airport" */
  location: string;
  /**
   * Whether the car can be rented at all right now.
   * @example true
   */
  isAvailable: boolean;
  /**
   * Whether the car is free for the pickupDate/returnDate asked for (live bookings counted);
   * null when no dates were given.
   * @example true
   */
  availableForDates: boolean | null;
  /** @example 7 */
  seats: number;
  /** @example "Automatic" */
  transmission: string;
  /** @example "Diesel" */
  fuelType: string;
  /** @example ["7 seats", "Diesel", "Full insurance", "GPS navigation", "4x4"] */
  features: string[];
  /** @example ["/api/media/cars/suv.svg"] */
  images: string[];
  extras: CarExtraDto[];
  terms: CarTermsDto;
  /** @example ["Freetown International Airport", "Aberdeen"] */
  pickupLocations: string[];
  pricing: CarPricingDto;

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
   * @example 8.4881
   */
  latitude: number | null;

  /**
   * Where it is on the map, WGS 84 degrees; null (with latitude) until its operator places it.
   * @example -13.2801
   */
  longitude: number | null;
}
