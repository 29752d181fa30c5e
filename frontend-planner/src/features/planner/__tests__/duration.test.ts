import { formatMessage, type CompiledMessages, type Locale } from '@salone/i18n';
import { formatDuration, type DurationWords } from '../format';
import en from '../../../messages/en.json';
import kri from '../../../messages/kri.json';
import fr from '../../../messages/fr.json';

/** The catalogue's words, compiled and written as the page writes them. */
const wordsOf =
  (locale: Locale, catalogue: unknown): DurationWords =>
  (key, values) =>
    formatMessage('planner', locale, catalogue as CompiledMessages, key, values);

describe('the drive times of a plan', () => {
  it.each([
    [0.75, '45 min'],
    [0.25, '15 min'],
    [1, '1 h'],
    [1.5, '1 h 30 min'],
    [4.5, '4 h 30 min'],
    [2.05, '2 h 3 min'],
    [0.999, '1 h'],
  ])('%s hours reads "%s"', (hours, text) => {
    expect(formatDuration(hours, wordsOf('en', en))).toBe(text);
  });

  it('is written in Krio and French through their catalogues', () => {
    expect(formatDuration(1.5, wordsOf('kri', kri))).toBe('1 awa 30 minit');
    expect(formatDuration(0.75, wordsOf('kri', kri))).toBe('45 minit');
    expect(formatDuration(1.5, wordsOf('fr', fr))).toBe('1 h 30 min');
  });
});
