import { randomBytes, randomUUID } from 'node:crypto';
import { VoucherSigner, voucherNonce } from './voucher.js';

describe('voucher tokens', () => {
  const signer = new VoucherSigner(randomBytes(32));
  const bookingId = randomUUID();
  const nonce = voucherNonce();
  const token = signer.issue(bookingId, nonce);

  it('reads back the booking and nonce of a token it issued', () => {
    expect(token).toMatch(/^SLV1\.[\w-]{22}\.[\w-]{16}\.[\w-]{43}$/);
    expect(signer.verify(token)).toEqual({ bookingId, nonce });
    expect(signer.verify(` ${token}\n`)).toEqual({ bookingId, nonce });
  });

  it('refuses a token signed with another key', () => {
    const other = new VoucherSigner(randomBytes(32)).issue(bookingId, nonce);
    expect(signer.verify(other)).toBeNull();
  });

  it('refuses a token whose booking, nonce or signature was changed', () => {
    const [version, id, n, signature] = token.split('.');
    const otherId = signer.issue(randomUUID(), nonce).split('.')[1];
    expect(signer.verify([version, otherId, n, signature].join('.'))).toBeNull();
    expect(signer.verify([version, id, voucherNonce(), signature].join('.'))).toBeNull();
    const flipped = Buffer.from(signature, 'base64url');
    flipped[0] ^= 1;
    expect(signer.verify([version, id, n, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(signer.verify([version, id, n, signature.slice(0, 20)].join('.'))).toBeNull();
  });

  it('refuses anything that is not a token', () => {
    for (const value of [
      '',
      'SLV1',
      'SL-7K3Q9D',
      `SLV2.${token.slice(5)}`,
      `${token}.x`,
      'a.b.c.d',
    ]) {
      expect(signer.verify(value)).toBeNull();
    }
  });

  it('refuses a key shorter than 32 bytes', () => {
    expect(() => new VoucherSigner(randomBytes(16))).toThrow(/32 bytes/);
  });
});
