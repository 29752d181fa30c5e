import type { RateLimitCounter, RateLimitOptions } from '../common/rate-limit/rate-limit.guard.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Per e-mail: 5 sign-ups in 5 minutes. */
export const ATTEMPTS_PER_EMAIL = { points: 5, duration: 5 * 60 };

/**
 * Every sign-in and sign-up by client IP. The limit is configured
 * (AUTH_ATTEMPTS_PER_IP_PER_MINUTE, default 30 a minute: generous, because mobile carriers
 * put many customers behind one address).
 */
const PER_IP: RateLimitCounter = {
  keyPrefix: 'auth-ip',
  points: (config) => config.authAttemptsPerIpPerMinute,
  duration: 60,
  per: 'ip',
};

/** Sign-up: by client IP and by the e-mail in the body. */
export const AUTH_ATTEMPTS: RateLimitOptions = {
  message: TOO_MANY_ATTEMPTS,
  counters: [PER_IP, { keyPrefix: 'auth-email', ...ATTEMPTS_PER_EMAIL, per: 'email' }],
};

/**
 * Sign-in: by client IP only. Failures are also counted per e-mail and IP together, with a
 * growing wait (LoginThrottle), so nobody can lock an owner out by failing on purpose.
 */
export const LOGIN_ATTEMPTS: RateLimitOptions = { message: TOO_MANY_ATTEMPTS, counters: [PER_IP] };

export const TOO_MANY_EMAILS =
  'We have already sent you a few e-mails. Please wait a few minutes before asking again.';

/** Password-reset e-mails: 10 an hour per IP, 3 an hour per address (its mailbox is spared). */
export const RESET_REQUESTS: RateLimitOptions = {
  message: TOO_MANY_EMAILS,
  counters: [
    { keyPrefix: 'reset-ip', points: 10, duration: 3600, per: 'ip' },
    { keyPrefix: 'reset-email', points: 3, duration: 3600, per: 'email' },
  ],
};

/** Verification e-mails sent again: 3 in 15 minutes per account. */
export const RESEND_REQUESTS: RateLimitOptions = {
  message: TOO_MANY_EMAILS,
  counters: [{ keyPrefix: 'verify-resend', points: 3, duration: 15 * 60, per: 'user' }],
};

/** Links followed (verify, reset): 20 a minute per IP. */
export const TOKEN_ATTEMPTS: RateLimitOptions = {
  message: TOO_MANY_ATTEMPTS,
  counters: [{ keyPrefix: 'token-ip', points: 20, duration: 60, per: 'ip' }],
};

/** Password changes (the current password is checked): 5 in 15 minutes per account. */
export const PASSWORD_CHANGES: RateLimitOptions = {
  message: TOO_MANY_ATTEMPTS,
  counters: [{ keyPrefix: 'password-change', points: 5, duration: 15 * 60, per: 'user' }],
};

export const TOO_MANY_CODES = 'Please wait a little before asking for another code.';

/**
 * SMS codes asked for, by client IP: 20 an hour (several customers may share a carrier's
 * address), and by account when a signed-in account adds a number: 5 an hour. Each number
 * also has its own growing wait and hourly limit (PhoneCodesRepository).
 */
export const CODE_REQUESTS: RateLimitOptions = {
  message: TOO_MANY_CODES,
  counters: [
    { keyPrefix: 'sms-code-ip', points: 20, duration: 3600, per: 'ip' },
    { keyPrefix: 'sms-code-user', points: 5, duration: 3600, per: 'user' },
  ],
};

/** Codes entered: 30 a minute per IP (each code also dies after 5 wrong tries). */
export const CODE_ATTEMPTS: RateLimitOptions = {
  message: TOO_MANY_ATTEMPTS,
  counters: [{ keyPrefix: 'sms-code-try-ip', points: 30, duration: 60, per: 'ip' }],
};
