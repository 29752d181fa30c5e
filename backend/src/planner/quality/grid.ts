import { formatDay } from '../engine/calendar.js';
import type { CatalogueSnapshot, TripRequest } from '../engine/types.js';
import {
  BUDGETS,
  DURATION_CLASSES,
  DURATIONS,
  INTERESTS,
  PACES,
  type Interest,
  type Party,
} from '@salone/booking-rules';

/** The days (day numbers) a catalogue's events start on, for `qualityGrid`. */
export const eventDays = (catalogue: CatalogueSnapshot): number[] =>
  catalogue.events.map((event) => Math.floor(Date.parse(event.startsAt) / 86_400_000));

/** Interest sets of the quality grid: single, paired, themed and all eight. */
export const QUALITY_INTERESTS: Interest[][] = [
  ['beaches', 'relaxation'],
  ['mountains', 'adventure'],
  ['culture', 'music'],
  ['wildlife', 'food', 'culture'],
  [...INTERESTS],
];

const PARTIES: Party[] = [
  { adults: 1, childrenAges: [] },
  { adults: 2, childrenAges: [7] },
  { adults: 2, childrenAges: [10, 13] },
  { adults: 2, childrenAges: [] },
  { adults: 6, childrenAges: [] },
  { adults: 2, childrenAges: [4, 7] },
];

/**
 * The quality grid: 4 budgets x 4 trip lengths x 5 interest sets x 4 start months across the
 * year (January, April, July, October) = 320 dated requests, plus the same lengths and budgets
 * without dates for 2 interest sets (32), plus 32 over public holidays (from 20 December and
 * 24 April: 4 budgets x 2 lengths x 2 interest sets), plus one trip over each catalogue event
 * (`eventDays`: from the day before it, every interest). Party (solo, couples, families, a
 * group of six) and pace rotate over the grid. `today` is a day
 * number; months are the next January, April, July and October after it.
 */
export function qualityGrid(today: number, eventDays: number[] = []): TripRequest[] {
  const year = new Date(today * 86_400_000).getUTCFullYear();
  const starts = [1, 4, 7, 10].map((month) => {
    let day = Date.UTC(year, month - 1, 10) / 86_400_000;
    while (day <= today)
      day = Date.UTC(new Date(day * 86_400_000).getUTCFullYear() + 1, month - 1, 10) / 86_400_000;
    return day;
  });
  const requests: TripRequest[] = [];
  let n = 0;
  for (const budget of BUDGETS)
    for (const duration of DURATIONS)
      for (const interests of QUALITY_INTERESTS) {
        for (const start of starts) {
          const { minDays, maxDays } = DURATION_CLASSES[duration];
          const days = minDays + (n % (maxDays - minDays + 1));
          requests.push({
            budget,
            duration,
            interests,
            startDate: formatDay(start),
            endDate: formatDay(start + days - 1),
            party: PARTIES[n % PARTIES.length],
            pace: PACES[Math.floor(n / 3) % PACES.length],
          });
          n += 1;
        }
        if (interests === QUALITY_INTERESTS[0] || interests === QUALITY_INTERESTS[4]) {
          requests.push({
            budget,
            duration,
            interests,
            startDate: null,
            endDate: null,
            party: PARTIES[n % PARTIES.length],
            pace: PACES[n % PACES.length],
          });
          n += 1;
        }
      }
  // Dates over public holidays: Christmas to New Year, and Easter or Independence Day.
  for (const [month, date] of [
    [12, 20],
    [4, 24],
  ]) {
    let start = Date.UTC(year, month - 1, date) / 86_400_000;
    if (start <= today) start = Date.UTC(year + 1, month - 1, date) / 86_400_000;
    for (const budget of BUDGETS)
      for (const duration of ['4-7-days', '1-2-weeks'] as const)
        for (const interests of [QUALITY_INTERESTS[2], QUALITY_INTERESTS[4]]) {
          const { minDays, maxDays } = DURATION_CLASSES[duration];
          const days = minDays + (n % (maxDays - minDays + 1));
          requests.push({
            budget,
            duration,
            interests,
            startDate: formatDay(start),
            endDate: formatDay(start + days - 1),
            party: PARTIES[n % PARTIES.length],
            pace: PACES[n % PACES.length],
          });
          n += 1;
        }
  }
  // Dates over the catalogue's events: from the day before each, every interest, so the plan
  // has the event to fit (the regatta on the islands, the parade at night, festivals).
  for (const [index, day] of [...new Set(eventDays)].sort((a, b) => a - b).entries()) {
    const days = 4 + (index % 4);
    requests.push({
      budget: BUDGETS[index % BUDGETS.length],
      duration: '4-7-days',
      interests: [...INTERESTS],
      startDate: formatDay(day - 1),
      endDate: formatDay(day + days - 2),
      party: PARTIES[(index + 3) % PARTIES.length],
      pace: PACES[index % PACES.length],
    });
  }
  return requests;
}
