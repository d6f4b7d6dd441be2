import { describe, expect, it } from 'vitest';

import { checkDepositAmount } from './amount';

const rmb = { currency: 'RMB', min: '100.00', max: '50000.00' } as const;
const vnd = { currency: 'VND', min: '100000', max: '500000000' } as const;

describe('checkDepositAmount', () => {
  it('accepts amounts within the limits in the currency digits', () => {
    expect(checkDepositAmount('100', rmb)).toBeUndefined();
    expect(checkDepositAmount(' 500.5 ', rmb)).toBeUndefined();
    expect(checkDepositAmount('100000', vnd)).toBeUndefined();
  });

  it('refuses what the server refuses', () => {
    expect(checkDepositAmount('', rmb)?.key).toBe('deposit.errAmountRequired');
    for (const bad of ['-5', '0', 'abc', '1.234', '1e3']) {
      expect(checkDepositAmount(bad, rmb)?.key, bad).toBe('deposit.errAmountDigits');
    }
    expect(checkDepositAmount('150000.5', vnd)?.key).toBe('deposit.errAmountWhole');
    expect(checkDepositAmount('99.99', rmb)).toMatchObject({
      key: 'deposit.errAmountMin',
      params: { min: '100.00' },
    });
    expect(checkDepositAmount('50000.01', rmb)?.key).toBe('deposit.errAmountMax');
  });
});
