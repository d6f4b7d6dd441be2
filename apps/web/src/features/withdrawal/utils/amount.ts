import { CURRENCIES, type Currency, parseMinorUnits } from '@member-site/contracts';

/** A message key and its parameters, translated by the page. */
export type Problem = { key: string; params?: Record<string, string | number> };

export type AmountLimits = {
  currency: Currency;
  /** Decimal strings as the server sends them; null when there is no limit to show. */
  min: string | null;
  max: string | null;
  balance: string;
  /** How an amount is shown in a message ("¥ 50,000.00"); the amount as is by default. */
  display?: (amount: string) => string;
};

const minor = (text: string | null, currency: Currency): bigint | undefined =>
  text === null ? undefined : parseMinorUnits(text, currency);

/**
 * What is wrong with the amount the member typed, checked the way the server checks it: a positive
 * decimal with at most the currency's digits, within the limits and the main balance.
 */
export const checkAmount = (text: string, limits: AmountLimits): Problem | undefined => {
  const value = text.trim();
  if (value === '') return { key: 'withdrawal.errAmountRequired' };
  const { currency } = limits;
  const display = limits.display ?? ((amount: string) => amount);
  const digits = CURRENCIES[currency].exponent;
  const amount = parseMinorUnits(value, currency);
  if (amount === undefined || amount <= 0n) {
    return digits === 0
      ? { key: 'withdrawal.errAmountWhole' }
      : { key: 'withdrawal.errAmountDigits', params: { digits } };
  }
  const min = minor(limits.min, currency);
  if (min !== undefined && amount < min) {
    return { key: 'withdrawal.errAmountMin', params: { min: display(limits.min ?? '') } };
  }
  const max = minor(limits.max, currency);
  if (max !== undefined && amount > max) {
    return { key: 'withdrawal.errAmountMax', params: { max: display(limits.max ?? '') } };
  }
  const balance = minor(limits.balance, currency);
  if (balance !== undefined && amount > balance) return { key: 'withdrawal.errAmountBalance' };
  return undefined;
};

/** Withdraw passwords are four digits. */
export const checkWithdrawPassword = (text: string): Problem | undefined =>
  /^\d{4}$/.test(text) ? undefined : { key: 'withdrawal.errPassword' };
