import { HttpStatus, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { DomainException } from '../common/errors/domain.exception.js';
import { RateLimiters } from '../common/rate-limit/rate-limiters.js';
import { TOO_MANY_ATTEMPTS } from './auth.limits.js';

/** Failed sign-ins for one e-mail from one address that cost nothing. */
export const FREE_FAILURES = 4;
/** The longest wait after a failure, seconds. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failures are forgotten this long after the last one, seconds. */
const FAILURE_MEMORY_SECONDS = 60 * 60;

/** The wait, seconds, after the `failures`-th failure: 1, 2, 4, ... up to 15 minutes. */
export const delayAfter = (failures: number): number =>
  failures <= FREE_FAILURES ? 0 : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES - 1));

/**
 * Failed sign-ins counted per e-mail AND client address together: a stranger's wrong
 * passwords delay only the stranger, never the owner signing in from elsewhere. After a few
 * free failures each one makes the next attempt wait, twice as long each time. A success
 * clears the count. (The per-address limit on every attempt stays, in auth.limits.ts.)
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly limiters: RateLimiters) {}

  private get failures() {
    return this.limiters.named({
      keyPrefix: 'login-failures',
      points: 1_000_000,
      duration: FAILURE_MEMORY_SECONDS,
    });
  }

  /** One point: once `block`ed a key stays over it until the wait ends. */
  private get waits() {
    return this.limiters.named({ keyPrefix: 'login-wait', points: 1, duration: 1 });
  }

  static key(email: string, ip: string): string {
    return createHash('sha256').update(`${email.trim().toLowerCase()}\n${ip}`).digest('hex');
  }

  /** 429 with Retry-After while this e-mail and address must wait. */
  async assertMayTry(key: string, response: Response | undefined): Promise<void> {
    const wait = await this.waits.get(key);
    if (!wait || wait.consumedPoints <= 1 || wait.msBeforeNext <= 0) return;
    response?.setHeader('Retry-After', String(Math.ceil(wait.msBeforeNext / 1000)));
    throw new DomainException(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_ATTEMPTS, 'THROTTLED');
  }

  /** Counts a failure; from the fifth on, the next attempt has to wait. */
  async failed(key: string): Promise<void> {
    let count: number;
    try {
      count = (await this.failures.consume(key)).consumedPoints;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      count = rejection.consumedPoints;
    }
    const seconds = delayAfter(count);
    if (seconds > 0) await this.waits.block(key, seconds);
  }

  /** A success forgets the failures. */
  async succeeded(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }
}
