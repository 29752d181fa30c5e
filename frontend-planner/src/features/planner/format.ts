/**
 * Display helpers of the planner: the shared formats
 * (docs/decisions/money-and-dates-without-intl.md), so money and dates read as on every other
 * screen. Prices are US dollars (docs/product.md, Who and what).
 */
import { useMemo } from 'react';
import { formatDate } from '@salone/format';
import { useLocale, type Locale } from '@salone/i18n';

export { formatCost, formatUsd, formatDate, todayIso } from '@salone/format';

/** 'Sat 12 Dec 2026' from 'YYYY-MM-DD'; text that is not a date is returned as is. */
export function formatDayDate(value: string): string {
  return formatDate(value, { weekday: true });
}

const frenchFormats = new Map<boolean, Intl.DateTimeFormat>();

/** French dates ('sam. 12 déc. 2026'), made on the first French date a page writes. */
function frenchFormat(weekday: boolean): Intl.DateTimeFormat {
  let format = frenchFormats.get(weekday);
  if (!format) {
    format = new Intl.DateTimeFormat('fr', {
      // Sierra Leone keeps GMT all year: a day stored as a UTC date is the day shown.
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(weekday ? { weekday: 'short' as const } : {}),
    });
    frenchFormats.set(weekday, format);
  }
  return format;
}

/**
 * A date in the page's language: French month and weekday names through Intl; English, and
 * Krio (the runtime's data has no Krio), with the shared English names and no Intl date format
 * (docs/decisions/planner-dates-in-the-page-language.md). Text that is not a date is returned
 * as is.
 */
export function formatLocalDate(
  value: string,
  locale: Locale,
  options: { weekday?: boolean } = {},
): string {
  const weekday = options.weekday ?? false;
  if (locale !== 'fr') return formatDate(value, { weekday });
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return frenchFormat(weekday).format(date);
}

/** The page's date formats: `date('2026-12-12')`, `dayDate(...)` with the weekday. */
export function usePlanDates() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      date: (value: string) => formatLocalDate(value, locale),
      dayDate: (value: string) => formatLocalDate(value, locale, { weekday: true }),
    }),
    [locale],
  );
}

/** The words a duration is written with (the planner's catalogue's `duration.*`). */
export type DurationWords = (
  key: 'duration.minutes' | 'duration.hours' | 'duration.hoursMinutes',
  values: { hours?: number; minutes?: number },
) => string;

/**
 * Hours of a drive in hours and minutes, as the page's language writes them: 0.75 -> '45 min',
 * 1.5 -> '1 h 30 min', 3 -> '3 h' (in Krio '1 awa 30 minit'). Rounded to the minute.
 */
export function formatDuration(hours: number, t: DurationWords): string {
  const total = Math.max(0, Math.round(hours * 60));
  const whole = Math.floor(total / 60);
  const minutes = total % 60;
  if (whole === 0) return t('duration.minutes', { minutes });
  if (minutes === 0) return t('duration.hours', { hours: whole });
  return t('duration.hoursMinutes', { hours: whole, minutes });
}
