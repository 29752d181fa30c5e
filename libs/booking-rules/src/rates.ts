import { addDays, parseDay } from './dates.js';
import { toCents, toDollars } from './money.js';

/**
 * Prices by date (docs/decisions/prices-by-date.md): a room type's base price per night, and
 * date ranges an operator sets over it (a season, a holiday, an event) with a price, a weekend
 * price, a minimum stay or closed-to-arrival. The server prices bookings, answers availability
 * and plans trips with these functions; the web app prices the same stay with them, so both
 * arrive at the same total to the cent. Amounts in cents unless named otherwise.
 */

/** The longest stay a minimum may ask for: the longest stay one booking may hold. */
export const MAX_MIN_NIGHTS = 30;
/** The most date ranges one room type may carry (past ones included until removed). */
export const MAX_RATE_PERIODS = 200;
/** The longest one date range may be. */
export const MAX_RATE_PERIOD_NIGHTS = 366;

/**
 * One date range of a room type, nights `startDate` to `endDate` included (YYYY-MM-DD, the
 * night that starts on that day). A field left null leaves the night as the earlier ranges
 * and the base price have it.
 */
export interface RatePeriodCents {
  startDate: string;
  endDate: string;
  priceCents: number | null;
  /** The price of a Friday or Saturday night in the range. */
  weekendPriceCents: number | null;
  /** The shortest stay arriving on a night of the range. */
  minNights: number | null;
  /** No stay may arrive on a night of the range (true), or may again (false). */
  closedToArrival: boolean | null;
}

/** A room type's price calendar: the base price and its date ranges, oldest first. */
export interface RateCardCents {
  priceCents: number;
  periods: readonly RatePeriodCents[];
}

/** The same range as the catalogue sends it: prices in US dollars. */
export interface RatePeriod {
  startDate: string;
  endDate: string;
  price: number | null;
  weekendPrice: number | null;
  minNights: number | null;
  closedToArrival: boolean | null;
}

/** A price calendar from the catalogue's room (price and ranges in dollars). */
export const rateCardOf = (price: number, periods: readonly RatePeriod[] = []): RateCardCents => ({
  priceCents: toCents(price),
  periods: periods.map((period) => ({
    startDate: period.startDate,
    endDate: period.endDate,
    priceCents: period.price === null ? null : toCents(period.price),
    weekendPriceCents: period.weekendPrice === null ? null : toCents(period.weekendPrice),
    minNights: period.minNights,
    closedToArrival: period.closedToArrival,
  })),
});

/**
 * Weekend nights are Friday's and Saturday's (the nights before a Saturday and a Sunday), the
 * ones a hotel in Freetown fills with weekend guests. Days are UTC days (Sierra Leone keeps GMT).
 */
export function isWeekendNight(night: string): boolean {
  const day = parseDay(night)?.getUTCDay();
  return day === 5 || day === 6;
}

/** What one night of a room type is, by its calendar. */
export interface NightRate {
  date: string;
  priceCents: number;
  weekend: boolean;
  /** The shortest stay that may arrive on this night (1 when none is set). */
  minNights: number;
  closedToArrival: boolean;
}

/**
 * One night by the calendar. Where ranges overlap, the one saved last wins, field by field:
 * the price of a night is that of the newest range covering it that prices it (its weekend
 * price on a weekend night when it has one, else its price), otherwise the base price.
 */
export function nightRate(card: RateCardCents, night: string): NightRate {
  const weekend = isWeekendNight(night);
  let priceCents: number | null = null;
  let minNights: number | null = null;
  let closedToArrival: boolean | null = null;
  for (let index = card.periods.length - 1; index >= 0; index -= 1) {
    const period = card.periods[index];
    if (night < period.startDate || night > period.endDate) continue;
    if (priceCents === null) {
      priceCents =
        weekend && period.weekendPriceCents !== null ? period.weekendPriceCents : period.priceCents;
    }
    if (minNights === null) minNights = period.minNights;
    if (closedToArrival === null) closedToArrival = period.closedToArrival;
    if (priceCents !== null && minNights !== null && closedToArrival !== null) break;
  }
  return {
    date: night,
    priceCents: priceCents ?? card.priceCents,
    weekend,
    minNights: minNights ?? 1,
    closedToArrival: closedToArrival ?? false,
  };
}

/** The nights of a stay, check-in to the night before check-out; none unless both are days. */
export function stayNightRates(
  card: RateCardCents,
  checkIn: string,
  checkOut: string,
): NightRate[] {
  if (!parseDay(checkIn) || !parseDay(checkOut)) return [];
  const nights: NightRate[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    nights.push(nightRate(card, night));
  }
  return nights;
}

/** Total of a stay: the sum of its nights' prices. */
export const stayTotalCents = (nights: readonly Pick<NightRate, 'priceCents'>[]): number =>
  nights.reduce((sum, night) => sum + night.priceCents, 0);

/** Why the calendar refuses a stay: the arrival night's minimum stay, or closed to arrival. */
export type StayRefusal =
  { code: 'MINIMUM_STAY'; minNights: number } | { code: 'CLOSED_TO_ARRIVAL'; date: string };

/** What the calendar says of a stay: refused (arrival closed, too short), or null when it may be booked. */
export function stayRefusal(nights: readonly NightRate[]): StayRefusal | null {
  const [arrival] = nights;
  if (!arrival) return null;
  if (arrival.closedToArrival) return { code: 'CLOSED_TO_ARRIVAL', date: arrival.date };
  if (nights.length < arrival.minNights)
    return { code: 'MINIMUM_STAY', minNights: arrival.minNights };
  return null;
}

/**
 * The words of a refusal, the same from the server and on the form (English; the web app
 * shows its catalogue's translation of the same sentence).
 */
export const RATE_MESSAGES = {
  minimumStay: (minNights: number) =>
    `Stays arriving on this date are at least ${minNights} nights. Please choose a later check-out date.`,
  closedToArrival: 'Stays cannot start on this date. Please choose another check-in date.',
} as const;

export const stayRefusalMessage = (refusal: StayRefusal): string =>
  refusal.code === 'MINIMUM_STAY'
    ? RATE_MESSAGES.minimumStay(refusal.minNights)
    : RATE_MESSAGES.closedToArrival;

export interface DatedStayQuote {
  nights: number;
  /** US dollars: the sum of the nights' prices. */
  total: number;
  /** US dollars: each night's price, first night first. */
  nightPrices: { date: string; price: number }[];
  /** US dollars: the lowest and highest night of the stay (0 for no nights). */
  lowest: number;
  highest: number;
  refusal: StayRefusal | null;
}

/**
 * What a stay costs by the room type's calendar, from the catalogue's room (dollars), and
 * whether the calendar lets it be booked.
 */
export function quoteDatedStay(
  price: number,
  periods: readonly RatePeriod[] | undefined,
  checkIn: string,
  checkOut: string,
): DatedStayQuote {
  const nights = stayNightRates(rateCardOf(price, periods ?? []), checkIn, checkOut);
  const prices = nights.map((night) => night.priceCents);
  return {
    nights: nights.length,
    total: toDollars(stayTotalCents(nights)),
    nightPrices: nights.map((night) => ({ date: night.date, price: toDollars(night.priceCents) })),
    lowest: prices.length > 0 ? toDollars(Math.min(...prices)) : 0,
    highest: prices.length > 0 ? toDollars(Math.max(...prices)) : 0,
    refusal: stayRefusal(nights),
  };
}
