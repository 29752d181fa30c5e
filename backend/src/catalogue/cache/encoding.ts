import express from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import type { Encoding } from './catalogue-cache.js';

/**
 * Express's own `request.acceptsEncodings` (the `accepts` package: q-values, `*`, `identity;q=0`),
 * which reads nothing but the request's headers: both paths that send kept answers negotiate
 * with it, so they choose alike.
 */
const acceptsEncodings = express.request.acceptsEncodings as unknown as (
  this: { headers: IncomingHttpHeaders },
  ...encodings: string[]
) => string | false;

/** br or gzip, as the client prefers them, else identity. */
export function negotiateEncoding(headers: IncomingHttpHeaders): Encoding {
  return (acceptsEncodings.call({ headers }, 'br', 'gzip') as Encoding | false) || 'identity';
}
