/** Short human booking reference: SL- and six characters that cannot be misread. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function bookingReference(randomBytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < 6; i += 1)
    code += REFERENCE_ALPHABET[randomBytes[i] % REFERENCE_ALPHABET.length];
  return `SL-${code}`;
}
