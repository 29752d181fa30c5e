import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Request, Response } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrThrottle } from '../common/rate-limit/consume.js';
import { RateLimiters } from '../common/rate-limit/rate-limiters.js';
import { appConfig } from '../config/configuration.js';

export const TOO_MANY_MESSAGES =
  'You have sent several messages in a short time. Please wait a while and try again.';

/**
 * Limits contact-form messages per client IP (CONTACT_MESSAGES_PER_IP_PER_HOUR); every
 * attempt counts, valid or not. The 429 carries Retry-After. The counters are shared by every
 * backend process.
 */
@Injectable()
export class ContactThrottlerGuard implements CanActivate {
  private readonly perIp: RateLimiterAbstract;

  constructor(@Inject(appConfig.KEY) config: ConfigType<typeof appConfig>, limiters: RateLimiters) {
    this.perIp = limiters.create({
      keyPrefix: 'contact-ip',
      points: config.contactMessagesPerIpPerHour,
      duration: 60 * 60,
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    await consumeOrThrottle(response, TOO_MANY_MESSAGES, [[this.perIp, String(request.ip)]]);
    return true;
  }
}
