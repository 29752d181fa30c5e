// '@salone/i18n/server': what the server that renders pages needs, kept out of the browser's
// shared module. The loaded catalogues are read through '@salone/i18n' itself, the one
// instance the render used.
import { LOCALE_QUERY, LOCALES, type Locale } from './locales';
import type { I18nState } from './pageState';
import { loadedMessages, type CompiledMessages } from '@salone/i18n';

/** `url` (path and query) with its `?lang=` set to `locale`, or removed when `locale` is undefined. */
export function withLocaleQuery(url: string, locale: Locale | undefined): string {
  const parsed = new URL(url, 'http://page');
  if (locale) parsed.searchParams.set(LOCALE_QUERY, locale);
  else parsed.searchParams.delete(LOCALE_QUERY);
  return parsed.pathname + parsed.search;
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The `hreflang` alternates of a page (`url` is its path and query): one URL per language with
 * its `?lang=`, and the URL without it as `x-default` (the language the visitor's browser or
 * cookie chooses).
 */
export function alternateLinkTags(url: string, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const links = LOCALES.map(
    (locale) =>
      `<link rel="alternate" hreflang="${locale}" href="${escapeAttribute(base + withLocaleQuery(url, locale))}">`,
  );
  links.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(base + withLocaleQuery(url, undefined))}">`,
  );
  return links.join('');
}

/** The language tags of an Accept-Language header in order of preference (`q`, then order). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((item, index) => {
      const [tag, ...params] = item.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((range) => range.tag !== '' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((range) => range.tag);
}

/** The loaded messages of `namespaces` in `locale`, for the page's data. */
export function messagesFor(
  namespaces: Iterable<string>,
  locale: Locale,
): Record<string, CompiledMessages> {
  const out: Record<string, CompiledMessages> = {};
  for (const namespace of namespaces) {
    const bundle = loadedMessages(namespace, locale);
    if (bundle) out[namespace] = bundle;
  }
  return out;
}

/** The page's language block as text: JSON, escaped for a script element. */
export const i18nStateText = (state: I18nState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
