import { daysBetween, roundCents, todayIso } from '../../shared/format';

/** Check-in and check-out days as YYYY-MM-DD ('' when not chosen). */
export interface StayDates {
  checkIn: string;
  checkOut: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The day `days` after `day` (YYYY-MM-DD, calendar arithmetic in UTC). */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Why a pair of stay dates cannot be used, or undefined when they can (or are not both set). */
export function stayProblem(
  { checkIn, checkOut }: StayDates,
  today = todayIso(),
): string | undefined {
  if (!checkIn || !checkOut) return undefined;
  if (!isDay(checkIn)) return 'Check-in date is required';
  if (!isDay(checkOut)) return 'Check-out date is required';
  if (checkIn < today) return 'Check-in date cannot be in the past';
  if (checkOut <= checkIn) return 'Check-out date must be after check-in date';
  return undefined;
}

/**
 * The dates to ask the server about: both days, valid and in order, or none at all (the
 * server answers 400 to half a stay or a backwards one).
 */
export function stayQuery(stay: StayDates, today = todayIso()): Partial<StayDates> {
  if (!stay.checkIn || !stay.checkOut || stayProblem(stay, today)) return {};
  return { checkIn: stay.checkIn, checkOut: stay.checkOut };
}

/** A hotel's detail page, keeping the chosen stay dates in the link. */
export function hotelLink(id: number, stay: Partial<StayDates>): string {
  if (!stay.checkIn || !stay.checkOut) return `/hotels/${id}`;
  const query = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut });
  return `/hotels/${id}?${query.toString()}`;
}

/** Nights of a stay: the day difference rounded up (spec section 9); 0 when not positive. */
export function nightsOf({ checkIn, checkOut }: StayDates): number {
  return Math.max(0, daysBetween(checkIn, checkOut));
}

/** Total of a stay: nights times the nightly price, in cents as the server rounds. */
export function stayTotal(nights: number, nightlyPrice: number): number {
  return roundCents(nights * nightlyPrice);
}
