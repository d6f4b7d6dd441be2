import { describe, expect, it } from 'vitest';

import { isSuccessCode } from './envelope';

describe('isSuccessCode', () => {
  it('accepts 100 and the legacy 1000 only', () => {
    expect(isSuccessCode('100')).toBe(true);
    expect(isSuccessCode(100)).toBe(true);
    expect(isSuccessCode(1000)).toBe(true);
    expect(isSuccessCode('101')).toBe(false);
    expect(isSuccessCode('0100')).toBe(false);
  });
});
