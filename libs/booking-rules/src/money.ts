/**
 * Money: whole US cents in every computation and in the database, dollars (a number with at
 * most two decimals) on the wire and on screen (docs/product.md, Constants).
 */

/** Dollars as whole cents, rounded to the nearest cent. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents as dollars. */
export const toDollars = (cents: number): number => cents / 100;

/**
 * The one money comparison: whether an amount in dollars (a client's total, a payment
 * request's amount) is the amount in cents, to the cent. 435 and 435.001 are $435.00;
 * 434.99 and 435.01 are not.
 */
export const sameAmount = (dollars: number, cents: number): boolean =>
  Number.isFinite(dollars) && toCents(dollars) === cents;

/** The bounds of a leone rate an admin may set: leones per US dollar, at most two decimals. */
export const SLE_PER_USD_MIN = 1;
export const SLE_PER_USD_MAX = 1000;

/**
 * The one conversion to leones (RULINGS 19; docs/decisions/leones-rounded-to-whole-leone.md):
 * an amount in US cents at a rate of leones per dollar, rounded half up to the whole leone.
 * The rate counts to the hundredth of a leone and the product is formed in whole numbers, so
 * `toLeones(43500, 22.5)` is 9788 exactly (9787.5 rounded up), never 9787.499999. The
 * payment's charge and every leone price on screen come from this function.
 */
export function toLeones(cents: number, slePerUsd: number): number {
  // Leones x 10,000: cents (dollars x 100) times the rate in hundredths (leones x 100).
  const product = Math.round(cents) * Math.round(slePerUsd * 100);
  const whole = Math.floor((Math.abs(product) + 5_000) / 10_000);
  return product < 0 && whole !== 0 ? -whole : whole;
}

/** A dollar amount (two decimals at most) in whole leones, by {@link toLeones}. */
export const dollarsToLeones = (dollars: number, slePerUsd: number): number =>
  toLeones(toCents(dollars), slePerUsd);
