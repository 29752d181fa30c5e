import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';
import { invalidField } from '../common/errors/domain.exception.js';

/** The rule (ruling 14): at least 8 characters, not blank, not a common password. */
export const PASSWORD_MIN_LENGTH = 8;
/** zxcvbn's score (0-4) a password must reach: 2 is "somewhat guardable" (~10^8 guesses). */
export const PASSWORD_MIN_SCORE = 2;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_BLANK =
  'Password cannot be blank or made only of spaces or control characters';
export const PASSWORD_TOO_EASY = 'This password is too easy to guess';

let zxcvbn: ZxcvbnFactory | undefined;
/** Built on first use: loading the dictionaries takes a moment and some memory. */
const estimator = (): ZxcvbnFactory =>
  (zxcvbn ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonWords, ...englishWords },
  }));

const sentence = (text: string) => text.trim().replace(/\.?$/, '.');

/**
 * Why `password` is refused, in plain words, or null when it is acceptable. `userInputs`
 * (the account's name and e-mail) count as guessable words.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  // Blank: nothing but white space, control or format characters.
  if (/^[\s\p{Cc}\p{Cf}]*$/u.test(password)) return PASSWORD_BLANK;
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]);
  const result = estimator().check(
    password,
    inputs.filter((word) => word.length >= 3),
  );
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const why = warning ? `: ${warning.charAt(0).toLowerCase()}${warning.slice(1)}` : '';
  return [sentence(`${PASSWORD_TOO_EASY}${why}`), ...suggestions.map(sentence)].join(' ');
}

/** 400 WEAK_PASSWORD on the `field` when `password` breaks the rule. */
export function assertPasswordAcceptable(
  password: string,
  userInputs: string[],
  field = 'password',
): void {
  const problem = passwordProblem(password, userInputs);
  if (problem) throw invalidField(field, problem, 'WEAK_PASSWORD');
}
