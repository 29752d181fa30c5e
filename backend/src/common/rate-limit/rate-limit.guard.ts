import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import type { CallerRequest } from '../http/caller.js';
import { appConfig, type AppConfig } from '../../config/configuration.js';
import { consumeOrThrottle, type RateLimitCheck } from './consume.js';
import { RateLimiters } from './rate-limiters.js';

/** One counter a route charges. */
export interface RateLimitCounter {
  /** Names the counter; routes naming the same counter share it (`auth-ip`, ...). */
  keyPrefix: string;
  /** Requests allowed per window: a number, or read from the configuration. */
  points: number | ((config: AppConfig) => number);
  /** Window, seconds. */
  duration: number;
  /**
   * What is counted: the client IP, the signed-in account (after a session guard), or the
   * e-mail of the body (hashed; not counted when the body has none).
   */
  per: 'ip' | 'user' | 'email';
}

export interface RateLimitOptions {
  /** The 429's message. */
  message: string;
  counters: RateLimitCounter[];
}

const RATE_LIMIT = Symbol('RATE_LIMIT');

/**
 * Limits a route: each request takes a point from every counter; when one is used up the
 * answer is 429 with `message` and Retry-After. Counters are shared by every backend
 * process (see RateLimiters). Applies `RateLimitGuard`, after the guards already applied
 * below it in the source (so a `per: 'user'` limit goes under the session guard).
 */
export const RateLimit = (options: RateLimitOptions) =>
  applyDecorators(SetMetadata(RATE_LIMIT, options), UseGuards(RateLimitGuard));

/** The one guard behind `@RateLimit(...)`. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiters: RateLimiters,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<RateLimitOptions | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!options) return true;
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const checks: RateLimitCheck[] = [];
    for (const counter of options.counters) {
      const key = keyOf(counter.per, request);
      if (key === undefined) continue;
      const points =
        typeof counter.points === 'function' ? counter.points(this.config) : counter.points;
      const limiter = this.limiters.named({
        keyPrefix: counter.keyPrefix,
        points,
        duration: counter.duration,
      });
      checks.push([limiter, key]);
    }
    const response = context.switchToHttp().getResponse<Response>();
    await consumeOrThrottle(response, options.message, checks);
    return true;
  }
}

function keyOf(per: RateLimitCounter['per'], request: CallerRequest): string | undefined {
  switch (per) {
    case 'ip':
      return String(request.ip);
    case 'user':
      return request.user?.id;
    case 'email': {
      const email: unknown = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== 'string' || email.trim() === '') return undefined;
      // Hashed: any length or character fits the counter's key.
      return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    }
  }
}
