/**
 * Records of the member centre (spec section 2, group transaction_record): the transfer record
 * (every ledger movement touching the member's wallets) and the deposit and withdrawal record
 * (the member's orders). Both are read-only member calls over the caller's own rows, filtered by
 * a date range of the site's time zone and paged. A bad range answers money code 117.
 */
import { describeCalls } from '../call';
import type { recordsWire } from '../wire/records';

export type { RecordWallet, TransactionRecord, DwRecord } from '../wire/records';

const call = describeCalls<typeof recordsWire>();

/** Transaction (transfer record): the member's ledger movements, newest first. */
export const transactionRecordCall = call({
  path: '/member/record/transaction',
  method: 'POST',
  access: 'member',
  family: 'money',
});
/** DWRecord: the member's deposit and withdrawal orders, newest first. */
export const dwRecordCall = call({
  path: '/member/record/deposit_withdrawal',
  method: 'POST',
  access: 'member',
  family: 'money',
});
