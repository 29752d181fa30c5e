/**
 * Booking rules of spec sections 5 and 9 as pure functions (amounts in US cents).
 * Dates are UTC: Sierra Leone keeps GMT all year.
 */

const DAY_MS = 86_400_000;

/** Driver service, US cents per day (RULINGS 4: $50/day everywhere). */
export const DRIVER_CENTS_PER_DAY = 5_000;
/** The flat property viewing fee, the only amount a viewing charges. */
export const VIEWING_FEE_CENTS = 2_500;
export const PRIVATE_TOUR_MULTIPLIER = 2.5;

export const MAX_HOTEL_GUESTS = 10;
export const MAX_NIGHTS = 30;
export const MAX_RENTAL_DAYS = 90;
/** Bookings open this many days ahead. */
export const BOOKING_HORIZON_DAYS = 365;
export const MAX_TICKETS = 20;
export const MAX_TOUR_PARTICIPANTS = 20;

/** Hours before the start within which a paid booking can no longer be cancelled for free. */
export const FREE_CANCELLATION_HOURS = {
  hotel: 24,
  tour: 48,
  car: 12,
  event: 24,
  real_estate: 24,
} as const;

const slots = (from: string, to: string): string[] => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const out: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 30) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
};

/** Pickup and return every 30 minutes from 08:00 to 18:00. */
export const CAR_TIME_SLOTS = slots('08:00', '18:00');
/** Viewings every 30 minutes, 09:00-12:30 and 14:00-17:30. */
export const VIEWING_TIME_SLOTS = [...slots('09:00', '12:30'), ...slots('14:00', '17:30')];

/** Midnight UTC of a YYYY-MM-DD date, or null when it is not a real calendar date. */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00(?::00(?:\.000)?)?Z?)?$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCDate() === Number(match[3]) && date.getUTCMonth() === Number(match[2]) - 1
    ? date
    : null;
}

/** A day plus an HH:MM time, UTC. */
export const atTime = (day: Date, time: string): Date =>
  new Date(day.getTime() + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000);

export const startOfToday = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Nights: the day difference rounded up. */
export const nightsBetween = (checkIn: Date, checkOut: Date): number =>
  Math.ceil((checkOut.getTime() - checkIn.getTime()) / DAY_MS);

/** Rental days: the ceiling of the difference in days (a started day counts). */
export const rentalDays = (pickup: Date, dropOff: Date): number =>
  Math.ceil((dropOff.getTime() - pickup.getTime()) / DAY_MS);

export const hotelTotalCents = (nights: number, nightlyCents: number): number =>
  nights * nightlyCents;

export const ticketTotalCents = (quantity: number, priceCents: number): number =>
  quantity * priceCents;

export const carTotalCents = (days: number, dailyCents: number, driver: boolean): number =>
  days * dailyCents + (driver ? days * DRIVER_CENTS_PER_DAY : 0);

export const tourPricePerPersonCents = (priceCents: number, type: 'private' | 'shared'): number =>
  type === 'private' ? Math.round(priceCents * PRIVATE_TOUR_MULTIPLIER) : priceCents;

export const tourTotalCents = (participants: number, perPersonCents: number): number =>
  participants * perPersonCents;

/** Whether a client's total (dollars) is the server's total (cents), to the cent. */
export const sameAmount = (clientDollars: number, serverCents: number): boolean =>
  Math.abs(Math.round(clientDollars * 100) - serverCents) === 0;

export const formatUsd = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Short human booking reference: SL- and six characters that cannot be misread. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function bookingReference(randomBytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < 6; i += 1)
    code += REFERENCE_ALPHABET[randomBytes[i] % REFERENCE_ALPHABET.length];
  return `SL-${code}`;
}
