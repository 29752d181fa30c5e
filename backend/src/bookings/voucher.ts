import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The voucher's QR token: `SLV1.<booking id>.<nonce>.<signature>`, each part base64url. The
 * signature is HMAC-SHA256 over the version, booking id and nonce with the server's key, so a
 * token cannot be guessed or forged; the nonce is made when the booking is confirmed and kept
 * with it, so a token names one confirmation of one booking (docs/decisions/signed-qr-vouchers.md).
 */
const VERSION = 'SLV1';
const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/i;
const PART = /^[A-Za-z0-9_-]+$/;

/**
 * SHA-256 of a token, hex: what the day's arrivals list carries for each booking, so a phone
 * without a connection can tell a genuine voucher of that list from anything else without
 * holding the signing key or the tokens themselves
 * (docs/decisions/offline-check-in-voucher-digests.md).
 */
export const voucherDigest = (token: string): string =>
  createHash('sha256').update(token.trim(), 'utf8').digest('hex');

/** A fresh nonce for a confirmed booking (96 random bits, base64url). */
export const voucherNonce = (): string => randomBytes(12).toString('base64url');

export class VoucherSigner {
  constructor(private readonly key: Buffer) {
    if (key.length < 32) throw new Error('The voucher key must be at least 32 bytes');
  }

  issue(bookingId: string, nonce: string): string {
    const id = uuidToBase64Url(bookingId);
    return `${VERSION}.${id}.${nonce}.${this.sign(id, nonce)}`;
  }

  /** The booking id and nonce a genuine token carries; null for anything else. */
  verify(token: string): { bookingId: string; nonce: string } | null {
    const parts = token.trim().split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return null;
    const [, id, nonce, signature] = parts;
    if (![id, nonce, signature].every((part) => PART.test(part))) return null;
    const expected = Buffer.from(this.sign(id, nonce), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const bookingId = base64UrlToUuid(id);
    return bookingId ? { bookingId, nonce } : null;
  }

  private sign(id: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${VERSION}.${id}.${nonce}`).digest('base64url');
  }
}

function uuidToBase64Url(uuid: string): string {
  if (!UUID.test(uuid)) throw new Error(`Not a UUID: ${uuid}`);
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

function base64UrlToUuid(value: string): string | null {
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== 16 || bytes.toString('base64url') !== value) return null;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
