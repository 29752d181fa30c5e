/** The languages of the product: English (the source), Krio and French. */
export const LOCALES = ['en', 'kri', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language a page is shown in when nothing says otherwise. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The cookie that keeps the chosen language, read by the server that renders pages and by the
 * backend for SMS and e-mail (docs/decisions/language-from-query-cookie-header.md).
 */
export const LOCALE_COOKIE = 'salone_lang';

/** The query parameter that names a page's language (`/hotels?lang=kri`) and sets the cookie. */
export const LOCALE_QUERY = 'lang';

/** Each language in its own words, as the switcher lists them. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  kri: 'Krio',
  fr: 'Français',
};

/**
 * The locale Intl formats numbers, dates and plural forms with. The runtime's data has no
 * Krio: its numbers and plural forms are those of English.
 */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en', kri: 'en', fr: 'fr' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The value of `name` in a Cookie header (`a=1; salone_lang=kri`), if any. */
export function cookieValue(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The first of our locales in a list of language tags in order of preference. */
export function localeFromAcceptLanguage(
  tags: readonly string[] | null | undefined,
): Locale | undefined {
  for (const tag of tags ?? []) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'kri') return 'kri';
    if (language === 'fr') return 'fr';
    if (language === 'en') return 'en';
  }
  return undefined;
}

export interface LocaleSources {
  /** The page's query (`?lang=kri&sort=price`, or `lang=kri`). */
  query?: string | null;
  /** The Cookie header, or `document.cookie`. */
  cookie?: string | null;
  /**
   * The browser's languages in order of preference: `navigator.languages`, or an
   * Accept-Language header read by `acceptedLanguages` (`@salone/i18n/server`).
   */
  acceptLanguage?: readonly string[] | null;
}

/**
 * The language of a page: the URL's `?lang=` when it names one of ours, then the
 * `salone_lang` cookie, then the browser's Accept-Language (`kri`, `fr*`), else English.
 */
export function detectLocale({ query, cookie, acceptLanguage }: LocaleSources): Locale {
  const fromQuery = query ? new URLSearchParams(query).get(LOCALE_QUERY) : null;
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = cookieValue(cookie, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** A year, in seconds: how long the chosen language is kept. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that keeps `locale` for every page of the site. */
export const localeCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
