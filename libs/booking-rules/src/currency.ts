/**
 * The currency prices are shown in (issue 30; docs/decisions/prices-shown-in-leones.md): the
 * visitor's choice, kept in the `salone_currency` cookie; without one, leones when the
 * browser's languages name Sierra Leone (a region `-SL`, such as `en-SL`, or Krio, `kri`),
 * US dollars otherwise. The server renders a page in it; the browser takes the page over in
 * the same one.
 */
export type ShownCurrency = 'USD' | 'SLE';

/** The cookie that keeps the visitor's choice: `SLE` or `USD`. */
export const CURRENCY_COOKIE = 'salone_currency';

/** The choice in a Cookie header (or `document.cookie`), or null when it holds none. */
export function currencyInCookies(cookies: string | undefined | null): ShownCurrency | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== CURRENCY_COOKIE) continue;
    const value = rest.join('=').trim().toUpperCase();
    if (value === 'SLE' || value === 'USD') return value;
  }
  return null;
}

/** Whether a language tag names Sierra Leone: Krio (`kri`) or any language of region SL. */
function namesSierraLeone(tag: string): boolean {
  const subtags = tag.trim().toLowerCase().split(/[-_]/);
  if (subtags[0] === 'kri') return true;
  // The region is the two-letter subtag after the language (and script): en-SL, fr-Latn-SL.
  return subtags.slice(1).some((subtag) => subtag === 'sl');
}

/**
 * The default for a visitor who has not chosen: from an Accept-Language header
 * (`en-SL,en;q=0.9`) or the browser's `navigator.languages`. Languages given with q=0 are
 * refused ones and do not count.
 */
export function defaultCurrency(
  languages: string | readonly string[] | undefined | null,
): ShownCurrency {
  const tags =
    typeof languages === 'string'
      ? languages
          .split(',')
          .filter((entry) => !/;\s*q\s*=\s*0(\.0*)?\s*$/i.test(entry))
          .map((entry) => entry.split(';')[0])
      : (languages ?? []);
  return tags.some((tag) => tag && namesSierraLeone(tag)) ? 'SLE' : 'USD';
}

/** The currency of a request: the cookie's choice, else the languages' default. */
export function shownCurrency(
  cookies: string | undefined | null,
  languages: string | readonly string[] | undefined | null,
): ShownCurrency {
  return currencyInCookies(cookies) ?? defaultCurrency(languages);
}
