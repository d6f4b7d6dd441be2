import {
  type Currency,
  type SupportedLanguage,
  MEMBER_STATUSES,
  formatMinorUnits,
  parseMinorUnits,
} from '@member-site/contracts/constants';
import { errorMessage } from '@member-site/contracts/messages';

import { AppError } from '../../http/app-error';
import { LedgerError } from './ledger.service';

/** A refusal of a money call, answered with a code of the `money` family. */
export const moneyError = (code: string, options: { message?: string; data?: unknown } = {}) =>
  new AppError(code, { family: 'money', ...options });

/**
 * An amount the member or operator typed, in minor units of `currency`. Negative, zero,
 * non-numeric and over-precise amounts (more digits than the currency has) answer money code 101.
 */
export const parseAmount = (text: string, currency: Currency): bigint => {
  const minor = parseMinorUnits(text, currency);
  if (minor === undefined || minor <= 0n) throw moneyError('101');
  return minor;
};

/**
 * An amount outside a channel's or a site's limits: 102 below the minimum, 103 above the
 * maximum, the message naming the limit in the caller's language (`data` carries it too).
 */
export const amountLimitError = (
  bound: 'min' | 'max',
  limit: bigint,
  currency: Currency,
  language: SupportedLanguage,
) => {
  const amount = formatMinorUnits(limit, currency);
  const key = bound === 'min' ? 'money.err_amount_below_min' : 'money.err_amount_above_max';
  return moneyError(bound === 'min' ? '102' : '103', {
    message: `${errorMessage(language, key)} (${amount} ${currency})`,
    data: bound === 'min' ? { min_amount: amount } : { max_amount: amount },
  });
};

/**
 * Check `amount` against the limits; throws the 102 or 103 refusal. Deposits and withdrawals
 * both check their amounts this way.
 */
export const checkAmountLimits = (
  amount: bigint,
  limits: { minAmount: bigint; maxAmount: bigint },
  currency: Currency,
  language: SupportedLanguage,
): void => {
  if (amount < limits.minAmount)
    throw amountLimitError('min', limits.minAmount, currency, language);
  if (amount > limits.maxAmount)
    throw amountLimitError('max', limits.maxAmount, currency, language);
};

/** Money calls of a disabled or frozen member are refused with money 114. */
export const refuseInactiveMember = (status: number): void => {
  if (status !== MEMBER_STATUSES.active) throw moneyError('114');
};

/**
 * The money code for a refused ledger transfer, or the error itself when it is not a refusal a
 * caller can cause (a missing account is a bug, not bad input).
 */
export const toMoneyError = (error: unknown): unknown => {
  if (!(error instanceof LedgerError)) return error;
  switch (error.reason) {
    case 'insufficient_funds':
      return moneyError('105');
    case 'idempotency_conflict':
      return moneyError('112');
    case 'currency_mismatch':
      return moneyError('104');
    default:
      return error;
  }
};
