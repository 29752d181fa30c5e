import { bookingReference } from './booking-reference.js';

describe('booking references', () => {
  it('makes references like SL-7K3Q9D without look-alike characters', () => {
    const reference = bookingReference(Uint8Array.from([0, 31, 7, 200, 99, 255]));
    expect(reference).toMatch(/^SL-[A-HJ-NP-Z2-9]{6}$/);
    expect(reference).toBe('SL-A9HJD9');
  });
});
