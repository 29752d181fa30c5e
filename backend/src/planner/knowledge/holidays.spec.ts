import { holidayOn, isLunarHoliday, marketsClosedOn, publicHolidays } from './holidays.js';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const dateOf = (year: number, name: RegExp) =>
  [...publicHolidays(year)]
    .filter(([, holiday]) => name.test(holiday))
    .map(([d]) => new Date(d * 86_400_000).toISOString().slice(0, 10));

describe("Sierra Leone's public holidays", () => {
  it('has the fixed-date holidays of the official list', () => {
    for (const year of [2026, 2027, 2028]) {
      expect(holidayOn(day(`${year}-01-01`))).toBe("New Year's Day");
      expect(holidayOn(day(`${year}-02-18`))).toBe('Armed Forces Day');
      expect(holidayOn(day(`${year}-03-08`))).toBe("International Women's Day");
      expect(holidayOn(day(`${year}-04-27`))).toBe('Independence Day');
      expect(holidayOn(day(`${year}-12-25`))).toBe('Christmas Day');
      expect(holidayOn(day(`${year}-12-26`))).toBe('Boxing Day');
    }
    expect(holidayOn(day('2026-04-28'))).toBeNull();
  });

  it('computes Good Friday and Easter Monday from Easter', () => {
    const known: [number, string, string][] = [
      [2024, '2024-03-29', '2024-04-01'],
      [2025, '2025-04-18', '2025-04-21'],
      [2026, '2026-04-03', '2026-04-06'],
      [2027, '2027-03-26', '2027-03-29'],
      [2030, '2030-04-19', '2030-04-22'],
    ];
    for (const [year, friday, monday] of known) {
      expect(dateOf(year, /^Good Friday$/)).toEqual([friday]);
      expect(dateOf(year, /^Easter Monday$/)).toEqual([monday]);
    }
  });

  it('computes the Eids and the Prophet’s Birthday for the year, within a day of the dates observed', () => {
    // Dates observed (moon sighting); the computed date may be a day either side.
    const observed: [RegExp, string[]][] = [
      [/^Eid al-Fitr$/, ['2023-04-21', '2024-04-10', '2025-03-30', '2026-03-20']],
      [/^Eid al-Adha$/, ['2023-06-28', '2024-06-16', '2025-06-06', '2026-05-27']],
      [/^the Prophet’s Birthday \(Mawlid\)$/, ['2023-09-27', '2024-09-15', '2025-09-04']],
    ];
    for (const [name, dates] of observed) {
      for (const date of dates) {
        const computed = dateOf(Number(date.slice(0, 4)), name);
        expect(computed).toHaveLength(1);
        expect(Math.abs(day(computed[0]) - day(date))).toBeLessThanOrEqual(1);
        expect(isLunarHoliday(holidayOn(day(computed[0]))!)).toBe(true);
      }
    }
    expect(isLunarHoliday('Independence Day')).toBe(false);
  });

  it('closes markets on Sundays and public holidays only', () => {
    expect(marketsClosedOn(day('2026-12-06'))).toBe(true); // a Sunday
    expect(marketsClosedOn(day('2026-12-25'))).toBe(true); // Christmas, a Friday
    expect(marketsClosedOn(day('2026-12-07'))).toBe(false); // a Monday
  });
});
