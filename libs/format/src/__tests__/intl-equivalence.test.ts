/**
 * Money and dates are written without Intl in the browser
 * (docs/decisions/money-and-dates-without-intl.md); they must read exactly as Intl writes them for
 * 'en-US' and Sierra Leone's clock. Node carries the full ICU data, so the two are compared here
 * value by value.
 */
import {
  dayAndMonth,
  formatDate,
  formatDateTime,
  formatNumber,
  formatSle,
  formatTime,
  formatUsd,
} from '../index';

const usd = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const sle = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'SLE',
    currencyDisplay: 'code',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const intlUsd = [usd(0), usd(2)];
const intlSle = [sle(0), sle(2)];
/** Intl writes the leone's code (SLE); our pages write its sign (Le), the rest alike. */
const intlLeones = (pick: number, amount: number) =>
  intlSle[pick].format(amount).replace('SLE', 'Le');
const withCents = (amount: number) => (Math.round(amount * 100) % 100 !== 0 ? 1 : 0);

/** A small deterministic generator, so a failure names the same amounts on every run. */
function* amounts(count: number, scale: number): Generator<number> {
  let seed = 20261202;
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    yield (seed / 2 ** 31 - 0.1) * scale;
  }
}

describe('money written as Intl writes it', () => {
  it('every cent from -$100 to $20,000, in dollars and leones', () => {
    const different: string[] = [];
    for (let cents = -10_000; cents <= 2_000_000; cents += 1) {
      const amount = cents / 100;
      const pick = withCents(amount);
      if (formatUsd(amount) !== intlUsd[pick].format(amount)) different.push(`$ ${amount}`);
      if (cents % 7 === 0 && formatSle(amount) !== intlLeones(pick, amount))
        different.push(`SLE ${amount}`);
    }
    expect(different.slice(0, 10)).toEqual([]);
  });

  it('amounts that are not whole cents, up to tens of millions, and halves of a cent', () => {
    const different: string[] = [];
    for (const amount of [...amounts(50_000, 5e7), 0.005, 0.015, 1.005, 2.675, -0.5, -12.5, 1e15]) {
      const pick = withCents(amount);
      if (formatUsd(amount) !== intlUsd[pick].format(amount)) different.push(String(amount));
    }
    expect(different.slice(0, 10)).toEqual([]);
  });

  it('counts and measures', () => {
    const intl = new Intl.NumberFormat('en-US');
    const different: string[] = [];
    for (const value of [...amounts(20_000, 1e6), 0, 1, 2.5, 1800, 1234.5678, 0.0004, -3.25]) {
      if (formatNumber(value) !== intl.format(value)) different.push(String(value));
    }
    expect(different.slice(0, 10)).toEqual([]);
  });
});

describe("dates written as Intl writes them on Sierra Leone's clock", () => {
  const zone = { timeZone: 'Africa/Freetown' } as const;
  const day = new Intl.DateTimeFormat('en-GB', { ...zone, day: 'numeric' });
  const month = new Intl.DateTimeFormat('en-US', { ...zone, month: 'short' });
  const year = new Intl.DateTimeFormat('en-GB', { ...zone, year: 'numeric' });
  const weekday = new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'short' });
  const clock = new Intl.DateTimeFormat('en-GB', {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  it('every day from 1990 to 2100, and instants through every hour and minute', () => {
    const different: string[] = [];
    const start = Date.UTC(1990, 0, 1);
    const end = Date.UTC(2100, 11, 31);
    // Every day at a time that moves through the day (37 minutes later each day).
    for (let t = start, i = 0; t <= end; t += 86_400_000, i += 1) {
      const date = new Date(t + ((i * 37 * 60_000) % 86_400_000));
      const dayText = `${day.format(date)} ${month.format(date)} ${year.format(date)}`;
      const expected = {
        date: dayText,
        weekday: `${weekday.format(date)} ${dayText}`,
        time: clock.format(date),
        dateTime: `${dayText}, ${clock.format(date)}`,
        leaf: { day: day.format(date), month: month.format(date) },
      };
      const actual = {
        date: formatDate(date),
        weekday: formatDate(date, { weekday: true }),
        time: formatTime(date),
        dateTime: formatDateTime(date),
        leaf: dayAndMonth(date),
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) different.push(date.toISOString());
    }
    expect(different.slice(0, 10)).toEqual([]);
  });
});

describe('dates in the page language, as Intl writes them', () => {
  const zone = { timeZone: 'Africa/Freetown' } as const;
  const french = new Intl.DateTimeFormat('fr', {
    ...zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const frenchWithWeekday = new Intl.DateTimeFormat('fr', {
    ...zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const frenchMonth = new Intl.DateTimeFormat('fr', { ...zone, month: 'short' });

  it("every day from 1990 to 2100 in French, as Intl's 'fr' writes it", () => {
    const different: string[] = [];
    for (let t = Date.UTC(1990, 0, 1); t <= Date.UTC(2100, 11, 31); t += 86_400_000) {
      const date = new Date(t + 13 * 3_600_000);
      const expected = [
        french.format(date),
        frenchWithWeekday.format(date),
        frenchMonth.format(date),
      ];
      const actual = [
        formatDate(date, { locale: 'fr' }),
        formatDate(date, { locale: 'fr', weekday: true }),
        dayAndMonth(date, { locale: 'fr' }).month,
      ];
      if (JSON.stringify(actual) !== JSON.stringify(expected)) different.push(date.toISOString());
    }
    expect(different.slice(0, 10)).toEqual([]);
    expect(formatDateTime('2026-09-12T14:30:00Z', { locale: 'fr' })).toBe('12 sept. 2026, 14:30');
  });

  it('Krio pages write the English names (the runtime has no Krio locale)', () => {
    expect(() => new Intl.DateTimeFormat('kri').resolvedOptions()).not.toThrow();
    expect(new Intl.DateTimeFormat('kri').resolvedOptions().locale).not.toMatch(/^kri/);
    expect(formatDate('2026-09-12', { locale: 'kri', weekday: true })).toBe('Sat 12 Sep 2026');
    expect(formatDate('2026-09-12', { locale: 'kri' })).toBe(formatDate('2026-09-12'));
  });
});
