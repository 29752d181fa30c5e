import type { ComponentType } from 'react';
import { isDay, todayIso } from '@salone/booking-rules';
import type { CarDto, ListCarsApiArg } from '@salone/api-client/catalogue';
import {
  CheckIcon,
  FuelIcon,
  NavigationIcon,
  SeatIcon,
  ShieldIcon,
  type IconProps,
} from '@salone/ui';

/** Filter values of the cars list (the server's enums; 'all' leaves the filter out). */
export const CAR_TYPES = [
  'SUV',
  'Sedan',
  'Hatchback',
  'Pickup',
] as const satisfies readonly NonNullable<ListCarsApiArg['type']>[];
export const PRICE_BANDS = ['budget', 'mid', 'premium'] as const satisfies readonly NonNullable<
  ListCarsApiArg['priceBand']
>[];

/** Features shown on a list card (docs/product.md, constants). */
export const CARD_FEATURES = 4;

/** The icon of a feature: seat, fuel, insurance, GPS, or a check for anything else. */
export function featureIcon(feature: string): ComponentType<IconProps> {
  const text = feature.toLowerCase();
  if (text.includes('seat')) return SeatIcon;
  if (/fuel|diesel|petrol|hybrid|electric/.test(text)) return FuelIcon;
  if (text.includes('insurance')) return ShieldIcon;
  if (/gps|navigation/.test(text)) return NavigationIcon;
  return CheckIcon;
}

export interface RentalDates {
  pickupDate: string;
  returnDate: string;
}

/**
 * Rental days from the URL or the list's date fields: kept only when both are real calendar
 * days, the pickup is not in the past and the return is not before the pickup, as the server
 * requires. Anything else (a hand-edited link) is ignored rather than sent.
 */
export function rentalDatesFrom(
  pickupDate: string,
  returnDate: string,
  today = todayIso(),
): RentalDates | undefined {
  if (!isDay(pickupDate) || !isDay(returnDate)) return undefined;
  if (pickupDate < today) return undefined;
  return returnDate >= pickupDate ? { pickupDate, returnDate } : undefined;
}

/** '?pickupDate=...&returnDate=...' to keep the dates on the way to the detail page. */
export function datesQuery(dates: RentalDates | undefined): string {
  return dates ? `?${new URLSearchParams({ ...dates }).toString()}` : '';
}

/** Whether the car can be rented (and, when dates were asked for, is free on them). */
export function isCarAvailable(car: Pick<CarDto, 'isAvailable' | 'availableForDates'>): boolean {
  return car.isAvailable && car.availableForDates !== false;
}
