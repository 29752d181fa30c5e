import {
  dayAndMonth,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatTime,
  formatTimeSpan,
  todayIso,
} from '../index';

describe('dates', () => {
  it('runs on a clock 14 hours ahead of GMT (jest-environment.cjs), where a slip shows', () => {
    expect(new Date('2026-12-07T12:00:00Z').getTimezoneOffset()).toBe(-14 * 60);
  });

  it('writes a calendar day as day, short month and year', () => {
    expect(formatDate('2026-12-12')).toBe('12 Dec 2026');
    expect(formatDate('2026-12-12', { weekday: true })).toBe('Sat 12 Dec 2026');
    expect(formatDate(new Date('2027-01-03T09:00:00Z'))).toBe('3 Jan 2027');
  });

  it('writes September as Sep, like every other month, not British Sept', () => {
    expect(formatDate('2026-09-12')).toBe('12 Sep 2026');
    expect(dayAndMonth('2026-09-12T20:00:00Z')).toEqual({ day: '12', month: 'Sep' });
  });

  it("reads instants on Sierra Leone's clock (GMT), whatever the machine's zone", () => {
    // 23:30 GMT is still the 12th in Freetown, though it is the 13th in Lagos.
    expect(formatDate('2026-12-12T23:30:00Z')).toBe('12 Dec 2026');
    expect(formatTime('2026-12-12T23:30:00Z')).toBe('23:30');
    expect(formatDateTime('2026-12-12T08:05:00.000Z')).toBe('12 Dec 2026, 08:05');
  });

  it('writes a range as two dates, or one when they are the same day or there is no end', () => {
    expect(formatDateRange('2026-12-12', '2026-12-14')).toBe('12 Dec 2026 – 14 Dec 2026');
    expect(formatDateRange('2026-12-12T10:00:00Z', '2026-12-12T22:00:00Z')).toBe('12 Dec 2026');
    expect(formatDateRange('2026-12-12', null)).toBe('12 Dec 2026');
    expect(formatDateRange('2026-12-12')).toBe('12 Dec 2026');
  });

  it('writes a service span with its times: one day once, two days in full', () => {
    expect(formatTimeSpan('2026-12-12T08:00:00.000Z', '2026-12-12T12:00:00.000Z')).toBe(
      '12 Dec 2026, 08:00 – 12:00 GMT',
    );
    expect(formatTimeSpan('2026-12-12T14:00:00.000Z', '2026-12-14T11:00:00.000Z')).toBe(
      '12 Dec 2026, 14:00 – 14 Dec 2026, 11:00 GMT',
    );
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatTime('soon')).toBe('soon');
  });

  it("gives today's date in Sierra Leone", () => {
    expect(todayIso(new Date('2026-12-31T23:59:00Z'))).toBe('2026-12-31');
    expect(todayIso(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
});
