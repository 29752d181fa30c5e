import { createHmac, timingSafeEqual } from 'node:crypto';

/** Monime rejects nothing older than this; neither do we. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Signs `rawBody` as Monime does: base64 HMAC-SHA256 of `${t}_${rawBody}`. */
export function signMonimePayload(secret: string, timestamp: number, rawBody: Buffer | string) {
  return createHmac('sha256', secret).update(`${timestamp}_`).update(rawBody).digest('base64');
}

/**
 * Checks a `Monime-Signature: t=<unix seconds>,v1=<base64>` header (several v1 values are
 * accepted, for secret rotation) against the exact bytes received.
 */
export function checkMonimeSignature(
  secret: string,
  header: string | undefined,
  rawBody: Buffer | undefined,
  now: Date,
): SignatureCheck {
  if (!header || !rawBody) return 'invalid';
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const key = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (key === 't') timestamp = value;
    else if (key === 'v1') signatures.push(value);
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return 'invalid';
  const expected = createHmac('sha256', secret).update(`${timestamp}_`).update(rawBody).digest();
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'invalid';
  const age = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return age <= SIGNATURE_TOLERANCE_SECONDS ? 'valid' : 'expired';
}
