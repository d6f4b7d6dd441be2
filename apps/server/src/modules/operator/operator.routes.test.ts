import { randomUUID } from 'node:crypto';

import { operatorAdjustmentCall } from '@member-site/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runSiteCommand } from '../../cli/site-commands';
import { auditLog, ledgerTransfers } from '../../db/schema';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createTestMember } from '../../test/members';
import { createSecondSite } from '../auth/auth.testing';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';

describe('operator keys and manual adjustments', () => {
  let t: TestApp;
  let key: string;
  const site = (...argv: string[]) => runSiteCommand(argv, async () => t.app.deps);

  const adjust = (body: Record<string, unknown>, token = key) =>
    t.call(
      operatorAdjustmentCall,
      { direction: 'credit', reason: 'goodwill', request_id: randomUUID(), ...body },
      { token },
    );

  const mainBalance = async (memberId: number) =>
    (
      await t.app.deps.ledger.ensureAccount({
        siteId: 1,
        kind: 'member_main',
        memberId,
        currency: 'RMB',
      })
    ).balance;

  beforeAll(async () => {
    t = await buildTestApp();
    const created = await t.app.deps.operators.create(1, 'alice');
    if (!created) throw new Error('operator not created');
    key = created.key;
  });
  afterAll(async () => t.close());

  it('credits and debits a main wallet and records who did it and why', async () => {
    const member = await createTestMember(t.database);
    const credit = await adjust({ member_account: member.account, amount: '120.50' });
    expect(credit.envelope).toMatchObject({
      code: '100',
      apiResponseData: { direction: 'credit', amount: '120.50', balance: '120.50' },
    });
    const debit = await adjust({
      member_account: member.account.toUpperCase(),
      direction: 'debit',
      amount: '20',
      reason: 'correction',
    });
    expect(debit.envelope.apiResponseData).toMatchObject({ balance: '100.50', replayed: false });
    expect(await mainBalance(member.id)).toBe(10_050n);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, member.account));
    expect(entries.map((entry) => [entry.actor, entry.action, entry.reason])).toEqual([
      ['operator:alice', 'adjustment.credit', 'goodwill'],
      ['operator:alice', 'adjustment.debit', 'correction'],
    ]);
  });

  it('applies a repeated request once, however many times it arrives at once', async () => {
    const member = await createTestMember(t.database);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        adjust({ member_account: member.account, amount: '5', request_id: requestId }),
      ),
    );
    expect(answers.every((answer) => answer.envelope.code === '100')).toBe(true);
    expect(answers.filter((answer) => !answer.envelope.apiResponseData.replayed)).toHaveLength(1);
    expect(await mainBalance(member.id)).toBe(500n);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, member.account));
    expect(audits).toHaveLength(1);

    const conflict = await adjust({
      member_account: member.account,
      amount: '6',
      request_id: requestId,
    });
    expect(conflict.envelope.code).toBe('112');
    expect(await mainBalance(member.id)).toBe(500n);
  });

  it('refuses bad amounts, overdrafts and unknown members, writing nothing', async () => {
    const member = await createTestMember(t.database);
    await adjust({ member_account: member.account, amount: '10' });
    const before = await t.database.db.$count(ledgerTransfers);
    for (const amount of ['-5', '0', '0.00', 'abc', '1.234', '', '1e3', ' 12 34']) {
      const { envelope } = await adjust({ member_account: member.account, amount });
      expect(envelope.code, amount).toBe('101');
    }
    expect(
      (await adjust({ member_account: member.account, direction: 'debit', amount: '10.01' }))
        .envelope.code,
    ).toBe('105');
    expect((await adjust({ member_account: 'nobody99', amount: '1' })).envelope.code).toBe('116');
    expect(
      (await adjust({ member_account: member.account, amount: '1', currency: 'VND' })).envelope
        .code,
    ).toBe('104');
    const { status } = await adjust({ member_account: member.account, amount: 7 });
    expect(status).toBe(400);
    expect(await t.database.db.$count(ledgerTransfers)).toBe(before);
    expect(await mainBalance(member.id)).toBe(1_000n);
    // Naming the wallet's own currency is fine.
    const named = await adjust({ member_account: member.account, amount: '1', currency: 'RMB' });
    expect(named.envelope.code).toBe('100');
  });

  it('answers 401 without a live key, and a key only reaches its own site', async () => {
    const member = await createTestMember(t.database);
    expect((await adjust({ member_account: member.account, amount: '1' }, '')).status).toBe(401);
    expect(
      (await adjust({ member_account: member.account, amount: '1' }, `op_${'x'.repeat(40)}`))
        .status,
    ).toBe(401);

    const created = await t.app.deps.operators.create(1, 'bob');
    expect((await site('operator', 'revoke', 'bob')).code).toBe(0);
    expect(
      (await adjust({ member_account: member.account, amount: '1' }, created?.key)).status,
    ).toBe(401);

    const otherSite = await createSecondSite(t);
    const other = await t.app.deps.operators.create(otherSite, 'carol');
    const { envelope } = await adjust({ member_account: member.account, amount: '1' }, other?.key);
    expect(envelope.code).toBe('116');
    expect(await mainBalance(member.id)).toBe(0n);
  });

  it('offers operators, adjustments and the audit log on the command line', async () => {
    const member = await createTestMember(t.database);
    const key = `k${'a'.repeat(40)}`;
    const created = await site('operator', 'create', 'deploy-bot', '--key', key);
    expect(created.code).toBe(0);
    expect(created.output).toContain(key);
    expect((await site('operator', 'create', 'deploy-bot')).code).toBe(1);
    expect((await site('operator', 'create', 'x', '--key', 'short')).code).toBe(2);
    expect((await site('operator', 'list')).output).toContain('deploy-bot');
    expect((await adjust({ member_account: member.account, amount: '1' }, key)).status).toBe(200);

    const credited = await site('adjust', member.account, 'credit', '50', '--reason', 'promo');
    expect(credited).toMatchObject({ code: 0 });
    expect(credited.output).toContain('51.00');
    const refused = await site('adjust', member.account, 'debit', '500', '--reason', 'oops');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('money.105');
    expect((await site('adjust', member.account, 'credit', '5')).code).toBe(2);
    expect((await site('adjust', member.account, 'sideways', '5', '--reason', 'x')).code).toBe(2);

    const audit = await site('audit', '--limit', '5');
    expect(audit.output).toMatch(/cli:\S+\s+adjustment\.credit\s+member /);
    expect(await mainBalance(member.id)).toBe(5_100n);
    expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
  });
});
