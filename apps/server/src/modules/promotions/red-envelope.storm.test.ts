import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ledgerAccounts, ledgerEntries, ledgerTransfers, redEnvelopes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import { bonusBalance, insertMembers } from './red-envelope.testing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('a storm of red-envelope claims', () => {
  it('pays each member at most once and exactly the pool, 2,000 claims at once', async () => {
    const MEMBERS = 1_500;
    const DOUBLES = 500;
    const ENVELOPES = 1_200;
    const site = await t.app.deps.sites.findById(1);
    if (!site) throw new Error('no site 1');
    const bonusBefore = await bonusBalance(t);
    const promotion = await t.app.deps.redEnvelopeAdmin.schedule({
      site,
      actor: 'test',
      currency: 'RMB',
      startAt: new Date(Date.now() - 1_000),
      endAt: new Date(Date.now() + 3_600_000),
      pool: '5000.00',
      rule: 'random',
      count: ENVELOPES,
      min: '0.10',
      reason: 'storm',
    });
    const members = await insertMembers(t, MEMBERS);
    // Every member once, the first 500 twice, all in flight together in a shuffled order.
    const claimants = [...members, ...members.slice(0, DOUBLES)];
    for (let i = claimants.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [claimants[i], claimants[j]] = [claimants[j] ?? members[0]!, claimants[i] ?? members[0]!];
    }
    const answers = await Promise.all(
      claimants.map((member) =>
        t.app.deps.redEnvelopes.claim(member, promotion.id, 'en_US').then(
          (paid) => ({ ok: true as const, member: member.id, cash: paid.cash }),
          (error: unknown) => {
            if (!(error instanceof AppError)) throw error;
            return {
              ok: false as const,
              member: member.id,
              reason: (error.options.data as { reason?: string } | undefined)?.reason,
              code: error.code,
            };
          },
        ),
      ),
    );

    const paid = answers.filter((answer) => answer.ok);
    const refused = answers.filter((answer) => !answer.ok);
    expect(paid).toHaveLength(ENVELOPES);
    expect(new Set(paid.map((answer) => answer.member)).size).toBe(ENVELOPES);
    expect(refused).toHaveLength(claimants.length - ENVELOPES);
    expect(new Set(refused.map((answer) => `${answer.code}:${answer.reason}`))).toEqual(
      new Set(['102:claimed', '102:exhausted']),
    );
    const total = paid.reduce(
      (sum, answer) => sum + BigInt(Math.round(Number(answer.cash) * 100)),
      0n,
    );
    expect(total).toBe(5000_00n);

    // The database agrees: every envelope claimed by a different member, each paid once.
    const [claimed] = await t.database.db
      .select({
        envelopes: sql<number>`count(*)::int`,
        members: sql<number>`count(DISTINCT ${redEnvelopes.memberId})::int`,
        amount: sql<string>`sum(${redEnvelopes.amount})::text`,
      })
      .from(redEnvelopes)
      .where(eq(redEnvelopes.state, 'claimed'));
    expect(claimed).toEqual({ envelopes: ENVELOPES, members: ENVELOPES, amount: '500000' });
    const [awards] = await t.database.db
      .select({
        n: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${ledgerTransfers.amount})::text`,
      })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'promotion_award'));
    expect(awards).toEqual({ n: ENVELOPES, amount: '500000' });
    // The promotion's accounts are empty, the house's bonus account paid the pool.
    const shards = await t.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'house_promotion'));
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.every((shard) => shard.balance === 0n)).toBe(true);
    expect(await bonusBalance(t)).toBe(bonusBefore - 5000_00n);
    const [entries] = await t.database.db
      .select({ sum: sql<string>`sum(${ledgerEntries.amount})::text` })
      .from(ledgerEntries);
    expect(entries?.sum).toBe('0');
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);

    // Cancelling now returns nothing: every envelope was taken.
    const cancelled = await t.app.deps.redEnvelopeAdmin.cancel(1, promotion.id, 'test', 'done');
    expect(cancelled.returned_amount).toBe('0.00');
  }, 120_000);
});
