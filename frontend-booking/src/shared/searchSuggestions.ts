import { distance } from 'fastest-levenshtein';

/** What a list's item offers to suggest a search from: its name and where it is. */
export interface Searchable {
  name: string;
  /** A place the server's search also reads (a town, a location, an address). */
  place: string;
}

/**
 * Text folded for comparing: lower case, accents dropped, Krio's ɛ, ɔ and ŋ read as e, o and
 * ng (as the help centre's search folds it), so 'fritong' finds 'Fritɔŋ'.
 */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ɛ/g, 'e')
    .replace(/ɔ/g, 'o')
    .replace(/ŋ/g, 'ng');

const wordsOf = (text: string): string[] =>
  text.split(/[^\p{L}\p{N}']+/u).filter((word) => word.length > 0);

/** How many letters a word of this length may have wrong and still be suggested. */
const tolerance = (length: number): number => (length <= 4 ? 1 : 2);

/**
 * Searches close to `search` that the catalogue would answer: a word typed with a letter or
 * two wrong ('lumly', 'tacugamma') is replaced by the catalogue's word nearest to it. Every
 * suggestion appears in some item's name or place, so searching it finds at least that item.
 * At most `limit`, nearest first.
 */
export function didYouMean(search: string, items: readonly Searchable[], limit = 3): string[] {
  const texts = items.flatMap((item) => [item.name, item.place]);
  const folded = texts.map(fold);
  // Each word of the catalogue once, folded, with how it is written and how often.
  const vocabulary = new Map<string, { written: string; count: number }>();
  for (const text of texts)
    for (const word of wordsOf(text)) {
      const key = fold(word);
      if (key.length < 3) continue;
      const known = vocabulary.get(key);
      if (known) known.count += 1;
      else vocabulary.set(key, { written: word, count: 1 });
    }
  const typed = wordsOf(fold(search));
  if (typed.length === 0) return [];

  const nearest = (word: string) =>
    [...vocabulary.entries()]
      .map(([key, entry]) => ({ key, entry, far: distance(word, key) }))
      .filter(({ key, far }) => far > 0 && far <= tolerance(word.length) && key !== word)
      .sort((a, b) => a.far - b.far || b.entry.count - a.entry.count);

  const found = (phrase: string) => folded.some((text) => text.includes(fold(phrase)));

  if (typed.length === 1) {
    return nearest(typed[0])
      .filter(({ entry }) => found(entry.written))
      .slice(0, limit)
      .map(({ entry }) => entry.written);
  }
  // Several words: each one the catalogue does not know is replaced by its nearest word.
  let changed = false;
  const phrase: string[] = [];
  for (const word of typed) {
    if ([...vocabulary.keys()].some((key) => key.includes(word))) {
      phrase.push(word);
      continue;
    }
    const [best] = nearest(word);
    if (!best) return [];
    phrase.push(best.entry.written);
    changed = true;
  }
  const suggestion = phrase.join(' ');
  return changed && found(suggestion) ? [suggestion] : [];
}

/**
 * The towns most of the catalogue's items are in (the last part of an item's place), most
 * first: searches that find something, offered when a search finds nothing.
 */
export function popularPlaces(
  items: readonly Searchable[],
  except: string | undefined,
  limit = 3,
): string[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const town = item.place.split(',').pop()?.trim();
    if (town) counts.set(town, (counts.get(town) ?? 0) + 1);
  }
  const skip = except ? fold(except.trim()) : '';
  return [...counts.entries()]
    .filter(([town]) => fold(town) !== skip)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([town]) => town);
}
