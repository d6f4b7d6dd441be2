import { type Currency, parseMinorUnits } from '@member-site/contracts';

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
