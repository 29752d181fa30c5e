/**
 * Settings for tests and benches that book many things with one account: the per-account
 * hold caps and the re-booking block of docs/decisions/unpaid-booking-caps.md are lifted (the
 * unpaid-booking limit is set by each file itself).
 */
export const UNCAPPED_HOLDS = {
  HOLD_MAX_TICKETS_PER_EVENT: '100000',
  HOLD_MAX_CARS: '100000',
  HOLD_MAX_ROOMS_PER_HOTEL_NIGHT: '100000',
  REBOOK_BLOCK_MINUTES: '0',
} as const;
