import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { NextFunction, Request, Response } from 'express';
import { forbidden } from '../common/errors/domain.exception.js';
import { appConfig } from '../config/configuration.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = 'Cross-site requests are not accepted';

/** host[:port], lower case, without the scheme's default port; null for 'null' or junk. */
function originHost(origin: string): string | null {
  try {
    return origin === 'null' ? null : new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The Host header in the same form (a default port is dropped either way). */
function requestHost(host: string | undefined): string | undefined {
  return host?.toLowerCase().replace(/:(80|443)$/, '');
}

/**
 * CSRF defence for cookie sessions: a state-changing request a browser sends from another
 * origin (its Origin header names another host, or Sec-Fetch-Site says cross-site) is refused.
 * Requests without either header do not come from a browser page and carry no ambient risk.
 * Origins listed in CORS_ORIGINS are trusted like the app's own. A request with an API key
 * (`Authorization: Bearer`) and no cookie at all is not checked.
 */
@Injectable()
export class SameOriginMiddleware implements NestMiddleware {
  private readonly trusted: Set<string>;

  constructor(@Inject(appConfig.KEY) config: ConfigType<typeof appConfig>) {
    this.trusted = new Set(config.corsOrigins.map((origin) => origin.toLowerCase()));
  }

  use(request: Request, _response: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(request.method)) return next();
    // A server's API key is no ambient credential: without a cookie there is nothing to forge.
    if (request.headers.authorization?.startsWith('Bearer ') && !request.headers.cookie) {
      return next();
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (
        originHost(origin) !== requestHost(request.headers.host) &&
        !this.trusted.has(origin.toLowerCase())
      ) {
        return next(forbidden(CROSS_SITE_REFUSED, 'CSRF'));
      }
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      return next(forbidden(CROSS_SITE_REFUSED, 'CSRF'));
    }
    next();
  }
}
