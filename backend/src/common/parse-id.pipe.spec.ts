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
