import type { RateLimitOptions } from '../common/rate-limit/rate-limit.guard.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Per e-mail: 5 attempts in 5 minutes. */
export const ATTEMPTS_PER_EMAIL = { points: 5, duration: 5 * 60 };

/**
 * Sign-in and sign-up, by client IP and by the e-mail in the body. Per IP the limit is
 * configured (AUTH_ATTEMPTS_PER_IP_PER_MINUTE, default 30 a minute: generous, because mobile
 * carriers put many customers behind one address).
 */
export const AUTH_ATTEMPTS: RateLimitOptions = {
  message: TOO_MANY_ATTEMPTS,
  counters: [
    {
      keyPrefix: 'auth-ip',
      points: (config) => config.authAttemptsPerIpPerMinute,
      duration: 60,
      per: 'ip',
    },
    { keyPrefix: 'auth-email', ...ATTEMPTS_PER_EMAIL, per: 'email' },
  ],
};
