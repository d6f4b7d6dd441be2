/**
 * Withdrawals: the member asks for money out of the main wallet to the bound bank account. The
 * amount is held at request; the operator approves (paid) or rejects (returned to the wallet).
 * Every call answers the `money` error family.
 */
import { describeCalls } from '../call';
import type { withdrawalWire } from '../wire/withdrawal';

export type { WithdrawalOrder, OperatorWithdrawal } from '../wire/withdrawal';

const call = describeCalls<typeof withdrawalWire>();

/** What the withdrawal page needs: balance, bank account, limits and the pending orders. */
export const withdrawalInfoCall = call({
  path: '/member/withdrawal/info',
  method: 'POST',
  access: 'member',
  family: 'money',
});
/**
 * Ask for a withdrawal. The same `request_id` again returns the same order (nothing is held
 * twice); with a different amount it answers money 112.
 */
export const createWithdrawalCall = call({
  path: '/member/withdrawal/create',
  method: 'POST',
  access: 'member',
  family: 'money',
});
/** The member's own withdrawals, newest first: every pending one and the recent decided ones. */
export const withdrawalListCall = call({
  path: '/member/withdrawal/list',
  method: 'POST',
  access: 'member',
  family: 'money',
});
/** One of the member's own orders; another member's order number answers money 106. */
export const withdrawalOrderCall = call({
  path: '/member/withdrawal/order',
  method: 'POST',
  access: 'member',
  family: 'money',
});
/** The site's pending withdrawals, oldest first. */
export const operatorWithdrawalListCall = call({
  path: '/operator/withdrawals',
  method: 'POST',
  access: 'operator',
  family: 'money',
});
/** Approve a pending withdrawal: the held money leaves the site (paid). A decided order: 107. */
export const operatorWithdrawalApproveCall = call({
  path: '/operator/withdrawals/approve',
  method: 'POST',
  access: 'operator',
  family: 'money',
});
/** Reject a pending withdrawal: the held money goes back to the member's main wallet. */
export const operatorWithdrawalRejectCall = call({
  path: '/operator/withdrawals/reject',
  method: 'POST',
  access: 'operator',
  family: 'money',
});
