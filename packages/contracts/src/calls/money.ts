/**
 * Shapes every money call shares, and the operator calls that are not tied to one order kind.
 * Wallet, deposit, withdrawal and record calls sit in their own files and answer the `money`
 * error family (one-key returns answer `oneKeyReturn`).
 */
import { describeCalls } from '../call';
import type { moneyWire } from '../wire/money';

const call = describeCalls<typeof moneyWire>();

/**
 * A manual adjustment of a member's main wallet by the operator: credit adds, debit takes away
 * (never below zero). Written to the ledger against the house's adjustments account and to the
 * audit log with the reason.
 */
export const operatorAdjustmentCall = call({
  path: '/operator/adjustments',
  method: 'POST',
  access: 'operator',
  family: 'money',
});
