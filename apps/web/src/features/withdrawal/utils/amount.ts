import {
  type AmountLimits as SharedAmountLimits,
  type Problem,
  checkAmount as checkAmountIn,
} from '../../../shared/lib/amount';

export type { Problem } from '../../../shared/lib/amount';

/** The withdrawal's limits: the site's minimum and maximum and the main balance. */
export type AmountLimits = SharedAmountLimits & {
  min: string | null;
  max: string | null;
  balance: string;
};

/**
 * What is wrong with the amount the member typed: a positive decimal with at most the currency's
 * digits, within the limits and the main balance (the server checks the same).
 */
export const checkAmount = (text: string, limits: AmountLimits): Problem | undefined =>
  checkAmountIn(text, limits, 'withdrawal');

/** Withdraw passwords are four digits. */
export const checkWithdrawPassword = (text: string): Problem | undefined =>
  /^\d{4}$/.test(text) ? undefined : { key: 'withdrawal.errPassword' };
