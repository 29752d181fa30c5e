import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrThrottle, type RateLimitCheck } from '../common/rate-limit/consume.js';
import { RateLimiters } from '../common/rate-limit/rate-limiters.js';
import { appConfig } from '../config/configuration.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Per e-mail: 5 attempts in 5 minutes. Per IP the limit is configured (default 30 a minute,
 * generous because mobile carriers put many customers behind one address). */
export const ATTEMPTS_PER_EMAIL = { points: 5, duration: 5 * 60 };

/**
 * Throttles sign-in and sign-up by client IP and by the e-mail in the body; the 429 carries
 * Retry-After. The counters are shared by every backend process (see RateLimiters).
 */
@Injectable()
export class AuthThrottlerGuard implements CanActivate {
  private readonly perIp: RateLimiterAbstract;
  private readonly perEmail: RateLimiterAbstract;

  constructor(@Inject(appConfig.KEY) config: ConfigType<typeof appConfig>, limiters: RateLimiters) {
    this.perIp = limiters.create({
      keyPrefix: 'auth-ip',
      points: config.authAttemptsPerIpPerMinute,
      duration: 60,
    });
    this.perEmail = limiters.create({ keyPrefix: 'auth-email', ...ATTEMPTS_PER_EMAIL });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const email: unknown = (request.body as { email?: unknown } | undefined)?.email;
    const checks: RateLimitCheck[] = [[this.perIp, String(request.ip)]];
    if (typeof email === 'string' && email.trim() !== '') {
      // Hashed: any length or character fits the counter's key.
      const key = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
      checks.push([this.perEmail, key]);
    }
    const response = context.switchToHttp().getResponse<Response>();
    await consumeOrThrottle(response, TOO_MANY_ATTEMPTS, checks);
    return true;
  }
}
