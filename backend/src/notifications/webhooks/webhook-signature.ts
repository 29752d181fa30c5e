import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'Salone-Signature';

/**
 * The Standard Webhooks headers (standardwebhooks.com), sent beside `Salone-Signature` so a
 * receiver may use any of that specification's libraries: `webhook-id` (the delivery's id, the
 * same on every try), `webhook-timestamp` (Unix seconds) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the bytes the secret encodes
 * after `whsec_`, in base64; older secrets are base64url, read the same way).
 */
export function standardWebhookHeaders(
  secret: string,
  id: string,
  body: string,
  timestamp: number,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signature}`,
  };
}

export function signWebhook(secret: string, body: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * The recipe in docs/webhooks.md, as a receiver runs it: the timestamp is at most
 * `toleranceSeconds` old and the HMAC of `"{t}.{raw body}"` matches, compared in constant time.
 */
export function verifyWebhook(
  secret: string,
  header: string | undefined,
  body: string,
  now = Date.now(),
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, body, timestamp).split('v1=')[1], 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
