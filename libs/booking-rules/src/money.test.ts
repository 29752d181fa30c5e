import { dollarsToLeones, toLeones } from './index.js';

describe('toLeones: the one conversion to leones, whole leones, half up', () => {
  it('converts at the rate and rounds a half leone up', () => {
    expect(toLeones(43500, 22.5)).toBe(9788); // 9,787.5
    expect(toLeones(29000, 22.5)).toBe(6525);
    expect(toLeones(12550, 22.5)).toBe(2824); // 2,823.75
    expect(toLeones(12510, 22.5)).toBe(2815); // 2,814.75
    expect(toLeones(12502, 22.5)).toBe(2813); // 2,812.95
  });

  it('rounds below a half leone down', () => {
    expect(toLeones(1, 22.5)).toBe(0); // 0.225
    expect(toLeones(2, 22.5)).toBe(0); // 0.45
    expect(toLeones(3, 22.5)).toBe(1); // 0.675
  });

  it('reads the rate to the hundredth, without floating-point drift', () => {
    // 0.1 + 0.2 style errors would give 2,249.99... for 100 dollars at 22.4999999.
    expect(toLeones(10000, 22.4999999)).toBe(2250);
    expect(toLeones(100, 22.35)).toBe(22); // 22.35
    expect(toLeones(1000, 22.35)).toBe(224); // 223.5
    // Every cent up to $2,000 at 22.5: the integer rule agrees with exact decimal arithmetic.
    for (let cents = 0; cents <= 200_000; cents += 1) {
      const tenThousandths = cents * 2250;
      const expected =
        Math.floor(tenThousandths / 10_000) + (tenThousandths % 10_000 >= 5_000 ? 1 : 0);
      if (toLeones(cents, 22.5) !== expected)
        throw new Error(`${cents} cents: ${toLeones(cents, 22.5)}`);
    }
  });

  it('keeps the sign of a negative amount and never writes -0', () => {
    expect(toLeones(-43500, 22.5)).toBe(-9788);
    expect(Object.is(toLeones(-1, 22.5), 0)).toBe(true);
  });

  it('takes dollars too', () => {
    expect(dollarsToLeones(435, 22.5)).toBe(9788);
    expect(dollarsToLeones(125.5, 22.5)).toBe(2824);
  });
});
