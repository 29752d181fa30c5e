import { MAX_RENTAL_DAYS } from './car.js';
import { MAX_NIGHTS } from './hotel.js';

/**
 * The words of the limits the server enforces on every booking, shared so a form can say
 * them before it sends.
 */
export const LIMIT_MESSAGES = {
  horizon: 'Bookings open up to 12 months ahead',
  stayTooLong: `Stays are limited to ${MAX_NIGHTS} nights`,
  rentalTooLong: `Rentals are limited to ${MAX_RENTAL_DAYS} days`,
  checkInPast: 'Check-in date cannot be in the past',
  pickupPast: 'Pickup date cannot be in the past',
} as const;
