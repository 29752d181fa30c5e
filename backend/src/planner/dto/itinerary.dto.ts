import type { RegionId } from '../knowledge/types.js';
import type { ActivityKind, PlannedDayKind, PlanSource, RowCategory } from '../engine/types.js';
import type { Budget, Duration, Interest, Pace } from '@salone/booking-rules';

/** Who travels. */
export class ItineraryPartyDto {
  /** @example 2 */
  adults: number;
  /** @example [7] */
  childrenAges: number[];
}

/** The request a plan was made for, as the planner understood it. */
export class ItineraryRequestDto {
  /** @example "500-1000" */
  budget: Budget;
  /** @example "4-7-days" */
  duration: Duration;
  /** @example ["beaches", "food"] */
  interests: Interest[];
  /**
   * First day, YYYY-MM-DD; null when no dates were given.
   * @example "2026-12-12"
   */
  startDate: string | null;
  /**
   * Last day, YYYY-MM-DD; null when no end date was given.
   * @example "2026-12-16"
   */
  endDate: string | null;
  party: ItineraryPartyDto;
  /** @example "balanced" */
  pace: Pace;
}

/** A hotel of the catalogue the plan stays at. */
export class RecommendedHotelDto {
  /** @example "Lumley Palms Resort" */
  name: string;
  /**
   * Why this hotel: stars, area, room and price, nights, and how it suits the interests.
   * @example "4-star hotel at 14 Lumley Beach Road, Lumley, Freetown: Standard Double at $125 a night for your 2 nights in Freetown. The best-rated of our hotels there that your budget allows. It has beach access and a swimming pool, good for beaches and relaxation."
   */
  reason: string;
  /** @example 2 */
  hotelId: number;
  /**
   * The hotel's page in the web app, to book it.
   * @example "/hotels/2"
   */
  href: string;
  /**
   * The hotel's page with its booking dialog open and the plan's dates, guests and room filled
   * in; null without dates.
   * @example "/hotels/2?checkIn=2026-12-12&checkOut=2026-12-14&guests=1&room=5&book=1"
   */
  bookingHref: string | null;
  /**
   * The room's nightly price, US dollars (free for all the nights, on a dated plan).
   * @example 125
   */
  pricePerNight: number;
  /** @example "Standard Double" */
  roomType: string;
  /**
   * Rooms of that type the party needs.
   * @example 1
   */
  rooms: number;
  /** @example 2 */
  nights: number;
}

/** Something to do or book: a tour, an event, a place, or a way of getting around. */
export class RecommendedActivityDto {
  /** @example "River No. 2 & Tokeh Beach Day" */
  name: string;
  /**
   * What it is and why it is in the plan, from the catalogue or the knowledge base.
   * @example "Full day (8 hours), easy guided tour on the Peninsula beaches: $60 per person (shared). Suits your interest in beaches and food."
   */
  description: string;
  /**
   * tour and event: bookable in the catalogue; place: free or paid on the spot; transport:
   * a car of the catalogue or a crossing, taxi or bus.
   * @example "tour"
   */
  kind: ActivityKind;
  /**
   * The tour, event or car's page in the web app; null for places and public transport.
   * @example "/tours/6"
   */
  href: string | null;
  /**
   * The page with its booking dialog open and the plan's date and party filled in.
   * @example "/tours/6?date=2026-12-13&participants=1&type=shared&book=1"
   */
  bookingHref: string | null;
  /**
   * What it costs in this plan for the whole party (all uses), US dollars.
   * @example 60
   */
  cost: number;
}

/** Another thing to do at the same time of the same day, to swap in. */
export class AlternativeDto {
  /** @example "place:lakka-beach" */
  key: string;
  /** @example "Lakka Beach" */
  activity: string;
  /** @example "Lakka, Western Area Peninsula" */
  location: string;
  /** @example 0 */
  cost: number;
  notes: string | null;
}

/** The road travelled on a day, for the map. */
export class DayTravelDto {
  /**
   * [longitude, latitude].
   * @example [-13.234, 8.484]
   */
  from: number[];
  /** @example [-11.738, 7.964] */
  to: number[];
  /** @example "Freetown" */
  fromName: string;
  /** @example "Bo" */
  toName: string;
  /**
   * Hours on the road (or the crossing).
   * @example 4
   */
  hours: number;
}

/** The total by category, US dollars. */
export class BudgetBreakdownDto {
  /** @example 450 */
  lodging: number;
  /** @example 120 */
  transport: number;
  /** @example 140 */
  activities: number;
  /** @example 83 */
  food: number;
  /**
   * What the plan aims to cost at most: 90% of the budget's limit, keeping about a tenth of it
   * spare; absent for a budget without an upper limit.
   * @example 900
   */
  aim?: number;
  /**
   * What the plan leaves of the budget's limit; absent for a budget without an upper limit.
   * @example 207
   */
  spare?: number;
}

export class ItineraryRecommendationsDto {
  hotels: RecommendedHotelDto[];
  activities: RecommendedActivityDto[];
}

/** One line of a day: an activity, a journey, the meals, or the night. */
export class PlannedActivityDto {
  /**
   * Local time (GMT), HH:MM.
   * @example "09:00"
   */
  time: string;
  /** @example "River No. 2 & Tokeh Beach Day" */
  activity: string;
  /** @example "River No. 2 and Tokeh beaches, Western Area Peninsula" */
  location: string;
  /** @example "Full day (8 hours), easy; shared tour, $60 per person." */
  notes: string | null;
  /**
   * US dollars, for the whole party.
   * @example 60
   */
  cost: number;
  /**
   * The hotel, tour, event or car's page in the web app, when there is one.
   * @example "/tours/6"
   */
  href: string | null;
  /**
   * That page with its booking dialog open and the plan's dates filled in (dated plans).
   * @example "/tours/6?date=2026-12-13&participants=1&type=shared&book=1"
   */
  bookingHref: string | null;
  /**
   * activity, transport, food or lodging (the budget breakdown's categories), or rest.
   * @example "activity"
   */
  category: RowCategory;
  /**
   * What it is, for swaps and locks: 'tour:6', 'event:3', 'place:lakka-beach',
   * 'excursion:tiwai'; null for transport, meals and nights.
   * @example "tour:6"
   */
  key: string | null;
  /**
   * Kept when the day is regenerated or the pace changes.
   * @example false
   */
  locked: boolean;
  /** Things to do that could take its place (up to 3); empty when it cannot be swapped. */
  alternatives: AlternativeDto[];
  /**
   * [longitude, latitude] when known.
   * @example [-13.2, 8.34]
   */
  coords: number[] | null;
  /**
   * How long it takes, minutes; null for meals, local transport and nights.
   * @example 180
   */
  durationMinutes: number | null;
}

export class PlannedDayDto {
  /**
   * 1-based.
   * @example 1
   */
  day: number;
  /**
   * YYYY-MM-DD when the trip has dates.
   * @example "2026-12-12"
   */
  date: string | null;
  /** @example "Freetown: Tacugama Chimpanzee Sanctuary Visit" */
  title: string;
  /**
   * arrival, explore, rest, transfer, excursion, departure, or arrival-departure (a one-day trip).
   * @example "explore"
   */
  kind: PlannedDayKind;
  /**
   * Where the day is spent.
   * @example "freetown"
   */
  region: RegionId;
  /**
   * Sum of the day's lines, US dollars.
   * @example 188
   */
  totalDayCost: number;
  /** The road (or crossing) of the day, for the map; null when the day stays put. */
  travel: DayTravelDto | null;
  activities: PlannedActivityDto[];
}

/** A saved itinerary: every hotel, tour, event and price in it comes from the catalogue. */
export class ItineraryDto {
  /** @example "3b6f1e2a-9c4d-4e8f-a1b2-c3d4e5f60718" */
  id: string;
  /**
   * When it was made, ISO 8601.
   * @example "2026-11-25T10:00:00.000Z"
   */
  createdAt: string;
  request: ItineraryRequestDto;
  /** @example "A 5-day trip for beaches and food: 2 days in Freetown, then 3 days on the Peninsula beaches. You stay at Lumley Palms Resort and Estuary Beach Lodge, with 1 guided tour. The estimated total is $793 for one traveller, within your $500 - $1000 budget." */
  overview: string;
  /**
   * Everything in the plan for one traveller, US dollars.
   * @example 793
   */
  totalEstimatedCost: number;
  /**
   * The top of the budget band, US dollars; null for $2000+.
   * @example 1000
   */
  budgetLimit: number | null;
  /**
   * False when even the cheapest plan costs more than the band allows (the tips say so).
   * @example true
   */
  withinBudget: boolean;
  breakdown: BudgetBreakdownDto;
  recommendations: ItineraryRecommendationsDto;
  dailyPlan: PlannedDayDto[];
  /** @example ["This plan comes to $793, leaving $207 of your $1,000 budget for souvenirs, tips and surprises."] */
  tips: string[];
  /** @example ["Banana Islands goes out on the open sea, which is not safe from July to September: if you travel then, swap it for something on land."] */
  warnings: string[];
  /**
   * Practical advice every plan carries: the yellow fever certificate and malaria, a local SIM
   * with Orange Money or Afrimoney, and cash.
   * @example ["Carry your yellow fever vaccination certificate: it is checked on arrival. Malaria is present all year: take antimalarial tablets as your doctor advises, sleep under a net and use repellent from dusk."]
   */
  practical: string[];
  /**
   * engine: written by the planner itself; engine+llm: overview and tips reworded by the
   * configured language model (never its places or prices).
   * @example "engine"
   */
  source: PlanSource;
  /**
   * The read-only share link's token while sharing is on (owner only); null otherwise.
   * @example null
   */
  shareToken: string | null;
  /**
   * The plan can be refined in words: always true, as the common requests need no language
   * model (a configured one widens what is understood).
   * @example true
   */
  canRefine: boolean;
}

/** What a request in words changed. */
export class RefineResultDto {
  itinerary: ItineraryDto;
  /** @example ["Planned day 3 again", "Changed the pace to relaxed"] */
  changes: string[];
  /** @example "Day 3 is lighter now." */
  reply: string;
}

/** A plan opened from a share link: read-only, without its owner's details. */
export class SharedItineraryDto extends ItineraryDto {}

/** A saved itinerary in the list of the traveller's plans. */
export class ItinerarySummaryDto {
  /** @example "3b6f1e2a-9c4d-4e8f-a1b2-c3d4e5f60718" */
  id: string;
  /** @example "2026-11-25T10:00:00.000Z" */
  createdAt: string;
  /**
   * The start of the overview, at most about 160 characters.
   * @example "A 5-day trip for beaches and food: 2 days in Freetown, then 3 days on the Peninsula beaches. You stay at Lumley Palms Resort and Estuary Beach Lodge, with…"
   */
  overview: string;
  /** @example 793 */
  totalEstimatedCost: number;
  /**
   * Length of the trip in days.
   * @example 5
   */
  days: number;
  request: ItineraryRequestDto;
}
