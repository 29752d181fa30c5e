import type { ValueTransformer } from 'typeorm';

/** Whole cents in the database, dollars (a number with at most two decimals) on the wire. */
export const toDollars = (cents: number): number => cents / 100;

export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** PostgreSQL bigint arrives as a string; money amounts stay far below 2^53. */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
