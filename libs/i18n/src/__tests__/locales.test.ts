import { detectLocale, localeFromAcceptLanguage } from '../locales';
import { acceptedLanguages, alternateLinkTags, withLocaleQuery } from '../server';

describe('detectLocale', () => {
  it("takes the URL's ?lang= first, then the salone_lang cookie, then Accept-Language", () => {
    expect(
      detectLocale({ query: '?lang=fr', cookie: 'salone_lang=kri', acceptLanguage: ['en'] }),
    ).toBe('fr');
    expect(
      detectLocale({
        query: '?sort=price',
        cookie: 'a=1; salone_lang=kri',
        acceptLanguage: ['fr'],
      }),
    ).toBe('kri');
    expect(
      detectLocale({
        query: '',
        cookie: 'a=1',
        acceptLanguage: acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.5'),
      }),
    ).toBe('fr');
    expect(detectLocale({})).toBe('en');
  });

  it('ignores a ?lang= or a cookie that is not one of ours', () => {
    expect(
      detectLocale({ query: '?lang=de', cookie: 'salone_lang=xx', acceptLanguage: ['kri'] }),
    ).toBe('kri');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('takes the first of ours in order of preference', () => {
    const fromHeader = (header: string) => localeFromAcceptLanguage(acceptedLanguages(header));
    expect(fromHeader('de-DE, fr;q=0.8, kri;q=0.9')).toBe('kri');
    expect(fromHeader('de, en-GB;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage(['fr-FR', 'en'])).toBe('fr');
    expect(fromHeader('de, es')).toBeUndefined();
    expect(fromHeader('fr;q=0, en')).toBe('en');
  });
});

describe('alternate URLs', () => {
  it('sets or removes ?lang=, keeping the rest of the query', () => {
    expect(withLocaleQuery('/hotels?sort=price', 'kri')).toBe('/hotels?sort=price&lang=kri');
    expect(withLocaleQuery('/hotels?lang=fr&sort=price', undefined)).toBe('/hotels?sort=price');
  });

  it('gives one hreflang link per language and the URL without ?lang= as x-default', () => {
    expect(alternateLinkTags('/hotels?sort=price&lang=fr', 'https://salone.sl')).toBe(
      '<link rel="alternate" hreflang="en" href="https://salone.sl/hotels?sort=price&amp;lang=en">' +
        '<link rel="alternate" hreflang="kri" href="https://salone.sl/hotels?sort=price&amp;lang=kri">' +
        '<link rel="alternate" hreflang="fr" href="https://salone.sl/hotels?sort=price&amp;lang=fr">' +
        '<link rel="alternate" hreflang="x-default" href="https://salone.sl/hotels?sort=price">',
    );
  });
});
