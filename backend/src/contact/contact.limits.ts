import type { RateLimitOptions } from '../common/rate-limit/rate-limit.guard.js';

export const TOO_MANY_MESSAGES =
  'You have sent several messages in a short time. Please wait a while and try again.';

/**
 * Contact-form messages per client IP (CONTACT_MESSAGES_PER_IP_PER_HOUR); every attempt
 * counts, valid or not.
 */
export const CONTACT_MESSAGES: RateLimitOptions = {
  message: TOO_MANY_MESSAGES,
  counters: [
    {
      keyPrefix: 'contact-ip',
      points: (config) => config.contactMessagesPerIpPerHour,
      duration: 60 * 60,
      per: 'ip',
    },
  ],
};
