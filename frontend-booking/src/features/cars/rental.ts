import { roundCents, timeSlots } from '../../shared/format';

/** Pickup and return times: every 30 minutes, 08:00 to 18:00 (spec section 9). */
export const RENTAL_TIMES = timeSlots('08:00', '18:00');

/** Driver service per day when the server does not say (spec section 9, RULINGS 4). */
export const DRIVER_PER_DAY = 50;

const DAY_MS = 86_400_000;

/**
 * Rental days as the server counts them (decisions §17): the ceiling of the exact time from
 * pickup (day + time) to return (day + time), in days. 0 while a date or time is missing; a
 * return before the pickup gives a negative count.
 */
export function rentalDays(
  pickupDate: string,
  pickupTime: string,
  returnDate: string,
  returnTime: string,
): number {
  if (!pickupDate || !pickupTime || !returnDate || !returnTime) return 0;
  const from = Date.parse(`${pickupDate}T${pickupTime}:00Z`);
  const to = Date.parse(`${returnDate}T${returnTime}:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return 0;
  return Math.ceil((to - from) / DAY_MS);
}

export interface RentalPrice {
  rental: number;
  driver: number;
  total: number;
}

/** days x daily rate, plus days x the driver rate when a driver is booked (spec section 9). */
export function rentalPrice(
  days: number,
  dailyRate: number,
  driverRequired: boolean,
  driverPerDay = DRIVER_PER_DAY,
): RentalPrice {
  if (days <= 0) return { rental: 0, driver: 0, total: 0 };
  const rental = roundCents(days * dailyRate);
  const driver = driverRequired ? roundCents(days * driverPerDay) : 0;
  return { rental, driver, total: roundCents(rental + driver) };
}

export const INVALID_DATES = {
  title: 'Invalid dates',
  description: 'Return date must be after pickup date',
};

export const LICENSE_REQUIRED = {
  title: "Driver's license required",
  description: "Please upload your driver's license if you don't need a driver",
};
