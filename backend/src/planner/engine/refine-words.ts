import type { Interest } from '@salone/booking-rules';

/**
 * The requests in words the planner understands without a language model: a small
 * deterministic reading of the common ones, each mapped onto the plan's own edit operations
 * (docs/decisions/refining-without-a-model.md).
 */
export type RefineRequest =
  | { kind: 'lighter-day'; day: number }
  | { kind: 'fuller-day'; day: number }
  | { kind: 'pace'; direction: 'slower' | 'faster' }
  | { kind: 'more'; interest: Interest }
  | { kind: 'swap-days'; days: [number, number] }
  | { kind: 'rest-day'; day: number | null }
  | { kind: 'no-boats' }
  | { kind: 'cheaper-hotels' };

/** What the box says when the words are not understood. */
export const REFINE_HELP =
  'Sorry, we did not understand that. We can change: slower or faster days ("slower day 3"), more beaches, culture, wildlife, food, music, mountains, adventure or relaxation ("more beaches"), swap days ("swap days 2 and 3"), add a rest day, no boats, cheaper hotels.';

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
  'twenty-one': 21,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** Words for an interest, as a traveller says them. */
const INTEREST_WORDS: [RegExp, Interest][] = [
  [/\b(beach(es)?|sea ?side|swimming|the coast|sand)\b/, 'beaches'],
  [/\b(culture|cultural|history|historic(al)?|heritage|museums?|sights)\b/, 'culture'],
  [/\b(wildlife|animals?|chimps?|chimpanzees?|birds?|birding|nature)\b/, 'wildlife'],
  [/\b(food|eating|cuisine|restaurants?|local dishes)\b/, 'food'],
  [/\b(music|dancing|concerts?|live bands?|nightlife)\b/, 'music'],
  [/\b(mountains?|hills?|hik(e|es|ing)|treks?|trekking|walks?|walking)\b/, 'mountains'],
  [/\b(adventure|adventurous|action)\b/, 'adventure'],
  [/\b(relaxation|relaxing|downtime|chill(ing)?)\b/, 'relaxation'],
];

/** "Day 3", "day three", "the third day", "3rd day": the day number, or null. */
const WORD = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const DAY = String.raw`(?:day\s+(\d{1,2}|${WORD})\b|(\d{1,2})(?:st|nd|rd|th)?\s+day|(?:the\s+)?(${WORD})\s+day)`;

const dayNumber = (match: RegExpExecArray, from: number): number | null => {
  const raw = match[from] ?? match[from + 1] ?? match[from + 2];
  if (!raw) return null;
  if (/^\d+$/.test(raw)) return Number(raw);
  return NUMBER_WORDS[raw] ?? null;
};

const SLOWER = String.raw`(?:too busy|too packed|too full|too rushed|too much|slower|lighter|easier|calmer|quieter|less busy|less packed|less rushed|more relaxed|more relaxing|emptier|shorter)`;
const FASTER = String.raw`(?:faster|busier|fuller|more packed|more active|longer|more to do)`;

/** Where a message's requests part: punctuation, "then", "also", "and" unless a day follows. */
const CLAUSE_BREAK = new RegExp(
  String.raw`[.;,!?\n]+|\bthen\b|\balso\b|\band\b(?!\s*(?:day\s*)?(?:\d|(?:${WORD})\b|the\b))`,
);

/** The parts of a message that each ask for one thing ("and" joins days in a swap). */
function clauses(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((part) => part.trim())
    .filter(Boolean);
}

function readClause(clause: string): RefineRequest | null {
  let match: RegExpExecArray | null;

  // Swap two days.
  match = new RegExp(
    String.raw`\b(?:swap|switch|exchange|trade|reverse|flip)\b.*?\bdays?\s+(\d{1,2}|[a-z]+)\s*(?:and|with|&|for)\s*(?:day\s+)?(\d{1,2}|[a-z]+)\b`,
  ).exec(clause);
  if (match) {
    const a = /^\d+$/.test(match[1]) ? Number(match[1]) : NUMBER_WORDS[match[1]];
    const b = /^\d+$/.test(match[2]) ? Number(match[2]) : NUMBER_WORDS[match[2]];
    if (a && b) return { kind: 'swap-days', days: [a, b] };
  }

  // No boats.
  if (
    /\b(seasick|sea-sick)\b/.test(clause) ||
    /\b(no|without|avoid|skip|drop|remove|fewer|less|not|don'?t|do not|hate|instead of)\b.*\b(boats?|boat trips?|sea trips?|water taxis?|islands?|canoes?|ferr(?:y|ies)|sailing)\b/.test(
      clause,
    )
  ) {
    return { kind: 'no-boats' };
  }

  // Cheaper hotels.
  if (
    /\b(cheaper|less expensive|lower[- ]cost|inexpensive|budget|cheapest|more affordable)\b.*\b(hotels?|rooms?|lodging|lodges?|accommodation|stays?|places to sleep)\b/.test(
      clause,
    ) ||
    /\b(hotels?|rooms?|lodging|accommodation)\b.*\b(cheaper|less expensive|too expensive|too dear|cost less)\b/.test(
      clause,
    )
  ) {
    return { kind: 'cheaper-hotels' };
  }

  // A rest day (on a given day, or wherever it fits best).
  if (
    /\b(rest|free|lazy|off|beach)\s+day\b|\bday\s+off\b|\bday of rest\b|\bbreak day\b/.test(clause)
  ) {
    if (!/\bbeach\s+day\b/.test(clause) || /\b(rest|free|lazy)\b/.test(clause)) {
      match = new RegExp(`(?:on|make|for|turn)\\s+${DAY}`).exec(clause);
      const on = match ? dayNumber(match, 1) : null;
      return { kind: 'rest-day', day: on };
    }
  }

  // A lighter or fuller day.
  for (const [words, kind] of [
    [SLOWER, 'lighter-day'],
    [FASTER, 'fuller-day'],
  ] as const) {
    match =
      new RegExp(`\\b${words}\\b.*?\\b${DAY}`).exec(clause) ??
      new RegExp(`\\b${DAY}\\b.*?\\b${words}\\b`).exec(clause);
    if (match) {
      const day = dayNumber(match, 1);
      if (day !== null) return { kind, day };
    }
  }
  if (/\bless\b.*\bon\s+day\b/.test(clause)) {
    match = new RegExp(DAY).exec(clause);
    const day = match ? dayNumber(match, 1) : null;
    if (day !== null) return { kind: 'lighter-day', day };
  }

  // More of an interest.
  if (/\b(more|extra|add|another|additional|lots of|plenty of)\b/.test(clause)) {
    for (const [words, interest] of INTEREST_WORDS)
      if (words.test(clause)) return { kind: 'more', interest };
  }

  // The whole trip slower or faster.
  if (
    new RegExp(`\\b${SLOWER}\\b|\\bslow (it )?down\\b|\\btoo (busy|much|packed|rushed)\\b`).test(
      clause,
    )
  )
    return { kind: 'pace', direction: 'slower' };
  if (new RegExp(`\\b${FASTER}\\b|\\bspeed (it )?up\\b|\\btoo (slow|empty|quiet)\\b`).test(clause))
    return { kind: 'pace', direction: 'faster' };

  return null;
}

/**
 * Reads a traveller's words into the changes they ask for, in their order. `understood` is
 * empty when nothing was recognised; `unread` lists the parts that were not.
 */
export function readRefinement(message: string): {
  understood: RefineRequest[];
  unread: string[];
} {
  const text = message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');
  const understood: RefineRequest[] = [];
  const unread: string[] = [];
  for (const clause of clauses(text)) {
    const request = readClause(clause);
    if (!request) {
      unread.push(clause);
      continue;
    }
    const same = understood.some((seen) => JSON.stringify(seen) === JSON.stringify(request));
    if (!same) understood.push(request);
  }
  return { understood, unread };
}
