import { CURRENCIES, type Currency, parseMinorUnits } from '@member-site/contracts/constants';

/** A message key and its parameters, translated by the form that shows it. */
export type Problem = { key: string; params?: Record<string, string | number> };

export type AmountLimits = {
  currency: Currency;
  /** Decimal strings as the server sends them; null or absent when there is no such limit. */
  min?: string | null;
  max?: string | null;
  /** The most the member can move (the main balance), when that is a limit. */
  balance?: string | null;
  /** How an amount is shown in a message ("¥ 50,000.00"); the amount as is by default. */
  display?: (amount: string) => string;
};

const minor = (text: string | null | undefined, currency: Currency): bigint | undefined =>
  text === null || text === undefined ? undefined : parseMinorUnits(text, currency);

/**
 * What is wrong with an amount the member typed, checked the way the server checks it: a positive
 * decimal with at most the currency's digits, within the limits and the balance. The message keys
 * are `<namespace>.errAmountRequired`, `...Whole`, `...Digits`, `...Min`, `...Max`, `...Balance`,
 * so each form words them for what it does ("the minimum deposit", "the minimum withdrawal").
 */
export const checkAmount = (
  text: string,
  limits: AmountLimits,
  namespace: string,
): Problem | undefined => {
  const value = text.trim();
  if (value === '') return { key: `${namespace}.errAmountRequired` };
  const { currency } = limits;
  const display = limits.display ?? ((amount: string) => amount);
  const digits = CURRENCIES[currency].exponent;
  const amount = parseMinorUnits(value, currency);
  if (amount === undefined || amount <= 0n) {
    return digits === 0
      ? { key: `${namespace}.errAmountWhole` }
      : { key: `${namespace}.errAmountDigits`, params: { digits } };
  }
  const min = minor(limits.min, currency);
  if (min !== undefined && amount < min) {
    return { key: `${namespace}.errAmountMin`, params: { min: display(limits.min ?? '') } };
  }
  const max = minor(limits.max, currency);
  if (max !== undefined && amount > max) {
    return { key: `${namespace}.errAmountMax`, params: { max: display(limits.max ?? '') } };
  }
  const balance = minor(limits.balance, currency);
  if (balance !== undefined && amount > balance) return { key: `${namespace}.errAmountBalance` };
  return undefined;
};
