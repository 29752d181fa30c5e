import {
  DURATION_CLASSES,
  DURATIONS,
  durationOfDays,
  MAX_TRIP_DAYS,
  TRIP_DATE_MESSAGES,
  tripDatesProblem,
} from './planner.js';

const TODAY = '2026-11-26';
const trip = (
  startDate: string | null,
  endDate: string | null,
  duration: (typeof DURATIONS)[number] = '4-7-days',
) => tripDatesProblem({ duration, startDate, endDate }, TODAY);

describe('trip planner rules', () => {
  it('gives every length from 1 to 30 days exactly one trip-length class', () => {
    for (let days = 1; days <= MAX_TRIP_DAYS; days += 1) {
      const classes = DURATIONS.filter(
        (d) => days >= DURATION_CLASSES[d].minDays && days <= DURATION_CLASSES[d].maxDays,
      );
      expect(classes).toEqual([durationOfDays(days)]);
    }
  });

  it('accepts no dates, a start alone, and dates that fit the chosen length', () => {
    expect(trip(null, null)).toBeNull();
    expect(trip(TODAY, null)).toBeNull();
    expect(trip('2026-12-01', '2026-12-05')).toBeNull();
  });

  it('names the field and the reason when the dates do not hold', () => {
    expect(trip(null, '2026-12-05')).toEqual({
      field: 'startDate',
      message: TRIP_DATE_MESSAGES.endWithoutStart,
    });
    expect(trip('2026-02-30', null)?.message).toBe(TRIP_DATE_MESSAGES.startNotADate);
    expect(trip('2026-11-25', null)?.message).toBe(TRIP_DATE_MESSAGES.startInPast);
    expect(trip('2027-11-27', null)?.message).toBe(TRIP_DATE_MESSAGES.startTooFar);
    expect(trip('2026-12-05', '2026-12-01')).toEqual({
      field: 'endDate',
      message: TRIP_DATE_MESSAGES.endBeforeStart,
    });
    expect(trip('2026-12-01', '2027-01-05', '3-plus-weeks')?.message).toBe(
      TRIP_DATE_MESSAGES.tooLong,
    );
    expect(trip('2026-12-01', '2026-12-10')?.message).toBe(
      'Your dates make a 10-day trip, but you chose 4-7 days. Change the dates or choose 1-2 weeks.',
    );
  });
});
