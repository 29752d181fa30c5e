import {
  formatPhone,
  isValidPhone,
  normalisePhone,
  PHONE_MESSAGE,
  walletForPhone,
} from './phone.js';

describe('the phone rule', () => {
  it.each([
    '076123456',
    '76123456',
    '76 123 456',
    '+23276123456',
    '+232 76 123 456',
    ' 076-123-456 ',
  ])('reads %j as +23276123456', (input) => {
    expect(normalisePhone(input)).toBe('+23276123456');
    expect(isValidPhone(input)).toBe(true);
  });

  it('takes the other Sierra Leone networks and foreign numbers with their code', () => {
    expect(normalisePhone('030123456')).toBe('+23230123456');
    expect(normalisePhone('099123456')).toBe('+23299123456');
    expect(normalisePhone('+232 78 227 560')).toBe('+23278227560');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('+1 202 456 1111')).toBe('+12024561111');
  });

  it.each(['12345', '', '   ', 'not a phone', '0761234567890', '+232 12 345', 'x'.repeat(41)])(
    'refuses %j',
    (input) => {
      expect(normalisePhone(input)).toBeUndefined();
      expect(isValidPhone(input)).toBe(false);
    },
  );

  it('says what it wants in plain words', () => {
    expect(PHONE_MESSAGE).toBe('Enter a Sierra Leone mobile number, like 076 123 456');
  });

  it('shows Sierra Leone numbers as written there, others internationally', () => {
    expect(formatPhone('+23276123456')).toBe('(076) 123456');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('an old note')).toBe('an old note');
  });

  it('suggests the wallet of the number’s network where it is known', () => {
    expect(walletForPhone('076 123 456')).toBe('orange-money');
    expect(walletForPhone('+23279123456')).toBe('orange-money');
    expect(walletForPhone('077123456')).toBe('afrimoney');
    expect(walletForPhone('088123456')).toBe('afrimoney');
    expect(walletForPhone('030123456')).toBe('afrimoney');
    expect(walletForPhone('031123456')).toBeUndefined();
    expect(walletForPhone('+442079460958')).toBeUndefined();
    expect(walletForPhone('12345')).toBeUndefined();
  });
});
