import type { Interest } from '@salone/booking-rules';
import type { KnowledgeBase, RegionId } from '../knowledge/types.js';
import type { SnapshotEvent, SnapshotTour } from './types.js';

/** Words in a tour's title, description or activities that show it suits an interest. */
const TOUR_KEYWORDS: Record<Interest, string[]> = {
  beaches: ['beach', 'snorkel', 'sand', 'swim'],
  mountains: ['mountain', 'summit', 'trek', 'peak', 'hike', 'hills'],
  culture: ['history', 'heritage', 'fort', 'museum', 'village', 'craft', 'culture', 'cultural'],
  adventure: ['trek', 'hike', 'snorkel', 'canoe', 'expedition', 'summit', 'boat'],
  food: ['food', 'cook', 'cuisine', 'seafood', 'palm wine'],
  wildlife: ['wildlife', 'chimpanzee', 'primate', 'bird', 'hippo', 'monkey', 'elephant'],
  music: ['music', 'drum', 'dance', 'concert', 'band'],
  relaxation: ['beach', 'relax', 'sunset', 'spa', 'lagoon'],
};

/** Event categories and the interests they serve. */
const EVENT_INTERESTS: Record<string, Interest[]> = {
  music: ['music'],
  food: ['food'],
  cultural: ['culture'],
  festival: ['culture', 'music'],
  sports: ['adventure'],
};

/** Tours this demanding only suit travellers who asked for mountains or adventure. */
const HARD_DIFFICULTIES = new Set(['challenging', 'difficult']);

/** The region of a catalogue item: a remote place named in its location wins over its city. */
export function regionOf(kb: KnowledgeBase, city: string, location: string): RegionId | undefined {
  const text = `${location} ${city}`.toLowerCase();
  const regions = Object.values(kb.regions);
  const remote = regions.find(
    (region) => region.kind === 'remote' && region.aliases.some((alias) => text.includes(alias)),
  );
  if (remote) return remote.id;
  const byCity = regions.find((region) => region.catalogueCities.includes(city));
  if (byCity) return byCity.id;
  return regions.find((region) => region.aliases.some((alias) => text.includes(alias)))?.id;
}

/**
 * The region a meeting or pickup point lies in: the region whose name or place words come
 * first in the text ('Kent jetty' is on the Peninsula, 'Your hotel in Freetown' in Freetown).
 */
export function placeRegionOf(kb: KnowledgeBase, text: string): RegionId | undefined {
  const lower = text.toLowerCase();
  let found: { region: RegionId; at: number } | undefined;
  for (const region of Object.values(kb.regions)) {
    const words = [...region.aliases, ...region.catalogueCities.map((city) => city.toLowerCase())];
    for (const word of words) {
      const at = lower.search(new RegExp(`\\b${word.replace(/[.]/g, '\\.')}\\b`));
      if (at >= 0 && (!found || at < found.at)) found = { region: region.id, at };
    }
  }
  return found?.region;
}

/** Where a tour starts: its meeting point's region, else the region of its city and location. */
export const tourStartRegion = (kb: KnowledgeBase, tour: SnapshotTour): RegionId | undefined =>
  (tour.meetingPoint ? placeRegionOf(kb, tour.meetingPoint) : undefined) ??
  regionOf(kb, tour.city, tour.location);

/** Interests of the traveller a tour serves, in the order they were asked for. */
export function tourInterests(tour: SnapshotTour, interests: Interest[]): Interest[] {
  const text = [tour.title, tour.description, ...tour.includedActivities].join(' ').toLowerCase();
  const matched = interests.filter((interest) =>
    TOUR_KEYWORDS[interest].some((word) => text.includes(word)),
  );
  if (matched.length === 0) return [];
  if (
    HARD_DIFFICULTIES.has(tour.difficulty) &&
    !interests.includes('mountains') &&
    !interests.includes('adventure')
  ) {
    return [];
  }
  return matched;
}

/** Every interest whose words a text (a tour's title and notes) uses. */
export const interestsInText = (text: string): Interest[] => {
  const lower = text.toLowerCase();
  return (Object.keys(TOUR_KEYWORDS) as Interest[]).filter((interest) =>
    TOUR_KEYWORDS[interest].some((word) => lower.includes(word)),
  );
};

export const eventInterests = (event: SnapshotEvent, interests: Interest[]): Interest[] =>
  (EVENT_INTERESTS[event.category] ?? []).filter((interest) => interests.includes(interest));

/** Length of a tour read from its free-text duration. */
export function tourLength(duration: string): { days: number; hours: number } {
  const text = duration.toLowerCase();
  const days = /(\d+)\s*(days?|nights?)/.exec(text);
  if (days && Number(days[1]) >= 2) return { days: Number(days[1]), hours: 24 };
  const hours = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h)\b/.exec(text);
  if (hours) return { days: 1, hours: Number(hours[1]) };
  return { days: 1, hours: /half/.test(text) ? 4 : 8 };
}

/** Lower-case keys of knowledge-base places this catalogue text covers. */
export function coverKeysIn(kb: KnowledgeBase, text: string): string[] {
  const lower = text.toLowerCase();
  const keys = new Set<string>();
  for (const place of kb.places)
    for (const key of place.coverKeys ?? []) if (lower.includes(key)) keys.add(key);
  return [...keys].sort();
}
