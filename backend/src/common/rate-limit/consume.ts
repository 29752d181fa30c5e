import type { Response } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooMany } from '../errors/domain.exception.js';

/** One counter to charge: the limiter and the key (client IP, e-mail, ...) it counts under. */
export type RateLimitCheck = [limiter: RateLimiterAbstract, key: string];

/**
 * Takes a point from each counter in turn. When one is used up the request ends in a 429
 * with the given message and a Retry-After header; any other failure is passed on.
 */
export async function consumeOrThrottle(
  response: Response,
  message: string,
  checks: RateLimitCheck[],
): Promise<void> {
  try {
    for (const [limiter, key] of checks) await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    response.setHeader('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
    throw tooMany(message);
  }
}
