import { dayAndTime, daysUpFrom, halfHourSlots } from './dates.js';
import { toCents, toDollars } from './money.js';

/** Car rentals (docs/product.md, Cars). Amounts in cents unless named otherwise. */

/** The driver service: $50 a day, charged and shown everywhere. */
export const DRIVER_CENTS_PER_DAY = 5_000;
/** A week costs 6.5 days' rate (save 7%), a month (30 days) 25 days' rate (save 17%). */
export const WEEKLY_RATE_DAYS = 6.5;
export const MONTHLY_RATE_DAYS = 25;
export const WEEKLY_SAVING_PERCENT = 7;
export const MONTHLY_SAVING_PERCENT = 17;
/** The longest rental one booking may hold. */
export const MAX_RENTAL_DAYS = 90;
/** Pickup and return times: every 30 minutes from 08:00 to 18:00. */
export const CAR_TIME_SLOTS: readonly string[] = halfHourSlots('08:00', '18:00');

/** Rental days: the ceiling of the time from pickup to return in days (a started day counts). */
export const rentalDays = (pickup: Date, dropOff: Date): number => daysUpFrom(pickup, dropOff);

/**
 * Rental days of a form's dates (YYYY-MM-DD) and times (HH:MM): 0 while one is missing or
 * not valid; negative when the return is before the pickup.
 */
export function rentalDaysOf(
  pickupDate: string,
  pickupTime: string,
  returnDate: string,
  returnTime: string,
): number {
  const pickup = dayAndTime(pickupDate, pickupTime);
  const dropOff = dayAndTime(returnDate, returnTime);
  return pickup && dropOff ? rentalDays(pickup, dropOff) : 0;
}

/** The driver's part of a rental. */
export const driverCents = (days: number, driverRequired: boolean): number =>
  driverRequired ? days * DRIVER_CENTS_PER_DAY : 0;

/** Total of a rental: days times the daily rate, plus days times $50 with a driver. */
export const carTotalCents = (days: number, dailyCents: number, driverRequired: boolean): number =>
  days * dailyCents + driverCents(days, driverRequired);

export interface RentalQuote {
  days: number;
  /** US dollars: the car alone, the driver, both. */
  rental: number;
  driver: number;
  total: number;
}

/** What a rental costs, from the daily rate in dollars; all 0 unless days is positive. */
export function quoteRental(dailyRate: number, days: number, driverRequired: boolean): RentalQuote {
  if (days <= 0) return { days, rental: 0, driver: 0, total: 0 };
  const daily = toCents(dailyRate);
  return {
    days,
    rental: toDollars(days * daily),
    driver: toDollars(driverCents(days, driverRequired)),
    total: toDollars(carTotalCents(days, daily, driverRequired)),
  };
}

/** The prices a car's page shows, in US dollars. */
export interface CarPricing {
  daily: number;
  /** 6.5 days' rate for 7 days (save 7%). */
  weekly: number;
  /** 25 days' rate for 30 days (save 17%). */
  monthly: number;
  weeklySavingPercent: number;
  monthlySavingPercent: number;
  driverPerDay: number;
}

export function carPricing(dailyRateCents: number): CarPricing {
  return {
    daily: toDollars(dailyRateCents),
    weekly: toDollars(Math.round(dailyRateCents * WEEKLY_RATE_DAYS)),
    monthly: toDollars(dailyRateCents * MONTHLY_RATE_DAYS),
    weeklySavingPercent: WEEKLY_SAVING_PERCENT,
    monthlySavingPercent: MONTHLY_SAVING_PERCENT,
    driverPerDay: toDollars(DRIVER_CENTS_PER_DAY),
  };
}

/** An extra a car's operator offers (US dollars per unit, as the catalogue lists it). */
export interface CarExtraOffer {
  name: string;
  price: number;
  unit: 'day' | 'rental' | 'hour';
}

/** The catalogue's name for the driver service, booked with `driverRequired` instead. */
export const DRIVER_EXTRA_NAME = 'Professional driver';
/** The most extras one rental may add. */
export const MAX_CAR_EXTRAS = 10;

/**
 * The extras a traveller can add to a rental: those priced per day or per rental. The driver
 * service has its own choice, and an hourly charge (a late return) is not chosen in advance.
 */
export const selectableExtras = <T extends CarExtraOffer>(extras: readonly T[]): T[] =>
  extras.filter((extra) => extra.unit !== 'hour' && extra.name !== DRIVER_EXTRA_NAME);

/** What one extra costs for a rental of `days` days, in cents: per day, or once. */
export const extraCents = (extra: CarExtraOffer, days: number): number =>
  extra.unit === 'day' ? days * toCents(extra.price) : toCents(extra.price);

export interface ExtrasQuote {
  /** The chosen extras, in the catalogue's order, each with its cost in US dollars. */
  lines: Array<{ name: string; price: number; unit: CarExtraOffer['unit']; cost: number }>;
  /** US dollars, all chosen extras together. */
  total: number;
  /** Names chosen that the car does not offer (the server refuses them). */
  unknown: string[];
}

/** What the chosen extras of a rental cost; all 0 unless days is positive. */
export function quoteExtras(
  extras: readonly CarExtraOffer[],
  chosen: readonly string[],
  days: number,
): ExtrasQuote {
  const offered = selectableExtras(extras);
  const picked = offered.filter((extra) => chosen.includes(extra.name));
  const unknown = chosen.filter((name) => !offered.some((extra) => extra.name === name));
  const count = Math.max(0, days);
  const lines = picked.map((extra) => ({
    name: extra.name,
    price: extra.price,
    unit: extra.unit,
    cost: count > 0 ? toDollars(extraCents(extra, count)) : 0,
  }));
  const totalCents = count > 0 ? picked.reduce((sum, e) => sum + extraCents(e, count), 0) : 0;
  return { lines, total: toDollars(totalCents), unknown };
}
