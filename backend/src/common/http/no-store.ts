import type { NextFunction, Request, Response } from 'express';
import type { ServerResponse } from 'node:http';

/** Matches a Cookie header that carries the session cookie `name`. */
export const sessionCookiePattern = (name: string): RegExp => new RegExp(`(^|;\\s*)${name}=`);

/**
 * `Cache-Control: no-store` on every API answer to a signed-in request (it carries the session
 * cookie or an Authorization header) and on every answer under /api/auth, whatever a handler
 * set: nothing personal is kept by a browser's or a proxy's cache. Public media, listing photos
 * and Swagger UI keep their own caching (docs/decisions/no-caching-of-personal-answers.md).
 */
export function noStoreForSignedIn(options: {
  apiPrefix: string;
  sessionCookie: string;
}): (request: Request, response: Response, next: NextFunction) => void {
  const api = `/${options.apiPrefix}`;
  const exempt = [`${api}/media/`, `${api}/listing-images/`, `${api}/photos/`, `${api}/docs`];
  const cookie = sessionCookiePattern(options.sessionCookie);
  return (request, response, next) => {
    const url = request.originalUrl ?? request.url;
    const path = url.split('?')[0];
    const underApi = path === api || path.startsWith(`${api}/`);
    if (!underApi || exempt.some((prefix) => path.startsWith(prefix))) return next();
    const signedIn =
      cookie.test(request.headers.cookie ?? '') || Boolean(request.headers.authorization);
    if (signedIn || path.startsWith(`${api}/auth/`) || path === `${api}/auth`) {
      forceHeader(response, 'Cache-Control', 'no-store');
    }
    next();
  };
}

/** Sets a header just before the head is written, so no later handler can change it. */
function forceHeader(response: ServerResponse, name: string, value: string): void {
  response.setHeader(name, value);
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // A handler's own stricter value (`private, no-store`) is kept.
    const current = String(this.getHeader(name) ?? '');
    if (!this.headersSent && !/\bno-store\b/.test(current)) this.setHeader(name, value);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
