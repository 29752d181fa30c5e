import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, publicOnlyLookup, UnsafeAddressError } from './safe-address.js';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.js';

export interface WebhookAttempt {
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  durationMs: number;
  error: string | null;
}

/** Longest wait for a receiver's answer. */
const TIMEOUT_MS = 10_000;

/**
 * POSTs one signed delivery. In production only `https` to public addresses (checked on the
 * address connected to); elsewhere a local receiver is allowed, for development and tests.
 */
export function sendWebhook(
  target: { url: string; secret: string },
  body: string,
  headers: Record<string, string>,
  production: boolean,
  now = Date.now(),
): Promise<WebhookAttempt> {
  const started = Date.now();
  const done = (status: number | null, error: string | null): WebhookAttempt => ({
    status,
    durationMs: Date.now() - started,
    error,
  });
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return Promise.resolve(done(null, 'The endpoint URL is not valid'));
  }
  if (production && url.protocol !== 'https:') {
    return Promise.resolve(done(null, 'Webhooks are sent over https only'));
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (production && isIP(literal) && !isPublicAddress(literal)) {
    return Promise.resolve(done(null, `${literal} is not a public address`));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Salone-Webhooks/1.0',
          [SIGNATURE_HEADER]: signWebhook(target.secret, body, Math.floor(now / 1000)),
          ...headers,
        },
        timeout: TIMEOUT_MS,
        ...(production ? { lookup: publicOnlyLookup } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          resolve(done(status, ok ? null : `The endpoint answered ${status}`));
        });
        res.on('error', (error) => resolve(done(res.statusCode ?? null, error.message)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (error) =>
      resolve(done(null, error instanceof UnsafeAddressError ? error.message : error.message)),
    );
    req.end(body);
  });
}
