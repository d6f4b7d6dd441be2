import { describe, expect, it } from 'vitest';

import { LIMITS, lastThree, padJackpot } from './timing';

describe('padJackpot', () => {
  it('pads whole amounts to ten digits', () => {
    expect(padJackpot('42')).toBe('0000000042');
    expect(padJackpot('0')).toBe('0000000000');
    expect(padJackpot('1234567890')).toBe('1234567890');
  });

  it('pads only the integer part and keeps the fraction', () => {
    expect(padJackpot('1234567.89')).toBe('0001234567.89');
    expect(padJackpot('0.5')).toBe('0000000000.5');
    expect(padJackpot('1234567.89').split('.')[0]).toHaveLength(10);
  });

  it('leaves amounts of more than ten digits whole', () => {
    expect(padJackpot('12345678901')).toBe('12345678901');
    expect(padJackpot('12345678901.25')).toBe('12345678901.25');
  });
});

describe('limits of spec sections 5 and 9', () => {
  it('match the spec values', () => {
    expect(LIMITS).toMatchObject({
      accountMin: 6,
      accountMax: 12,
      passwordMin: 6,
      passwordMax: 12,
      withdrawPasswordDigits: 4,
      phoneVerifyDigits: 6,
      vndPhoneDigits: 10,
      contactMin: 5,
      contactMax: 50,
      lettersPerPage: 50,
    });
  });

  it('lastThree keeps the last three characters', () => {
    expect(lastThree('abcdef')).toBe('def');
    expect(lastThree('ab')).toBe('ab');
  });
});
