import { CURRENCIES, type Currency, parseMinorUnits } from '@member-site/contracts';

/** A message key and its parameters, translated by the form. */
export type Problem = { key: string; params?: Record<string, string | number> };

/**
 * What is wrong with the amount the member typed, checked the way the server checks it: a
 * positive decimal with at most the currency's digits, within the channel's minimum and maximum.
 */
export const checkDepositAmount = (
  text: string,
  limits: { currency: Currency; min: string; max: string },
): Problem | undefined => {
  const value = text.trim();
  if (value === '') return { key: 'deposit.errAmountRequired' };
  const { currency } = limits;
  const digits = CURRENCIES[currency].exponent;
  const amount = parseMinorUnits(value, currency);
  if (amount === undefined || amount <= 0n) {
    return digits === 0
      ? { key: 'deposit.errAmountWhole' }
      : { key: 'deposit.errAmountDigits', params: { digits } };
  }
  const min = parseMinorUnits(limits.min, currency);
  if (min !== undefined && amount < min) return { key: 'deposit.errAmountMin', params: limits };
  const max = parseMinorUnits(limits.max, currency);
  if (max !== undefined && amount > max) return { key: 'deposit.errAmountMax', params: limits };
  return undefined;
};
