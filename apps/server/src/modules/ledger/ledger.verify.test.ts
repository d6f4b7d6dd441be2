import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import {
  type LedgerService,
  createLedgerService,
  isLedgerClean,
  verifyLedger,
} from './ledger.service';
import { fundedWallet, nextKey } from './ledger.testing';

let t: TestApp;
let ledger: LedgerService;

beforeAll(async () => {
  t = await buildTestApp();
  ledger = createLedgerService(t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe('verifyLedger', () => {
  it('reports a clean ledger after ordinary transfers', async () => {
    // The demo site's seed may hold accounts and transfers of its own (a member's bonus).
    const before = await verifyLedger(t.database.db);
    const from = await fundedWallet(t.database, ledger, 3_000n);
    const to = await fundedWallet(t.database, ledger, 0n);
    await ledger.transfer({
      siteId: 1,
      idempotencyKey: nextKey(),
      kind: 'transfer_in',
      currency: 'RMB',
      amount: 1_000n,
      from: from.id,
      to: to.id,
    });

    const report = await verifyLedger(t.database.db);

    expect(report.accounts).toBe(before.accounts + 3);
    expect(report.transfers).toBe(before.transfers + 2);
    expect(isLedgerClean(report)).toBe(true);
  });

  it('finds a balance changed outside the ledger', async () => {
    const wallet = await fundedWallet(t.database, ledger, 500n);
    await t.database.db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 1` })
      .where(eq(ledgerAccounts.id, wallet.id));

    const report = await verifyLedger(t.database.db);

    expect(report.balanceMismatches).toEqual([
      { accountId: wallet.id, balance: 501n, entriesSum: 500n },
    ]);
    expect(isLedgerClean(report)).toBe(false);
    await t.database.db
      .update(ledgerAccounts)
      .set({ balance: 500n })
      .where(eq(ledgerAccounts.id, wallet.id));
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
  });

  it('finds a transfer whose entries do not balance', async () => {
    const wallet = await fundedWallet(t.database, ledger, 0n);
    const [transfer] = await t.database.db
      .insert(ledgerTransfers)
      .values({
        siteId: 1,
        idempotencyKey: nextKey('forged'),
        kind: 'deposit',
        currency: 'RMB',
        amount: 300n,
      })
      .returning();
    if (!transfer) throw new Error('no transfer');
    await t.database.db
      .insert(ledgerEntries)
      .values({ transferId: transfer.id, accountId: wallet.id, amount: 300n });
    await t.database.db
      .update(ledgerAccounts)
      .set({ balance: 300n })
      .where(eq(ledgerAccounts.id, wallet.id));

    const report = await verifyLedger(t.database.db);

    expect(report.balanceMismatches).toEqual([]);
    expect(report.unbalancedTransfers).toEqual([
      {
        transferId: transfer.id,
        amount: 300n,
        entriesSum: 300n,
        debits: 0,
        credits: 1,
        foreignEntries: 0,
      },
    ]);
    expect(isLedgerClean(report)).toBe(false);
  });

  it('cannot store a negative member balance at all', async () => {
    const wallet = await fundedWallet(t.database, ledger, 0n);
    await expect(
      t.database.db
        .update(ledgerAccounts)
        .set({ balance: -1n })
        .where(eq(ledgerAccounts.id, wallet.id)),
    ).rejects.toThrow();
    expect(await ledger.balanceOf(wallet.id)).toBe(0n);
  });
});
