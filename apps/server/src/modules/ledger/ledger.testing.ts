import type { Database } from '../../db/client';
import { createTestMember } from '../../test/members';
import { type LedgerAccount, type LedgerService } from './ledger.service';

let keySequence = 0;

/** A fresh idempotency key. */
export const nextKey = (prefix = 'test'): string => {
  keySequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${keySequence}`;
};

/** A new member of site 1 with a main RMB wallet holding `balance` minor units from deposits. */
export const fundedWallet = async (
  database: Database,
  ledger: LedgerService,
  balance: bigint,
): Promise<LedgerAccount> => {
  const member = await createTestMember(database);
  const wallet = await ledger.ensureAccount({
    siteId: 1,
    kind: 'member_main',
    memberId: member.id,
    currency: 'RMB',
  });
  if (balance > 0n) {
    const deposits = await ledger.ensureAccount({
      siteId: 1,
      kind: 'house_deposits',
      currency: 'RMB',
    });
    await ledger.transfer({
      siteId: 1,
      idempotencyKey: nextKey('fund'),
      kind: 'deposit',
      currency: 'RMB',
      amount: balance,
      from: deposits.id,
      to: wallet.id,
    });
  }
  return { ...wallet, balance };
};
