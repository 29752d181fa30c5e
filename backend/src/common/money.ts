import type { ValueTransformer } from 'typeorm';

/**
 * Whole cents in the database, dollars (a number with at most two decimals) on the wire;
 * the conversions and the one money comparison are in @salone/booking-rules.
 */

/** "$1,234.50": amounts in the server's own messages. */
export const formatUsd = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** PostgreSQL bigint arrives as a string; money amounts stay far below 2^53. */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
