import Holidays from 'date-holidays';

/**
 * Sierra Leone's public holidays, from the `date-holidays` data set (fixed dates, Easter and
 * the Islamic holidays by their calculated dates), as day numbers since 1970-01-01. Sites the
 * knowledge base marks `closedOnHolidays` are not visited on them.
 */
const calendar = new Holidays('SL');
const cache = new Map<number, Map<number, string>>();

/** Public holidays of a year: day number to the holiday's name. */
export function publicHolidays(year: number): Map<number, string> {
  let days = cache.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type !== 'public') continue;
      const day = Math.floor(Date.parse(`${holiday.date.slice(0, 10)}T00:00:00Z`) / 86_400_000);
      days.set(day, holiday.name);
    }
    cache.set(year, days);
  }
  return days;
}

/** The holiday's name when a day number is a public holiday, else null. */
export function holidayOn(day: number): string | null {
  const year = new Date(day * 86_400_000).getUTCFullYear();
  return publicHolidays(year).get(day) ?? null;
}
