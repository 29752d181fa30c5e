/**
 * Dates and times as every Salone screen writes them: day, short month, year ('12 Sep 2026'),
 * on Sierra Leone's clock. Sierra Leone keeps GMT all year, so a day the server stores as a
 * UTC date is the day shown, wherever the visitor is.
 */

export const SIERRA_LEONE_TIME_ZONE = 'Africa/Freetown';

/** A YYYY-MM-DD day, an ISO instant, or a Date. */
export type DateInput = string | Date;

/**
 * The language a date is written in: the page's (`@salone/i18n`'s locales). Krio has no month
 * names of its own in the runtime's data (there is no 'kri' locale): its pages write the
 * English ones, which Krio readers read (docs/decisions/dates-in-the-page-language.md).
 */
export type DateLanguage = 'en' | 'kri' | 'fr';

/** How a date is written: the page's language; default English. */
export interface DateOptions {
  locale?: DateLanguage;
}

// Read from the UTC fields of a Date, which are Sierra Leone's clock, with fixed names per
// language: no Intl date format, whose first use costs a page 17 to 30 ms
// (docs/decisions/money-and-dates-without-intl.md). The tests compare every day and clock time
// written here with Intl's for Africa/Freetown ('en-US' and 'fr'). American short month names:
// British English writes 'Sept'.
interface DateNames {
  weekdays: readonly string[];
  months: readonly string[];
}

const ENGLISH: DateNames = {
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** Intl's 'fr' short names: '12 sept. 2026', 'sam. 12 sept. 2026'. */
const FRENCH: DateNames = {
  weekdays: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
  months: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
};

const NAMES: Readonly<Record<DateLanguage, DateNames>> = {
  en: ENGLISH,
  kri: ENGLISH,
  fr: FRENCH,
};

const namesOf = (locale: DateLanguage | undefined): DateNames => NAMES[locale ?? 'en'] ?? ENGLISH;

const twoDigits = (n: number) => String(n).padStart(2, '0');
const clock = (date: Date) => `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;

function toDate(value: DateInput): Date | null {
  const date =
    value instanceof Date
      ? value
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * '12 Sep 2026'; with `weekday`, 'Sat 12 Sep 2026'; in French '12 sept. 2026'. Text that is not
 * a date is returned as is.
 */
export function formatDate(
  value: DateInput,
  options: DateOptions & { weekday?: boolean } = {},
): string {
  const date = toDate(value);
  if (!date) return String(value);
  const names = namesOf(options.locale);
  const day = `${date.getUTCDate()} ${names.months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return options.weekday ? `${names.weekdays[date.getUTCDay()]} ${day}` : day;
}

/** '20:00' on Sierra Leone's clock. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? clock(date) : String(value);
}

/** '12 Sep 2026, 14:30' on Sierra Leone's clock. */
export function formatDateTime(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  return date ? `${formatDate(date, options)}, ${clock(date)}` : String(value);
}

/** '12 Sep 2026 – 14 Sep 2026'; one date when both fall on the same day or there is no end. */
export function formatDateRange(
  start: DateInput,
  end?: DateInput | null,
  options: DateOptions = {},
): string {
  const first = formatDate(start, options);
  if (end === undefined || end === null || end === '') return first;
  const last = formatDate(end, options);
  return first === last ? first : `${first} – ${last}`;
}

/**
 * From when to when a service runs, with its times on Sierra Leone's clock: '12 Sep 2026,
 * 08:00 – 12:00 GMT' within one day, '12 Sep 2026, 14:00 – 14 Sep 2026, 11:00 GMT' across days.
 */
export function formatTimeSpan(
  start: DateInput,
  end: DateInput,
  options: DateOptions = {},
): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return String(start);
  const sameDay = formatDate(from, options) === formatDate(to, options);
  return sameDay
    ? `${formatDateTime(from, options)} – ${clock(to)} GMT`
    : `${formatDateTime(from, options)} – ${formatDateTime(to, options)} GMT`;
}

/** '12' and 'Sep' ('sept.' in French): the two lines of a calendar-leaf date block. */
export function dayAndMonth(
  value: DateInput,
  options: DateOptions = {},
): { day: string; month: string } {
  const date = toDate(value);
  if (!date) return { day: '', month: '' };
  return {
    day: String(date.getUTCDate()),
    month: namesOf(options.locale).months[date.getUTCMonth()],
  };
}

/**
 * Today as YYYY-MM-DD in Sierra Leone: the day the server checks dates against, so a visitor
 * abroad late in the evening is offered the same first day.
 */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
