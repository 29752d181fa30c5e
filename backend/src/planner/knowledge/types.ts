import type { Interest } from '@salone/booking-rules';

/**
 * The curated knowledge base: places and practical facts the catalogue does not hold. Every
 * non-catalogue place, price and travel time in a plan comes from here. Money is whole US
 * dollars as a traveller would quote it; the engine works in cents.
 */

export type RegionId =
  | 'freetown'
  | 'peninsula'
  | 'bo'
  | 'kenema'
  | 'makeni'
  | 'tiwai'
  | 'outamba'
  | 'bintumani'
  | 'kabala';

/**
 * coastal: Freetown and the beaches, within reach of the airport water taxi.
 * town: up-country towns with hotels, where the traveller sleeps.
 * remote: reached only on an excursion of several days from a gateway town.
 */
export type RegionKind = 'coastal' | 'town' | 'remote';

/** How much a region offers a traveller with each interest: 0 (nothing) to 3 (the best). */
export type InterestWeights = Partial<Record<Interest, number>>;

export interface Region {
  id: RegionId;
  /** As written in a sentence: "3 days in Freetown", "2 days on the Peninsula". */
  name: string;
  /** "in" or "on". */
  preposition: string;
  kind: RegionKind;
  /** Remote regions: the town their excursions leave from and return to. */
  gateway?: RegionId;
  /** Catalogue `city` values that lie in this region. */
  catalogueCities: string[];
  /** Lower-case words that place a catalogue location here whatever its city says. */
  aliases: string[];
  interests: InterestWeights;
  /** Worth a visit on a long trip whatever the interests (0-2). */
  appeal: number;
  /** Where to sleep when no hotel of the catalogue has a free room here. */
  guesthouse?: { name: string; area: string; costPerNight: number };
  /** Where the region sits on the map: [longitude, latitude]. */
  coords: LonLat;
}

/** [longitude, latitude], degrees. */
export type LonLat = [number, number];

export interface OpeningHours {
  /** 'HH:MM'. */
  open: string;
  /** 'HH:MM'; past midnight is written as 24:00 and more ('26:00' is 2 am). */
  close: string;
  /** Days of the week it is closed, 0 = Sunday. */
  closedOn?: number[];
  /** Closed on public holidays as well. */
  closedOnHolidays?: boolean;
}

export interface Place {
  id: string;
  /**
   * A named place to eat or to go out (knowledge/eating-out.ts): knowledge the team wrote,
   * never a catalogue listing, so a plan names it without a link or a booking.
   */
  kind?: 'eat' | 'out';
  name: string;
  region: RegionId;
  /** Street, beach or district, shown as the location. */
  area: string;
  interests: Interest[];
  /** Typical cost for one visitor, US dollars; 0 when free. */
  cost: number;
  hours: OpeningHours;
  /** Typical length of a visit, hours. */
  visitHours: number;
  /** One practical line for the traveller, true in any month. */
  tip: string;
  /** A line about the late afternoon and evening, given only to a visit that lasts until then. */
  late?: string;
  /** Wording that is only true in one season (dry: November to April; rainy: May to October). */
  seasonal?: { dry: string; rainy: string };
  /** A trip on the open sea: replaced from July to September, the stormiest months. */
  sea?: boolean;
  /** A calm, short visit that suits a rest day. */
  restful?: boolean;
  /** Where it is on the map. */
  coords: LonLat;
  /**
   * Lower-case words naming the same place in a catalogue tour: when such a tour is in the
   * plan, this place is not planned again on its own.
   */
  coverKeys?: string[];
}

/** A remote place visited on an excursion of whole days from its gateway town. */
export interface Excursion {
  region: RegionId;
  name: string;
  area: string;
  interests: Interest[];
  /** Days from leaving the gateway to coming back to it. */
  days: number;
  /** Guides, fees and camp per day, US dollars. */
  costPerDay: number;
  /** Getting there and back from the gateway, US dollars. */
  accessCost: number;
  /** Where the nights are spent. */
  lodging: string;
  tip: string;
  coords: LonLat;
}

/** One leg of the travel-time table, both ways. */
export interface TravelLeg {
  from: RegionId;
  to: RegionId;
  /** Door to door by road, hours. */
  hours: number;
}

export interface DailyAllowance {
  /** Food for a day, US dollars. */
  meals: number;
  /** Kekes, shared or private taxis inside a town for a day, US dollars. */
  localTransport: number;
  /** What the food is, in a few words. */
  mealsNote: string;
  localTransportNote: string;
}

export interface TransportOption {
  name: string;
  /** Per person, one way, US dollars. */
  cost: number;
  hours: number;
  note: string;
}

export interface TransportFacts {
  airport: { name: string; area: string; coords: LonLat };
  /** Lungi to Aberdeen (Freetown) and back. */
  waterTaxi: TransportOption;
  /** Lungi to Kissy (Freetown) and back, cheaper and slower. */
  ferry: TransportOption;
  /** Kent jetty to the Banana Islands, for an event on the islands. */
  islandBoat: TransportOption & { area: string; returnName: string };
  /** Private taxi between Freetown and the Peninsula, per hour on the road. */
  privateTaxiPerHour: number;
  privateTaxiName: string;
  /** Shared taxis, poda-podas and buses between towns, per hour on the road. */
  sharedPerHour: number;
  sharedMinimum: number;
  sharedName: string;
  /** A transfer of at least this many hours is a long drive (driver, one light activity). */
  longTransferHours: number;
}

export interface KnowledgeBase {
  regions: Record<RegionId, Region>;
  places: Place[];
  excursions: Excursion[];
  travel: TravelLeg[];
  transport: TransportFacts;
  allowances: { premium: DailyAllowance; comfort: DailyAllowance; budget: DailyAllowance };
  /** Food on days when a tour serves the main meals. */
  snackAllowance: number;
  tips: TipBook;
}

/** Tips, each used only when the plan gives it a reason (see engine/tips.ts). */
export interface TipBook {
  /** Every plan: the yellow fever certificate and malaria. */
  entryHealth: string;
  /** Every plan: a local SIM, Orange Money and Afrimoney. */
  phoneMoney: string;
  /** Plans on the coast only: cash in small notes. */
  cashCoast: string;
  /** Up-country: cards and ATMs are rare outside Freetown. */
  cashUpCountry: string;
  /** Remote excursions: malaria, water, vaccination. */
  healthRemote: string;
  seasonUnknown: string;
  airport: string;
  /** Plans with a beach visit. */
  beaches: string;
  /** Plans with a hill, mountain or forest walk. */
  hikes: string;
  /** Plans with a market. */
  markets: string;
  /** Plans with a boat. */
  boats: string;
  /** Plans with a wildlife visit. */
  wildlife: string;
  /** Plans with food places. */
  food: string;
  /** Travelling with children. */
  children: string;
}
