import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ledgerEntries, ledgerTransfers, sites } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createTestMember } from '../../test/members';
import {
  type LedgerService,
  LedgerError,
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

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LedgerError) return error.reason;
    throw error;
  }
  throw new Error('expected the ledger to refuse');
};

const entriesOf = (transferId: number) =>
  t.database.db
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, transferId));

const transferCount = async () => (await t.database.db.select().from(ledgerTransfers)).length;

describe('ledger accounts', () => {
  it('gives each owner exactly one account, created on first use', async () => {
    const member = await createTestMember(t.database);
    const owner = {
      siteId: 1,
      kind: 'member_provider',
      memberId: member.id,
      provider: 'AG',
      currency: 'RMB',
    } as const;
    const created = await Promise.all(
      Array.from({ length: 10 }, () => ledger.ensureAccount(owner)),
    );
    expect(new Set(created.map((account) => account.id)).size).toBe(1);
    expect(created[0]?.balance).toBe(0n);
    expect(created[0]?.mayGoNegative).toBe(false);

    const house = await ledger.ensureAccount({ siteId: 1, kind: 'house_bonus', currency: 'RMB' });
    expect(house.mayGoNegative).toBe(true);
    expect(
      (await ledger.ensureAccount({ siteId: 1, kind: 'house_bonus', currency: 'RMB' })).id,
    ).toBe(house.id);
  });
});

describe('ledger transfers', () => {
  it('moves the amount and writes one debit and one credit', async () => {
    const from = await fundedWallet(t.database, ledger, 10_000n);
    const to = await fundedWallet(t.database, ledger, 0n);

    const result = await ledger.transfer({
      siteId: 1,
      idempotencyKey: nextKey(),
      kind: 'adjustment',
      currency: 'RMB',
      amount: 2_550n,
      from: from.id,
      to: to.id,
      memo: { reason: 'test' },
    });

    expect(result.replayed).toBe(false);
    expect(result.balances).toEqual({ from: 7_450n, to: 2_550n });
    expect(await ledger.balanceOf(from.id)).toBe(7_450n);
    expect(await ledger.balanceOf(to.id)).toBe(2_550n);
    const entries = await entriesOf(result.transferId);
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        { accountId: from.id, amount: -2_550n },
        { accountId: to.id, amount: 2_550n },
      ]),
    );
  });

  it('refuses a transfer beyond the balance and writes nothing', async () => {
    const from = await fundedWallet(t.database, ledger, 1_000n);
    const to = await fundedWallet(t.database, ledger, 0n);
    const before = await transferCount();
    const key = nextKey();

    const reason = await refusal(
      ledger.transfer({
        siteId: 1,
        idempotencyKey: key,
        kind: 'adjustment',
        currency: 'RMB',
        amount: 1_001n,
        from: from.id,
        to: to.id,
      }),
    );

    expect(reason).toBe('insufficient_funds');
    expect(await ledger.balanceOf(from.id)).toBe(1_000n);
    expect(await ledger.balanceOf(to.id)).toBe(0n);
    expect(await transferCount()).toBe(before);

    // The refused key is not spent: once the funds are there the same key goes through.
    const exact = await ledger.transfer({
      siteId: 1,
      idempotencyKey: key,
      kind: 'adjustment',
      currency: 'RMB',
      amount: 1_000n,
      from: from.id,
      to: to.id,
    });
    expect(exact.balances).toEqual({ from: 0n, to: 1_000n });
  });

  it('refuses zero, negative and self transfers', async () => {
    const from = await fundedWallet(t.database, ledger, 1_000n);
    const to = await fundedWallet(t.database, ledger, 0n);
    const base = {
      siteId: 1,
      kind: 'adjustment',
      currency: 'RMB',
      from: from.id,
      to: to.id,
    } as const;
    expect(await refusal(ledger.transfer({ ...base, idempotencyKey: nextKey(), amount: 0n }))).toBe(
      'invalid_transfer',
    );
    expect(
      await refusal(ledger.transfer({ ...base, idempotencyKey: nextKey(), amount: -5n })),
    ).toBe('invalid_transfer');
    expect(
      await refusal(
        ledger.transfer({ ...base, idempotencyKey: nextKey(), amount: 5n, to: from.id }),
      ),
    ).toBe('invalid_transfer');
    expect(await ledger.balanceOf(from.id)).toBe(1_000n);
  });

  it("refuses a wallet in another currency or of another site, or one that doesn't exist", async () => {
    const from = await fundedWallet(t.database, ledger, 1_000n);
    const usdMember = await createTestMember(t.database, { currency: 'USD' });
    const usdWallet = await ledger.ensureAccount({
      siteId: 1,
      kind: 'member_main',
      memberId: usdMember.id,
      currency: 'USD',
    });
    await t.database.db.insert(sites).values({
      id: 9,
      code: 'ledger-other',
      name: 'Other',
      titleZh: '其他',
      titleEn: 'Other',
      defaultLanguage: 'en_US',
      template: 'site02',
      mobileTemplate: 'H5_1',
    });
    const foreignMember = await createTestMember(t.database, { siteId: 9 });
    const foreignWallet = await ledger.ensureAccount({
      siteId: 9,
      kind: 'member_main',
      memberId: foreignMember.id,
      currency: 'RMB',
    });
    const before = await transferCount();
    const base = { siteId: 1, kind: 'adjustment', amount: 100n, from: from.id } as const;

    expect(
      await refusal(
        ledger.transfer({ ...base, idempotencyKey: nextKey(), currency: 'RMB', to: usdWallet.id }),
      ),
    ).toBe('currency_mismatch');
    expect(
      await refusal(
        ledger.transfer({ ...base, idempotencyKey: nextKey(), currency: 'USD', to: usdWallet.id }),
      ),
    ).toBe('currency_mismatch');
    expect(
      await refusal(
        ledger.transfer({
          ...base,
          idempotencyKey: nextKey(),
          currency: 'RMB',
          to: foreignWallet.id,
        }),
      ),
    ).toBe('account_not_found');
    // Site 9 cannot pull from a site 1 wallet either.
    expect(
      await refusal(
        ledger.transfer({
          ...base,
          siteId: 9,
          idempotencyKey: nextKey(),
          currency: 'RMB',
          from: from.id,
          to: foreignWallet.id,
        }),
      ),
    ).toBe('account_not_found');
    expect(
      await refusal(
        ledger.transfer({ ...base, idempotencyKey: nextKey(), currency: 'RMB', to: 99_999_999 }),
      ),
    ).toBe('account_not_found');

    expect(await transferCount()).toBe(before);
    expect(await ledger.balanceOf(from.id)).toBe(1_000n);
    expect(await ledger.balanceOf(usdWallet.id)).toBe(0n);
    expect(await ledger.balanceOf(foreignWallet.id)).toBe(0n);
  });

  it('replays a repeated idempotency key and refuses its reuse for another transfer', async () => {
    const from = await fundedWallet(t.database, ledger, 5_000n);
    const to = await fundedWallet(t.database, ledger, 0n);
    const other = await fundedWallet(t.database, ledger, 0n);
    const request = {
      siteId: 1,
      idempotencyKey: nextKey(),
      kind: 'transfer_in',
      currency: 'RMB',
      amount: 1_200n,
      from: from.id,
      to: to.id,
    } as const;

    const first = await ledger.transfer(request);
    const again = await ledger.transfer(request);

    expect(again).toEqual({ ...first, replayed: true });
    expect(await ledger.balanceOf(from.id)).toBe(3_800n);
    expect(await ledger.balanceOf(to.id)).toBe(1_200n);

    expect(await refusal(ledger.transfer({ ...request, amount: 1_300n }))).toBe(
      'idempotency_conflict',
    );
    expect(await refusal(ledger.transfer({ ...request, to: other.id }))).toBe(
      'idempotency_conflict',
    );
    expect(await refusal(ledger.transfer({ ...request, kind: 'deposit' }))).toBe(
      'idempotency_conflict',
    );
    expect(await ledger.balanceOf(from.id)).toBe(3_800n);
    expect(await ledger.balanceOf(other.id)).toBe(0n);
  });
});

describe('ledger under concurrency', () => {
  it('keeps every balance exact through 200 parallel transfers, some of them refused', async () => {
    const wallets = await Promise.all(
      [1_000n, 1_000n, 1_000n, 1_000n, 0n].map((balance) =>
        fundedWallet(t.database, ledger, balance),
      ),
    );
    const deposits = await ledger.ensureAccount({
      siteId: 1,
      kind: 'house_deposits',
      currency: 'RMB',
    });
    const depositsBefore = await ledger.balanceOf(deposits.id);
    const expected = new Map<number, bigint>([
      ...wallets.map((wallet) => [wallet.id, wallet.balance] as const),
      [deposits.id, depositsBefore],
    ]);

    // A fixed pseudo-random sequence, so a failure can be reproduced.
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const requests = Array.from({ length: 200 }, (_, i) => {
      // Every tenth transfer is a deposit from the house; the rest move between members and ask
      // far more than the 4,000 the members hold together, so many must be refused.
      const fromIndex = random(wallets.length);
      let toIndex = random(wallets.length - 1);
      if (toIndex >= fromIndex) toIndex += 1;
      const from = i % 10 === 0 ? deposits.id : (wallets[fromIndex]?.id ?? 0);
      const to = wallets[toIndex]?.id ?? 0;
      return {
        siteId: 1,
        idempotencyKey: nextKey('storm'),
        kind: i % 10 === 0 ? 'deposit' : 'transfer_in',
        currency: 'RMB',
        amount: BigInt(100 + random(500)),
        from,
        to,
      } as const;
    });

    const outcomes = await Promise.allSettled(requests.map((request) => ledger.transfer(request)));

    let accepted = 0;
    let refused = 0;
    outcomes.forEach((outcome, i) => {
      const request = requests[i];
      if (!request) return;
      if (outcome.status === 'fulfilled') {
        accepted += 1;
        expect(outcome.value.replayed).toBe(false);
        expected.set(request.from, (expected.get(request.from) ?? 0n) - request.amount);
        expected.set(request.to, (expected.get(request.to) ?? 0n) + request.amount);
      } else {
        refused += 1;
        expect(outcome.reason).toBeInstanceOf(LedgerError);
        expect((outcome.reason as LedgerError).reason).toBe('insufficient_funds');
      }
    });

    expect(accepted).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
    for (const [accountId, balance] of expected) {
      expect(await ledger.balanceOf(accountId)).toBe(balance);
    }
    for (const wallet of wallets) {
      expect(await ledger.balanceOf(wallet.id)).toBeGreaterThanOrEqual(0n);
    }
    const report = await verifyLedger(t.database.db);
    expect(report.balanceMismatches).toEqual([]);
    expect(report.unbalancedTransfers).toEqual([]);
    expect(report.negativeBalances).toEqual([]);
    expect(isLedgerClean(report)).toBe(true);
  });

  it('moves money exactly once for 50 parallel requests with the same key', async () => {
    const from = await fundedWallet(t.database, ledger, 10_000n);
    const to = await fundedWallet(t.database, ledger, 0n);
    const request = {
      siteId: 1,
      idempotencyKey: nextKey('same'),
      kind: 'transfer_in',
      currency: 'RMB',
      amount: 700n,
      from: from.id,
      to: to.id,
    } as const;

    const results = await Promise.all(Array.from({ length: 50 }, () => ledger.transfer(request)));

    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transferId)).size).toBe(1);
    expect(await ledger.balanceOf(from.id)).toBe(9_300n);
    expect(await ledger.balanceOf(to.id)).toBe(700n);
    expect(await entriesOf(results[0]?.transferId ?? 0)).toHaveLength(2);
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
  });
});
