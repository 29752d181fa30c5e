import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { SESSION_COOKIE } from '../../auth/index.js';
import { sessionCookiePattern } from '../../common/http/no-store.js';
import type { CachedAnswer } from './catalogue-cache.js';

const SIGNED_IN = sessionCookiePattern(SESSION_COOKIE);

/**
 * Headers of one request (X-Request-Id) or those every kept answer sets for itself, in each
 * encoding (`representationOf`): made for each answer, never replayed.
 */
export const OWN_HEADERS = new Set([
  'x-request-id',
  'salone-version',
  'cache-control',
  'vary',
  'etag',
  'content-type',
  'content-encoding',
  'content-length',
]);

/**
 * True when nothing in the request can change the answer the pipeline gives a public
 * catalogue read, beyond its URL, scheme and encoding: a GET or HEAD without the session
 * cookie or an Authorization header (those are marked no-store, and API keys are counted),
 * without an Origin when CORS is configured (CORS answers it), without a `Salone-Version` (the
 * pipeline checks it), and without a body or its type
 * (the charset check and the body parsers may refuse them).
 */
export function mayAnswerFromMemory(request: IncomingMessage, corsConfigured: boolean): boolean {
  const headers = request.headers;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    headers.authorization === undefined &&
    (headers.cookie === undefined || !SIGNED_IN.test(headers.cookie)) &&
    (!corsConfigured || headers.origin === undefined) &&
    headers['content-type'] === undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    // A version is checked (and may be refused) by the pipeline.
    headers['salone-version'] === undefined
  );
}

/**
 * Keeps, beside the answer, the headers the pipeline has just sent with it, without the
 * request's and the encoding's own ones. An answer that set a cookie is never replayed.
 */
export function keepSharedHeaders(
  answer: CachedAnswer,
  secure: boolean,
  response: ServerResponse,
): void {
  const shared: string[] = [];
  // Names as the pipeline wrote them (Content-Security-Policy); Node has it, its types not yet.
  const names = (
    response as ServerResponse & { getRawHeaderNames(): string[] }
  ).getRawHeaderNames();
  for (const name of names) {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie') return;
    if (OWN_HEADERS.has(lower)) continue;
    const value = response.getHeader(name);
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      shared.push(name, String(one));
    }
  }
  answer.keepSharedHeaders(secure, shared);
}

/** Express's `trust proxy` setting, compiled: whether the hop-th address is a trusted proxy. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** Express's `request.secure`: TLS here, or a trusted proxy says X-Forwarded-Proto https. */
export function overHttps(request: IncomingMessage, trust: TrustProxy): boolean {
  const proto = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
  if (!trust(request.socket.remoteAddress, 0)) return proto === 'https';
  const header = (request.headers['x-forwarded-proto'] as string | undefined) || proto;
  const comma = header.indexOf(',');
  return (comma !== -1 ? header.substring(0, comma) : header).trim() === 'https';
}
