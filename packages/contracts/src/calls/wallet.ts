/**
 * Calls of the wallet (spec section 7, "Play and wallet"): the per-platform balances of the wallet
 * panel and the one-key return that moves every provider balance back to the main wallet.
 */
import { describeCalls } from '../call';
import type { walletWire } from '../wire/wallet';

export type { MyCashEntry, OneKeyReturnResult, OneKeyReturnData } from '../wire/wallet';

const call = describeCalls<typeof walletWire>();

/** The wallet panel: platforms lit first, then by gp_id; total = main + every platform. */
export const myCashCall = call({
  path: '/member/profile/my_cash',
  method: 'POST',
  access: 'member',
  family: 'money',
});
/** One-key return: every provider balance back to the main wallet, atomically per provider. */
export const oneKeyReturnCall = call({
  path: '/member/profile/balance/all/back',
  method: 'POST',
  access: 'member',
  family: 'oneKeyReturn',
});
/** The same one-key return under its second path (spec section 7). */
export const balanceGetBackCall = call({
  path: '/member/profile/balance_get_back',
  method: 'POST',
  access: 'member',
  family: 'oneKeyReturn',
});
