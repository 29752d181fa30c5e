import Holidays from 'date-holidays';

/**
 * Sierra Leone's public holidays, from the `date-holidays` data set: the fixed dates (New
 * Year, Armed Forces Day, International Women's Day, Independence Day, Christmas, Boxing Day),
 * Good Friday and Easter Monday from Easter, and the Muslim holidays (Eid al-Fitr, Eid al-Adha,
 * the Prophet's Birthday) from the library's tabular Islamic calendar, with the substitute
 * days the government gives when a holiday falls on a Sunday. The Muslim dates are computed:
 * the day observed follows the sighting of the moon and may be a day either side
 * (docs/decisions/planner-holidays-and-practical-advice.md). Day numbers count from 1970-01-01.
 */
const calendar = new Holidays('SL');
const cache = new Map<number, Map<number, string>>();

/** The data set's West African names for the Eids, in the words used in Sierra Leone. */
const NAMES: [RegExp, string][] = [
  [/^Korité/, 'Eid al-Fitr'],
  [/^Tabaski/, 'Eid al-Adha'],
  [/^Mawlid/, 'the Prophet’s Birthday (Mawlid)'],
];

/** The Muslim holidays, whose computed date may move a day when the moon is sighted. */
export const isLunarHoliday = (name: string) => /^(Eid|the Prophet)/.test(name);

const named = (name: string) => {
  for (const [pattern, english] of NAMES)
    if (pattern.test(name)) return name.replace(pattern, english);
  return name;
};

/** Public holidays of a year: day number to the holiday's name. */
export function publicHolidays(year: number): Map<number, string> {
  let days = cache.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type !== 'public') continue;
      const day = Math.floor(Date.parse(`${holiday.date.slice(0, 10)}T00:00:00Z`) / 86_400_000);
      days.set(day, named(holiday.name));
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

/** A day on which markets and most shops close: a Sunday or a public holiday. */
export const marketsClosedOn = (day: number): boolean =>
  new Date(day * 86_400_000).getUTCDay() === 0 || holidayOn(day) !== null;
