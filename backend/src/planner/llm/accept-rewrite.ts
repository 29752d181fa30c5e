import type { KnowledgeBase } from '../knowledge/types.js';
import type { TripPlan } from '../engine/types.js';

/**
 * Checks a language model's rewording of a plan's overview and tips. It is accepted only when
 * it is the JSON asked for and brings nothing new: no number that is not already in the plan,
 * and no name (a capitalised word inside a sentence, or a known place anywhere) that the plan
 * does not mention. Anything else is refused and the engine's own text stays.
 */

export interface Rewrite {
  overview: string;
  tips: string[];
}

const MAX_OVERVIEW = 1500;
const MAX_TIP = 400;
const MAX_TIPS = 15;

/** Capitalised words any English sentence may use. */
const COMMON_CAPITALISED = new Set(
  [
    'i',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
    'usd',
    'sle',
    'gmt',
    'ok',
  ].map((word) => word.toLowerCase()),
);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
  hundred: 100,
  thousand: 1000,
  million: 1_000_000,
};

const WORD = /[\p{L}][\p{L}'’-]*/gu;
const NUMBER = /\d+(?:[.,]\d+)*/g;

const numbersIn = (text: string): Set<string> =>
  new Set((text.match(NUMBER) ?? []).map((raw) => String(Number(raw.replace(/,/g, '')))));

const wordsIn = (text: string): Set<string> =>
  new Set((text.match(WORD) ?? []).map((word) => word.toLowerCase().replace(/[’']s$/, '')));

/** Every text of the plan a reader sees. */
function planText(plan: TripPlan): string {
  const parts: string[] = [plan.overview, ...plan.tips, ...plan.request.interests];
  parts.push(String(plan.totalEstimatedCost), String(plan.budgetLimit ?? ''));
  for (const hotel of plan.recommendations.hotels) {
    parts.push(hotel.name, hotel.reason, String(hotel.pricePerNight));
  }
  for (const item of plan.recommendations.activities) {
    parts.push(item.name, item.description, String(item.cost));
  }
  for (const day of plan.dailyPlan) {
    parts.push(String(day.day), day.date ?? '', String(day.totalDayCost));
    for (const row of day.activities) {
      parts.push(row.activity, row.location, row.notes ?? '', String(row.cost), row.time);
    }
  }
  return parts.join('\n');
}

/** Capitalised words of the knowledge base's place and region names (Bureh, Tacugama, ...). */
function placeWords(kb: KnowledgeBase): Set<string> {
  const names = [
    ...kb.places.flatMap((place) => [place.name, place.area]),
    ...kb.excursions.flatMap((excursion) => [excursion.name, excursion.area]),
    ...Object.values(kb.regions).map((region) => region.name),
  ];
  const words = new Set<string>();
  for (const name of names)
    for (const word of name.match(WORD) ?? [])
      if (/^\p{Lu}/u.test(word)) words.add(word.toLowerCase().replace(/[’']s$/, ''));
  return words;
}

export function parseRewrite(content: string): Rewrite | null {
  const trimmed = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { overview, tips } = parsed as Record<string, unknown>;
  if (typeof overview !== 'string' || !overview.trim() || overview.length > MAX_OVERVIEW)
    return null;
  if (!Array.isArray(tips) || tips.length === 0 || tips.length > MAX_TIPS) return null;
  if (!tips.every((tip) => typeof tip === 'string' && tip.trim() && tip.length <= MAX_TIP)) {
    return null;
  }
  return { overview: overview.trim(), tips: (tips as string[]).map((tip) => tip.trim()) };
}

/** Why a rewrite is refused, or null when it may replace the engine's text. */
export function rewriteProblem(plan: TripPlan, rewrite: Rewrite, kb: KnowledgeBase): string | null {
  const source = planText(plan);
  const allowedNumbers = numbersIn(source);
  const allowedWords = wordsIn(source);
  const places = placeWords(kb);
  for (const text of [rewrite.overview, ...rewrite.tips]) {
    if (/https?:|www\./i.test(text)) return 'it contains a link';
    for (const number of numbersIn(text)) {
      if (!allowedNumbers.has(number)) return `it mentions ${number}, which the plan does not`;
    }
    for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) {
      // Hyphenated words are read part by part ('twenty-five', 'Tokeh-side').
      const words = (sentence.match(WORD) ?? []).flatMap((word) => word.split('-').filter(Boolean));
      for (const [index, raw] of words.entries()) {
        const word = raw.toLowerCase().replace(/[’']s$/, '');
        // A known place the plan does not include is refused however it is written.
        if (places.has(word) && !allowedWords.has(word)) {
          return `it names ${raw}, which the plan does not`;
        }
        const value = NUMBER_WORDS[word];
        if (value !== undefined && !allowedWords.has(word) && !allowedNumbers.has(String(value))) {
          return `it mentions ${raw}, which the plan does not`;
        }
        if (!/^\p{Lu}/u.test(raw) || allowedWords.has(word) || COMMON_CAPITALISED.has(word))
          continue;
        // A capitalised word inside a sentence is a name; at its start, only a known place is.
        if (index > 0 || places.has(word)) return `it names ${raw}, which the plan does not`;
      }
    }
  }
  return null;
}
