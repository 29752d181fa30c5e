// Parts of an itinerary, named by where they sit in the contract's ItineraryDto, so they
// follow the DTO when it comes from the generated client.
import type { ItineraryDto } from '../../api/types';

export type { ItineraryDto, ItinerarySummaryDto, TripPlanRequestDto } from '../../api/types';

export type RecommendedHotel = ItineraryDto['recommendations']['hotels'][number];
export type RecommendedActivity = ItineraryDto['recommendations']['activities'][number];
export type PlanDay = ItineraryDto['dailyPlan'][number];
export type PlanStop = PlanDay['activities'][number];

/** What a link to a catalogue page says, from the page it goes to. */
export function detailLinkText(href: string): string {
  if (href.startsWith('/hotels/')) return 'View hotel';
  if (href.startsWith('/tours/')) return 'View tour';
  if (href.startsWith('/events/')) return 'View event';
  if (href.startsWith('/cars/')) return 'View car';
  return 'View details';
}

/** Only links inside the app are followed (the plan is data; a stray URL is not a link). */
export { isAppPath } from '@salone/router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Saved itineraries have uuid ids; anything else in the address is not one of them. */
export function isItineraryId(value: string): boolean {
  return UUID.test(value);
}
