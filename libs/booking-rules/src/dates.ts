/**
 * Days and times of bookings. Sierra Leone keeps GMT all year with no daylight saving, so a
 * day is a UTC calendar day and a time is UTC (docs/product.md, Time zone).
 */

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Midnight UTC of a YYYY-MM-DD date, or null when it is not a real calendar day. */
export function parseDay(value: string): Date | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? date
    : null;
}

/** True for a real calendar day written YYYY-MM-DD. */
export const isDay = (value: string): boolean => parseDay(value) !== null;

/** Minutes since midnight of an HH:MM time, or null when it is not one. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A day plus an HH:MM time (UTC). */
export const atTime = (day: Date, time: string): Date =>
  new Date(day.getTime() + (minutesOf(time) ?? 0) * MINUTE_MS);

/** A YYYY-MM-DD day and an HH:MM time as one instant, or null when either is not valid. */
export function dayAndTime(day: string, time: string): Date | null {
  const date = parseDay(day);
  return date && minutesOf(time) !== null ? atTime(date, time) : null;
}

/** Midnight (UTC) of the day `now` falls on. */
export const startOfToday = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Today in Sierra Leone as YYYY-MM-DD: the day booking dates are checked against. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The day `days` after a YYYY-MM-DD day (calendar arithmetic in UTC). */
export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  if (!date) return day;
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one instant to another, a started day counting as one (rounded up). */
export const daysUpFrom = (from: Date, to: Date): number =>
  Math.ceil((to.getTime() - from.getTime()) / DAY_MS);

/** Times every 30 minutes from `first` to `last` inclusive, as HH:MM. */
export function halfHourSlots(first: string, last: string): string[] {
  const slots: string[] = [];
  for (let m = minutesOf(first) ?? 0; m <= (minutesOf(last) ?? -1); m += 30) {
    slots.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return slots;
}
