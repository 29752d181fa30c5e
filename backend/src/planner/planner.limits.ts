import type { RateLimitOptions } from '../common/rate-limit/rate-limit.guard.js';

export const TOO_MANY_PLANS =
  'You have made many trip plans in a short time. Please wait a while and try again.';

/**
 * Trip plans per account (TRIP_PLANS_PER_USER_PER_HOUR): each one reads the catalogue and is
 * stored. Applied under the session guard, so the account is known.
 */
export const TRIP_PLANS: RateLimitOptions = {
  message: TOO_MANY_PLANS,
  counters: [
    {
      keyPrefix: 'trip-plans-user',
      points: (config) => config.tripPlansPerUserPerHour,
      duration: 60 * 60,
      per: 'user',
    },
  ],
};
