import { currencyInCookies, defaultCurrency, shownCurrency } from './index.js';

describe('the currency prices are shown in', () => {
  it('is the choice in the salone_currency cookie', () => {
    expect(currencyInCookies('salone_currency=SLE')).toBe('SLE');
    expect(currencyInCookies('a=1; salone_currency=USD; b=2')).toBe('USD');
    expect(currencyInCookies('salone_currency=sle')).toBe('SLE');
    expect(currencyInCookies('salone_currency=EUR')).toBeNull();
    expect(currencyInCookies('other_salone_currency=SLE')).toBeNull();
    expect(currencyInCookies('')).toBeNull();
    expect(currencyInCookies(undefined)).toBeNull();
  });

  it('defaults to leones when a language names Sierra Leone, dollars otherwise', () => {
    expect(defaultCurrency('en-SL,en;q=0.9')).toBe('SLE');
    expect(defaultCurrency('fr-FR,fr;q=0.9,en-SL;q=0.5')).toBe('SLE');
    expect(defaultCurrency('kri')).toBe('SLE');
    expect(defaultCurrency('kri-Latn')).toBe('SLE');
    expect(defaultCurrency(['en-US', 'en-SL'])).toBe('SLE');
    expect(defaultCurrency('en-US,en;q=0.9')).toBe('USD');
    // Slovenian (sl) is a language, not the region SL.
    expect(defaultCurrency('sl,sl-SI;q=0.8')).toBe('USD');
    expect(defaultCurrency('en-GB')).toBe('USD');
    // A language the browser refuses (q=0) names nothing.
    expect(defaultCurrency('en-US,en-SL;q=0')).toBe('USD');
    expect(defaultCurrency('')).toBe('USD');
    expect(defaultCurrency(undefined)).toBe('USD');
  });

  it('takes the cookie over the languages', () => {
    expect(shownCurrency('salone_currency=USD', 'en-SL')).toBe('USD');
    expect(shownCurrency('salone_currency=SLE', 'en-US')).toBe('SLE');
    expect(shownCurrency(undefined, 'en-SL')).toBe('SLE');
    expect(shownCurrency('salone_currency=junk', 'en-US')).toBe('USD');
  });
});
