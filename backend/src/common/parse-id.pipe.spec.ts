import { DomainException } from './errors/domain.exception.js';
import { ParseIdPipe } from './parse-id.pipe.js';

describe('ParseIdPipe', () => {
  const pipe = new ParseIdPipe('Hotel');

  it('accepts positive integer ids', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('2147483647')).toBe(2147483647);
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', '2147483648', '99999999999', '', ' 1', '1;DROP'])(
    'treats %p as not found',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(DomainException);
      expect(() => pipe.transform(value)).toThrow('Hotel not found');
    },
  );
});

describe('ParseIdPipe for UUIDs', () => {
  const pipe = new ParseIdPipe('Booking', 'uuid');

  it('accepts UUIDs in either case', () => {
    expect(pipe.transform('6a0f3c2e-1b4d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(
      '6a0f3c2e-1b4d-4e5f-8a9b-0c1d2e3f4a5b',
    );
    expect(pipe.transform('6A0F3C2E-1B4D-4E5F-8A9B-0C1D2E3F4A5B')).toBe(
      '6A0F3C2E-1B4D-4E5F-8A9B-0C1D2E3F4A5B',
    );
  });

  it.each([
    '1',
    'abc',
    '6a0f3c2e1b4d4e5f8a9b0c1d2e3f4a5b',
    '6a0f3c2e-1b4d-4e5f-8a9b-0c1d2e3f4a5',
    '',
  ])('treats %p as not found (404 NOT_FOUND)', (value) => {
    expect(() => pipe.transform(value)).toThrow('Booking not found');
    try {
      pipe.transform(value);
    } catch (error) {
      expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});
