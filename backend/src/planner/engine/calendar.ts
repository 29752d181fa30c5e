/** Calendar days as whole numbers since 1970-01-01 (UTC: Sierra Leone keeps GMT all year). */

export const DAY_MS = 86_400_000;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' to a day number; null when it is not a real calendar date. */
export function parseDay(text: string): number | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return null;
  if (back.getUTCDate() !== day) return null;
  return ms / DAY_MS;
}

export const formatDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The day number of a moment. */
export const dayOf = (moment: Date): number => Math.floor(moment.getTime() / DAY_MS);

/** 0 = Sunday. 1970-01-01 was a Thursday. */
export const weekday = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** 1-12. */
export const monthOf = (day: number): number => new Date(day * DAY_MS).getUTCMonth() + 1;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Saturday 12 December 2026'. */
export function longDate(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${WEEKDAYS[weekday(day)]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Minutes since midnight of 'HH:MM' (hours may exceed 24 for past midnight). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:MM' of minutes since midnight. */
export function clock(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
