import { isDay } from '@salone/booking-rules';
import { todayIso } from '@salone/format';

/** Check-in and check-out days as YYYY-MM-DD ('' when not chosen). */
export interface StayDates {
  checkIn: string;
  checkOut: string;
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
