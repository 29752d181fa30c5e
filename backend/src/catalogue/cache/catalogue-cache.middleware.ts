import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { appConfig } from '../../config/configuration.js';
import { DEFAULT_API_VERSION, requestVersion } from '../../common/http/api-version.js';
import {
  CATALOGUE_CACHE_CONTROL,
  CatalogueCache,
  COMPRESS_FROM_BYTES,
  DATED_CACHE_CONTROL,
  type CachedAnswer,
  type Encoding,
} from './catalogue-cache.js';
import { keepSharedHeaders, mayAnswerFromMemory } from './answer-headers.js';
import { negotiateEncoding } from './encoding.js';

/** Query parameters that make an answer depend on bookings for dates: never kept. */
const DATE_PARAMETERS = ['checkIn', 'checkOut', 'pickupDate', 'returnDate'];
/** Longer URLs (long search texts) are answered but not kept. */
export const LONGEST_KEY = 512;

export const datedQuery = (url: string): boolean => {
  const at = url.indexOf('?');
  if (at < 0) return false;
  const query = new URLSearchParams(url.slice(at + 1));
  return DATE_PARAMETERS.some((name) => query.has(name));
};

/** The route's pattern for the request metrics: /api/hotels/7/rooms -> /api/hotels/:id/rooms. */
export const routePattern = (url: string): string =>
  url.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/:id');

/** What is sent for a kept answer in one encoding: status, its own headers, the bytes. */
export interface Representation {
  status: 200 | 304;
  /** Names and values, one after the other. */
  headers: string[];
  /** Undefined for 304 and HEAD. */
  body: Buffer | undefined;
}

/**
 * The encoding a kept answer goes out in: as the client accepts (q-values included), small
 * answers uncompressed. Undefined when the compression middleware would still compress it
 * (a large answer to a client that takes deflate only): that answer is left to the pipeline.
 */
export function encodingFor(request: IncomingMessage, answer: CachedAnswer): Encoding | undefined {
  if (answer.body.length < COMPRESS_FROM_BYTES) return 'identity';
  const encoding = negotiateEncoding(request.headers);
  if (
    encoding === 'identity' &&
    request.method === 'GET' &&
    /deflate/i.test(String(request.headers['accept-encoding'] ?? ''))
  ) {
    return undefined;
  }
  return encoding;
}

/**
 * The Vary of a kept answer. With CORS configured the answer's CORS headers depend on the
 * caller's Origin (the CORS middleware says `Vary: Origin`), so a shared cache must keep one
 * copy per origin as well as per encoding.
 */
export const varyOf = (corsConfigured: boolean): string =>
  corsConfigured ? 'Origin, Accept-Encoding' : 'Accept-Encoding';

/** The status, the headers of one encoding and the bytes of a kept answer; 304 when the caller has it. */
export function representationOf(
  answer: CachedAnswer,
  encoding: Encoding,
  method: string | undefined,
  ifNoneMatch: string | undefined,
  vary: string,
): Representation {
  const headers = [
    'Cache-Control',
    CATALOGUE_CACHE_CONTROL,
    'Vary',
    vary,
    'ETag',
    answer.etag(encoding),
  ];
  if (answer.matches(ifNoneMatch)) return { status: 304, headers, body: undefined };
  const bytes = answer.bytes(encoding);
  headers.push('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(bytes.length));
  return { status: 200, headers, body: method === 'HEAD' ? undefined : bytes };
}

/** Sends a kept answer, or 304 when the caller already has it; undefined encoding: see {@link encodingFor}. */
export function sendAnswer(
  request: Request,
  response: Response,
  answer: CachedAnswer,
  encoding: Encoding,
  vary: string,
): void {
  const sent = representationOf(
    answer,
    encoding,
    request.method,
    request.headers['if-none-match'],
    vary,
  );
  for (let i = 0; i < sent.headers.length; i += 2) {
    response.setHeader(sent.headers[i], sent.headers[i + 1]);
  }
  response.statusCode = sent.status;
  response.end(sent.body);
}

/**
 * Answers public catalogue reads from memory. It runs after the security headers, CORS, the
 * request id and the access log, before guards, pipes and the handler: a kept answer is sent
 * as it is. Otherwise the handler answers, and its JSON body is kept (when it is a 200 and
 * nothing changed meanwhile) and sent the same way, with its entity tag. Answers do not
 * depend on who asks (the catalogue routes read no session), so one copy serves everyone;
 * signed-in requests still get `no-store` from the no-store middleware.
 *
 * The headers the whole pipeline sent with a kept answer are kept beside it, so that the next
 * anonymous reads of it are answered before Express ({@link CatalogueFastPath}) with the same
 * headers.
 */
@Injectable()
export class CatalogueCacheMiddleware implements NestMiddleware {
  private readonly corsConfigured: boolean;

  constructor(
    private readonly cache: CatalogueCache,
    @Inject(appConfig.KEY) config: ConfigType<typeof appConfig>,
  ) {
    this.corsConfigured = config.corsOrigins.length > 0;
  }

  use(request: Request, response: Response, next: NextFunction): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const url = request.originalUrl;
    if (datedQuery(url)) {
      response.setHeader('Cache-Control', DATED_CACHE_CONTROL);
      return next();
    }
    if (!this.cache.enabled || url.length > LONGEST_KEY) return next();
    // A version that answers differently keeps its answers apart (the fast path, which serves
    // only requests without a version, looks up the default's).
    const version = requestVersion(request);
    const key = version === DEFAULT_API_VERSION ? url : `${version} ${url}`;
    const kept = this.cache.get(key);
    if (kept) {
      this.cache.counts.hits += 1;
      response.locals.metricsRoute = routePattern(url);
      this.send(request, response, kept);
      return;
    }
    this.cache.counts.misses += 1;
    const generation = this.cache.currentGeneration;
    const json = response.json;
    response.json = ((body: unknown) => {
      response.json = json;
      if (response.statusCode !== 200) return json.call(response, body);
      const answer = this.cache.put(key, generation, Buffer.from(JSON.stringify(body), 'utf8'));
      this.send(request, response, answer);
      return response;
    }) as Response['json'];
    next();
  }

  /** Sends the answer; when the fast path could send the next such read, keeps the headers. */
  private send(request: Request, response: Response, answer: CachedAnswer): void {
    const encoding = encodingFor(request, answer);
    sendAnswer(request, response, answer, encoding ?? 'identity', varyOf(this.corsConfigured));
    if (encoding !== undefined && mayAnswerFromMemory(request, this.corsConfigured)) {
      keepSharedHeaders(answer, request.secure, response);
    }
  }
}
