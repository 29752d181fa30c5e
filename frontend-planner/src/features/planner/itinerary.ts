// Parts of an itinerary, named by where they sit in the contract's ItineraryDto, so they
// follow the DTO when it comes from the generated client.
import type { ItineraryDto } from '../../api/types';

export type { ItineraryDto, ItinerarySummaryDto, TripPlanRequestDto } from '../../api/types';

export type RecommendedHotel = ItineraryDto['recommendations']['hotels'][number];
export type RecommendedActivity = ItineraryDto['recommendations']['activities'][number];
export type PlanDay = ItineraryDto['dailyPlan'][number];
export type PlanStop = PlanDay['activities'][number];

/** The message of what a link to a catalogue page says ('View hotel'), from the page it goes to. */
export function detailLinkKey(
  href: string,
): `link.${'hotel' | 'tour' | 'event' | 'car' | 'details'}` {
  if (href.startsWith('/hotels/')) return 'link.hotel';
  if (href.startsWith('/tours/')) return 'link.tour';
  if (href.startsWith('/events/')) return 'link.event';
  if (href.startsWith('/cars/')) return 'link.car';
  return 'link.details';
}

/** Only links inside the app are followed (the plan is data; a stray URL is not a link). */
export { isAppPath } from '@salone/router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Saved itineraries have uuid ids; anything else in the address is not one of them. */
export function isItineraryId(value: string): boolean {
  return UUID.test(value);
}
