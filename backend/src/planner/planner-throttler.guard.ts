import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Response } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AuthenticatedRequest } from '../auth/session.js';
import { consumeOrThrottle } from '../common/rate-limit/consume.js';
import { RateLimiters } from '../common/rate-limit/rate-limiters.js';
import { appConfig } from '../config/configuration.js';

export const TOO_MANY_PLANS =
  'You have made many trip plans in a short time. Please wait a while and try again.';

/**
 * Limits trip plans per account (TRIP_PLANS_PER_USER_PER_HOUR): each one reads the catalogue
 * and is stored. Runs after the session guard, so the account is known. The 429 carries
 * Retry-After. The counters are shared by every backend process.
 */
@Injectable()
export class PlannerThrottlerGuard implements CanActivate {
  private readonly perUser: RateLimiterAbstract;

  constructor(@Inject(appConfig.KEY) config: ConfigType<typeof appConfig>, limiters: RateLimiters) {
    this.perUser = limiters.create({
      keyPrefix: 'trip-plans-user',
      points: config.tripPlansPerUserPerHour,
      duration: 60 * 60,
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    await consumeOrThrottle(response, TOO_MANY_PLANS, [[this.perUser, request.user!.id]]);
    return true;
  }
}
