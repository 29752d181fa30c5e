// The form's messages in the page's language. The checks (the form's schema and the trip-date
// rules the server shares) write English, the spec's words; each is known here by its text.
import {
  DURATION_LABELS,
  DURATIONS,
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_TRIP_DAYS,
  TRIP_DATE_MESSAGES,
  type Duration,
} from '@salone/booking-rules';
import type { Translate } from '@salone/i18n';
import type { PlannerKey } from '../../i18n';
import { PLAN_FORM_MESSAGES } from './planForm';

type Message = [PlannerKey, Record<string, number>?];

const KNOWN: ReadonlyMap<string, Message> = new Map<string, Message>([
  [PLAN_FORM_MESSAGES.budget, ['error.budget']],
  [PLAN_FORM_MESSAGES.duration, ['error.duration']],
  [PLAN_FORM_MESSAGES.interests, ['error.interests']],
  [PLAN_FORM_MESSAGES.adults, ['error.adults', { max: MAX_ADULTS }]],
  [PLAN_FORM_MESSAGES.children, ['error.children', { max: MAX_CHILDREN }]],
  [PLAN_FORM_MESSAGES.childAge, ['error.childAge', { max: MAX_CHILD_AGE }]],
  [TRIP_DATE_MESSAGES.endWithoutStart, ['error.endWithoutStart']],
  [TRIP_DATE_MESSAGES.startNotADate, ['error.startNotADate']],
  [TRIP_DATE_MESSAGES.startInPast, ['error.startInPast']],
  [TRIP_DATE_MESSAGES.startTooFar, ['error.startTooFar']],
  [TRIP_DATE_MESSAGES.endNotADate, ['error.endNotADate']],
  [TRIP_DATE_MESSAGES.endBeforeStart, ['error.endBeforeStart']],
  [TRIP_DATE_MESSAGES.tooLong, ['error.tooLong', { max: MAX_TRIP_DAYS }]],
]);

const durationOf = (label: string): Duration | undefined =>
  DURATIONS.find((duration) => DURATION_LABELS[duration] === label);

const LENGTH_MISMATCH =
  /^Your dates make a (\d+)-day trip, but you chose (.+)\. Change the dates or choose (.+)\.$/;

/** `message` of the form's checks in the page's language; a message not known here as it is. */
export function formErrorText(
  message: string | undefined,
  t: Translate<PlannerKey>,
): string | undefined {
  if (!message) return message;
  const known = KNOWN.get(message);
  if (known) return t(known[0], known[1]);
  const mismatch = LENGTH_MISMATCH.exec(message);
  if (mismatch) {
    const days = Number(mismatch[1]);
    const chosen = durationOf(mismatch[2]);
    const fits = durationOf(mismatch[3]);
    // Only the rule's own message, written again from its parts.
    if (chosen && fits && TRIP_DATE_MESSAGES.lengthMismatch(days, chosen, fits) === message) {
      return t('error.lengthMismatch', {
        days,
        chosen: t(`duration.${chosen}`),
        fits: t(`duration.${fits}`),
      });
    }
  }
  return message;
}
