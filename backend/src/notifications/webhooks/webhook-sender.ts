import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { addressRefusal, publicOnlyLookup } from './safe-address.js';
import { SIGNATURE_HEADER, signWebhook, standardWebhookHeaders } from './webhook-signature.js';

export interface WebhookAttempt {
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * Longest wait for a receiver's answer, from the request's start to the end of the answer:
 * a receiver should acknowledge at once and work afterwards (docs/webhooks.md).
 */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * POSTs one signed delivery (`id`: the delivery's, for the Standard Webhooks headers). In
 * production only `https` to public addresses (checked on the address connected to); elsewhere
 * a local receiver is allowed, for development and tests.
 */
export function sendWebhook(
  target: { url: string; secret: string },
  id: string,
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
  const refusal = production && isIP(literal) ? addressRefusal(literal) : null;
  if (refusal) {
    return Promise.resolve(done(null, `${literal} is not a public address: ${refusal}`));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (attempt: WebhookAttempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(attempt);
    };
    const req = send(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Salone-Webhooks/1.0',
          [SIGNATURE_HEADER]: signWebhook(target.secret, body, Math.floor(now / 1000)),
          ...standardWebhookHeaders(target.secret, id, body, Math.floor(now / 1000)),
          ...headers,
        },
        ...(production ? { lookup: publicOnlyLookup } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          finish(done(status, ok ? null : `The endpoint answered ${status}`));
        });
        res.on('error', (error) => finish(done(res.statusCode ?? null, error.message)));
      },
    );
    // One deadline for the whole exchange (resolving, connecting, answering, reading), not an
    // idle timeout that a receiver trickling bytes could stretch.
    const deadline = setTimeout(() => {
      const error = `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
      finish(done(null, error));
      req.destroy(new Error(error));
    }, WEBHOOK_TIMEOUT_MS);
    req.on('error', (error) => finish(done(null, error.message)));
    req.end(body);
  });
}
