import type { Currency } from '@member-site/contracts/constants';

import { type Problem, checkAmount } from '../../../shared/lib/amount';

export type { Problem } from '../../../shared/lib/amount';

/**
 * What is wrong with the amount the member typed: a positive decimal with at most the currency's
 * digits, within the channel's minimum and maximum (the server checks the same).
 */
export const checkDepositAmount = (
  text: string,
  limits: { currency: Currency; min: string; max: string },
): Problem | undefined => checkAmount(text, limits, 'deposit');
