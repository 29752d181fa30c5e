import type { Interest } from '@salone/booking-rules';
import { KNOWLEDGE } from '../knowledge/index.js';
import type { KnowledgeBase } from '../knowledge/types.js';
import { interestsInText } from './matching.js';
import type { PlannedActivity, PlannedDay } from './types.js';

/** What the refine requests need to know of a line of a plan (or one of its alternatives). */
export interface LineFacts {
  key: string | null;
  activity: string;
  location: string;
  notes: string | null;
}

const BOAT_WORDS = /\b(boats?|boatmen|canoes?|island|islands|snorkel\w*|cruise|kayak\w*|ferry)\b/i;

/** The interests a line serves: a guide's place by its entry, a tour or event by its words. */
export function lineInterests(line: LineFacts, kb: KnowledgeBase = KNOWLEDGE): Interest[] {
  if (line.key?.startsWith('place:')) {
    const place = kb.places.find((p) => `place:${p.id}` === line.key);
    if (place) return place.interests;
  }
  return interestsInText(`${line.activity} ${line.location} ${line.notes ?? ''}`);
}

/** A line that goes out on a boat (the sea, an island, a river by canoe). */
export function isBoatLine(line: LineFacts, kb: KnowledgeBase = KNOWLEDGE): boolean {
  if (line.key?.startsWith('place:')) {
    const place = kb.places.find((p) => `place:${p.id}` === line.key);
    if (place) return !!place.sea || BOAT_WORDS.test(`${place.name} ${place.area}`);
  }
  return BOAT_WORDS.test(`${line.activity} ${line.location} ${line.notes ?? ''}`);
}

/** The guide's places that go out by boat: kept out of days planned after "no boats". */
export const boatPlaceKeys = (kb: KnowledgeBase = KNOWLEDGE): string[] =>
  kb.places
    .filter((place) =>
      isBoatLine({ key: `place:${place.id}`, activity: '', location: '', notes: null }, kb),
    )
    .map((place) => `place:${place.id}`);

/** The things to do of a day (not journeys, meals, nights or rest). */
export const sightsOf = (day: PlannedDay): PlannedActivity[] =>
  day.activities.filter((line) => line.category === 'activity' && line.key !== null);

/** How many things to do of the plan serve an interest. */
export const countInterest = (days: PlannedDay[], interest: Interest): number =>
  days.reduce(
    (sum, day) =>
      sum + sightsOf(day).filter((line) => lineInterests(line).includes(interest)).length,
    0,
  );
