/**
 * Deposit calls (issue 4, point 3): the payment channels of the member's currency, bank-transfer
 * orders that wait for the operator, fast-payment orders paid at a payment gateway, the status of
 * one order, and the operator's list, approve and reject. Every call answers the `money` family.
 */
import { describeCalls } from '../call';
import type { depositWire } from '../wire/deposit';

export type { BankDetails, DepositChannel, DepositOrder } from '../wire/deposit';

const call = describeCalls<typeof depositWire>();

/** The deposit channels of the member's currency, in display order. */
export const depositChannelsCall = call({
  path: '/member/deposit/channels',
  method: 'POST',
  access: 'member',
  family: 'money',
});
/**
 * A bank-transfer deposit: the member has sent (or will send) `amount` to the channel's receiving
 * account. The order waits for the operator; nothing is credited until it is approved.
 */
export const depositBankTransferCall = call({
  path: '/member/deposit/bank_transfer',
  method: 'POST',
  access: 'member',
  family: 'money',
});
/**
 * A fast-payment deposit: the order is created and the gateway's checkout opened; the member
 * pays or declines at `pay_url`, and the gateway's signed callback decides the order.
 */
export const depositFastPaymentCall = call({
  path: '/member/deposit/fast_payment',
  method: 'POST',
  access: 'member',
  family: 'money',
});
/** One of the member's own deposit orders (another member's answers money 106). */
export const depositOrderStatusCall = call({
  path: '/member/deposit/order',
  method: 'POST',
  access: 'member',
  family: 'money',
});
/** The operator's list of deposit orders (pending ones by default), newest first. */
export const operatorDepositListCall = call({
  path: '/operator/deposits',
  method: 'POST',
  access: 'operator',
  family: 'money',
});
/** Approve a pending bank transfer: credits the member's main wallet. */
export const operatorDepositApproveCall = call({
  path: '/operator/deposits/approve',
  method: 'POST',
  access: 'operator',
  family: 'money',
});
/** Reject a pending bank transfer with a reason: nothing is credited. */
export const operatorDepositRejectCall = call({
  path: '/operator/deposits/reject',
  method: 'POST',
  access: 'operator',
  family: 'money',
});
