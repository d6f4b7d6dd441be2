import { describe, expect, it } from 'vitest';

import { checkAmount, checkWithdrawPassword } from './amount';

const RMB = { currency: 'RMB', min: '100.00', max: '50000.00', balance: '1000.00' } as const;
const VND = { currency: 'VND', min: '100000', max: '500000000', balance: '2000000' } as const;

describe('checkAmount', () => {
  it('accepts an amount within the limits and the balance', () => {
    expect(checkAmount('100', RMB)).toBeUndefined();
    expect(checkAmount(' 999.99 ', RMB)).toBeUndefined();
    expect(checkAmount('150000', VND)).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(checkAmount('', RMB)?.key).toBe('withdrawal.errAmountRequired');
    expect(checkAmount('abc', RMB)).toEqual({
      key: 'withdrawal.errAmountDigits',
      params: { digits: 2 },
    });
    expect(checkAmount('100.001', RMB)?.key).toBe('withdrawal.errAmountDigits');
    expect(checkAmount('-5', RMB)?.key).toBe('withdrawal.errAmountDigits');
    expect(checkAmount('0', RMB)?.key).toBe('withdrawal.errAmountDigits');
    expect(checkAmount('100000.5', VND)?.key).toBe('withdrawal.errAmountWhole');
    expect(checkAmount('99.99', RMB)).toEqual({
      key: 'withdrawal.errAmountMin',
      params: { min: '100.00' },
    });
    expect(checkAmount('50000.01', { ...RMB, balance: '90000.00' })?.key).toBe(
      'withdrawal.errAmountMax',
    );
    expect(checkAmount('1000.01', RMB)?.key).toBe('withdrawal.errAmountBalance');
  });

  it('shows the limits the way the page formats money', () => {
    expect(checkAmount('1', { ...RMB, display: (amount) => `¥ ${amount}` })).toEqual({
      key: 'withdrawal.errAmountMin',
      params: { min: '¥ 100.00' },
    });
  });

  it('checks only what it knows when the site sends no limits', () => {
    expect(checkAmount('1', { ...RMB, min: null, max: null })).toBeUndefined();
  });
});

describe('checkWithdrawPassword', () => {
  it('wants four digits', () => {
    expect(checkWithdrawPassword('1234')).toBeUndefined();
    expect(checkWithdrawPassword('123')?.key).toBe('withdrawal.errPassword');
    expect(checkWithdrawPassword('12a4')?.key).toBe('withdrawal.errPassword');
  });
});
