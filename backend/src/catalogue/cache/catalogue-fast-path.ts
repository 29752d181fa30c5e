import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parse as parseQuery } from 'node:querystring';
import type { Logger } from 'pino';
import { requestIdFor } from '../../common/http/request-id.js';
import { API_VERSION_HEADER, DEFAULT_API_VERSION } from '../../common/http/api-version.js';
import { mayAnswerFromMemory, overHttps, type TrustProxy } from './answer-headers.js';
import type { CatalogueCache } from './catalogue-cache.js';
import {
  encodingFor,
  LONGEST_KEY,
  representationOf,
  routePattern,
  varyOf,
} from './catalogue-cache.middleware.js';

export interface FastPathOptions {
  cache: CatalogueCache;
  corsConfigured: boolean;
  trustProxy: TrustProxy;
  /** Counts the request as the metrics middleware does. */
  observe(method: string, route: string, statusCode: number, seconds: number): void;
  /** The access log's logger (pino-http's); read for each request, it may come late. */
  accessLog(): Logger | undefined;
  /** The global prefix's path: `/api/`. */
  apiPath: string;
}

/**
 * Sends a kept public catalogue answer before Express, when the whole pipeline would send the
 * very same one (docs/decisions/catalogue-fast-path-before-express.md): the request could not
 * change it ({@link mayAnswerFromMemory}), the cache is live and holds the URL, and the pipeline
 * has already sent that answer over the same scheme, so its headers (security headers, CORS,
 * caching rules) are kept beside it and sent again. The request gets its own X-Request-Id,
 * made as the pipeline makes it, is timed in the request metrics under its route pattern and
 * written to the access log as pino-http writes it.
 */
export class CatalogueFastPath {
  constructor(private readonly options: FastPathOptions) {}

  /** True when it answered the request; false leaves it to the pipeline, untouched. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const { cache, apiPath } = this.options;
    const url = request.url;
    if (
      url === undefined ||
      url.length > LONGEST_KEY ||
      !url.startsWith(apiPath) ||
      !cache.enabled ||
      !mayAnswerFromMemory(request, this.options.corsConfigured)
    ) {
      return false;
    }
    const answer = cache.get(url);
    if (!answer) return false;
    const shared = answer.sharedHeaders(overHttps(request, this.options.trustProxy));
    if (!shared) return false;
    const encoding = encodingFor(request, answer);
    if (encoding === undefined) return false;

    const started = performance.now();
    const startedAt = Date.now();
    const id = requestIdFor(request.headers['x-request-id']);
    const sent = representationOf(
      answer,
      encoding,
      request.method,
      request.headers['if-none-match'],
      varyOf(this.options.corsConfigured),
    );
    response.writeHead(sent.status, [
      ...shared,
      'X-Request-Id',
      id,
      API_VERSION_HEADER,
      DEFAULT_API_VERSION,
      ...sent.headers,
    ]);
    response.end(sent.body);
    cache.counts.hits += 1;
    cache.counts.fastPath += 1;
    response.once('close', () => this.finished(request, response, id, started, startedAt));
    return true;
  }

  private finished(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
    started: number,
    startedAt: number,
  ): void {
    const url = request.url as string;
    const method = request.method as string;
    this.options.observe(
      method,
      routePattern(url),
      response.statusCode,
      (performance.now() - started) / 1000,
    );
    const log = this.options.accessLog();
    if (!log?.isLevelEnabled('info')) return;
    log.info(
      {
        req: accessLogRequest(request, id, this.options.apiPath),
        res: response,
        responseTime: Date.now() - startedAt,
      },
      'request completed',
    );
  }
}

/**
 * The request as pino-http's serializer reads it from Express: the original URL, the parsed
 * query (the `simple` parser) and the parameters of the access log's `/api/{*splat}` route.
 */
function accessLogRequest(request: IncomingMessage, id: string, apiPath: string) {
  const url = request.url as string;
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  return {
    id,
    method: request.method,
    originalUrl: url,
    query: at < 0 ? {} : parseQuery(url.slice(at + 1)),
    params: { splat: path.slice(apiPath.length).split('/').map(decodeSegment) },
    headers: request.headers,
    socket: request.socket,
  };
}

/** A path segment as the router decodes it (one it cannot decode is logged as it came). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Puts the fast path in front of the application's own request listener (Express): a request
 * it does not answer goes on to Express as it came.
 */
export function answerFromMemoryFirst(server: Server, fastPath: CatalogueFastPath): void {
  const pipeline = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (fastPath.serve(request, response)) return;
    for (const listener of pipeline) listener.call(server, request, response);
  });
}
