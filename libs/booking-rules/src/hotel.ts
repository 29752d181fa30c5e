import { daysUpFrom, parseDay } from './dates.js';
import { toCents, toDollars } from './money.js';

/** Hotel stays (docs/product.md, Hotels). Amounts in cents unless named otherwise. */

/** Guests per hotel booking: 1 to 10. */
export const MAX_HOTEL_GUESTS = 10;
/** A room's capacity when it states none. */
export const DEFAULT_ROOM_CAPACITY = 2;
/** The longest stay one booking may hold. */
export const MAX_NIGHTS = 30;

/** Nights between check-in and check-out: the day difference rounded up. */
export const nightsBetween = (checkIn: Date, checkOut: Date): number =>
  daysUpFrom(checkIn, checkOut);

/** Nights of a stay given as YYYY-MM-DD days; 0 while a day is missing or not after check-in. */
export function stayNights(checkIn: string, checkOut: string): number {
  const from = parseDay(checkIn);
  const to = parseDay(checkOut);
  return from && to ? Math.max(0, nightsBetween(from, to)) : 0;
}

/** Total of a stay: nights times the nightly price. */
export const hotelTotalCents = (nights: number, nightlyCents: number): number =>
  nights * nightlyCents;

export interface StayQuote {
  nights: number;
  /** US dollars. */
  total: number;
}

/** What a stay costs, from the nightly price in dollars as the catalogue shows it. */
export function quoteStay(nightlyPrice: number, checkIn: string, checkOut: string): StayQuote {
  const nights = stayNights(checkIn, checkOut);
  return { nights, total: toDollars(hotelTotalCents(nights, toCents(nightlyPrice))) };
}
