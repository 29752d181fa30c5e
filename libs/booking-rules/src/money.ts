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
