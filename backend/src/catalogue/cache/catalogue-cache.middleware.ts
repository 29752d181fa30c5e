import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import {
  CATALOGUE_CACHE_CONTROL,
  CatalogueCache,
  COMPRESS_FROM_BYTES,
  DATED_CACHE_CONTROL,
  type CachedAnswer,
  type Encoding,
} from './catalogue-cache.js';

/** Query parameters that make an answer depend on bookings for dates: never kept. */
const DATE_PARAMETERS = ['checkIn', 'checkOut', 'pickupDate', 'returnDate'];
/** Longer URLs (long search texts) are answered but not kept. */
const LONGEST_KEY = 512;

const datedQuery = (url: string): boolean => {
  const at = url.indexOf('?');
  if (at < 0) return false;
  const query = new URLSearchParams(url.slice(at + 1));
  return DATE_PARAMETERS.some((name) => query.has(name));
};

/** The route's pattern for the request metrics: /api/hotels/7/rooms -> /api/hotels/:id/rooms. */
const routePattern = (url: string): string => url.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/:id');

/** Sends a kept answer, or 304 when the caller already has it. */
export function sendAnswer(request: Request, response: Response, answer: CachedAnswer): void {
  // Express negotiates Accept-Encoding (q-values included); small answers go uncompressed.
  const encoding: Encoding =
    answer.body.length < COMPRESS_FROM_BYTES
      ? 'identity'
      : (request.acceptsEncodings('br', 'gzip') as Encoding | false) || 'identity';
  response.setHeader('Cache-Control', CATALOGUE_CACHE_CONTROL);
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('ETag', answer.etag(encoding));
  if (answer.matches(request.headers['if-none-match'])) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const bytes = answer.bytes(encoding);
  response.statusCode = 200;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', bytes.length);
  if (request.method === 'HEAD') response.end();
  else response.end(bytes);
}

/**
 * Answers public catalogue reads from memory. It runs after the security headers, CORS, the
 * request id and the access log, before guards, pipes and the handler: a kept answer is sent
 * as it is. Otherwise the handler answers, and its JSON body is kept (when it is a 200 and
 * nothing changed meanwhile) and sent the same way, with its entity tag. Answers do not
 * depend on who asks (the catalogue routes read no session), so one copy serves everyone;
 * signed-in requests still get `no-store` from the no-store middleware.
 */
@Injectable()
export class CatalogueCacheMiddleware implements NestMiddleware {
  constructor(private readonly cache: CatalogueCache) {}

  use(request: Request, response: Response, next: NextFunction): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const key = request.originalUrl;
    if (datedQuery(key)) {
      response.setHeader('Cache-Control', DATED_CACHE_CONTROL);
      return next();
    }
    if (!this.cache.enabled || key.length > LONGEST_KEY) return next();
    const kept = this.cache.get(key);
    if (kept) {
      this.cache.counts.hits += 1;
      response.locals.metricsRoute = routePattern(key);
      sendAnswer(request, response, kept);
      return;
    }
    this.cache.counts.misses += 1;
    const generation = this.cache.currentGeneration;
    const json = response.json;
    response.json = ((body: unknown) => {
      response.json = json;
      if (response.statusCode !== 200) return json.call(response, body);
      const answer = this.cache.put(key, generation, Buffer.from(JSON.stringify(body), 'utf8'));
      sendAnswer(request, response, answer);
      return response;
    }) as Response['json'];
    next();
  }
}
