import {
  agentStatusCall,
  agentTransferCall,
  agentTransfersCall,
  operatorAgentWalletCreditCall,
  transactionRecordCall,
} from '@member-site/contracts';
import { MEMBER_STATUSES, SITE_TIME_ZONE } from '@member-site/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  agentTransfers,
  auditLog,
  ledgerAccounts,
  ledgerTransfers,
  members,
} from '../../db/schema';
import { zonedDateOf } from '../../shared/time';
import { dataOf } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { createLoggedInMember } from '../../test/members';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import {
  createAgent,
  createDownlineMember,
  creditWallet,
  openProgramme,
  requestId,
  setPlan,
} from './agent.testing';

let t: TestApp;
let key: string;
let planId: number;
const cashEvents: { memberId: number; cash: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const created = await t.app.deps.operators.create(1, 'agents');
  if (!created) throw new Error('operator not created');
  key = created.key;
  planId = (await setPlan(t, key)).id;
  await openProgramme(t, key);
  t.app.deps.events.subscribe('member.cash', (payload) => cashEvents.push(payload));
});
afterAll(async () => {
  // Every movement of this file went through the ledger: balances equal their entries.
  expect(isLedgerClean(await verifyLedger(t.database.db))).toBe(true);
  await t.close();
});

const balanceOf = async (memberId: number, kind: 'member_agent' | 'member_main') => {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, kind)));
  return row?.balance ?? 0n;
};

/** A funded agent with one downline member. */
const setUp = async (funds = '100') => {
  const agent = await createAgent(t, planId);
  const member = await createDownlineMember(t, agent.member.id);
  if (funds !== '0') await creditWallet(t, key, agent.member.id, funds);
  return { agent, member };
};

const transfer = (token: string, body: Record<string, unknown>) =>
  t.call(
    agentTransferCall,
    { amount: '10', withdraw_password: '1234', request_id: requestId(), ...body },
    { token },
  );

describe('funding the agent wallet', () => {
  it('credits an agent from the house once per request id, audited', async () => {
    const agent = await createAgent(t, planId);
    const request = requestId();
    const credit = () =>
      t.call(
        operatorAgentWalletCreditCall,
        { member_id: agent.member.id, amount: '250.50', reason: 'launch', request_id: request },
        { token: key },
      );
    const first = dataOf(await credit());
    expect(first).toMatchObject({
      member_id: agent.member.id,
      member_account: agent.member.account,
      amount: '250.50',
      currency: 'RMB',
      wallet: '250.50',
      replayed: false,
    });
    const again = dataOf(await credit());
    expect(again).toMatchObject({ wallet: '250.50', replayed: true });
    expect(await balanceOf(agent.member.id, 'member_agent')).toBe(25_050n);
    expect(dataOf(await t.call(agentStatusCall, {}, { token: agent.token })).wallet).toBe('250.50');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'agent.wallet.credit'),
          eq(auditLog.targetId, String(agent.member.id)),
        ),
      );
    expect(audits).toHaveLength(1);
    // The same request id for another amount: 109; an ordinary member: 114; a bad amount: 106.
    const conflict = await t.call(
      operatorAgentWalletCreditCall,
      { member_id: agent.member.id, amount: '1', reason: 'x', request_id: request },
      { token: key },
    );
    expect(conflict.envelope.code).toBe('109');
    const { member } = await createLoggedInMember(t);
    const notAgent = await t.call(
      operatorAgentWalletCreditCall,
      { member_id: member.id, amount: '1', reason: 'x', request_id: requestId() },
      { token: key },
    );
    expect(notAgent.envelope.code).toBe('114');
    for (const amount of ['0', '-5', '1.001', 'abc', '']) {
      const bad = await t.call(
        operatorAgentWalletCreditCall,
        { member_id: agent.member.id, amount, reason: 'x', request_id: requestId() },
        { token: key },
      );
      expect(bad.envelope.code).toBe('106');
    }
    expect(await balanceOf(agent.member.id, 'member_agent')).toBe(25_050n);
  });
});

describe('transfers from the agent wallet', () => {
  it('moves money to a downline member in one ledger transfer and announces their cash', async () => {
    const { agent, member } = await setUp('100');
    const answer = dataOf(
      await transfer(agent.token, { member_id: member.member.id, amount: '30.25' }),
    );
    expect(answer).toMatchObject({
      member_id: member.member.id,
      member_account: member.member.account,
      amount: '30.25',
      currency: 'RMB',
      wallet: '69.75',
      replayed: false,
    });
    expect(await balanceOf(agent.member.id, 'member_agent')).toBe(6_975n);
    expect(await balanceOf(member.member.id, 'member_main')).toBe(3_025n);
    const [moved] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, answer.transfer_id));
    expect(moved).toMatchObject({ kind: 'agent_transfer', amount: 3_025n, currency: 'RMB' });
    expect(cashEvents).toContainEqual(
      expect.objectContaining({ memberId: member.member.id, cash: '30.25' }),
    );
    const record = dataOf(await t.call(agentTransfersCall, {}, { token: agent.token }));
    expect(record).toMatchObject({
      total_count: 1,
      count: 1,
      totals: { transfers: 1, amount: '30.25' },
    });
    expect(record.list[0]).toMatchObject({
      transfer_id: answer.transfer_id,
      member_account: member.member.account,
      amount: '30.25',
    });
    // The member finds it in their own transfer record, as money in.
    const today = zonedDateOf(new Date(), SITE_TIME_ZONE);
    const own = dataOf(
      await t.call(
        transactionRecordCall,
        { start_date: today, end_date: today, type: 'transfer', page: 1, count: 20 },
        { token: member.token },
      ),
    );
    expect(own.list).toEqual([
      expect.objectContaining({
        id: answer.transfer_id,
        kind: 'agent_transfer',
        type: 'transfer',
        direction: 'credit',
        amount: '30.25',
      }),
    ]);
  });

  it('moves nothing twice for one request id, even sent at once', async () => {
    const { agent, member } = await setUp('100');
    const body = { member_id: member.member.id, amount: '7', request_id: requestId() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(agent.token, body)));
    const data = answers.map((answer) => dataOf(answer));
    expect(new Set(data.map((item) => item.transfer_id)).size).toBe(1);
    expect(data.filter((item) => !item.replayed)).toHaveLength(1);
    expect(await balanceOf(agent.member.id, 'member_agent')).toBe(9_300n);
    expect(await balanceOf(member.member.id, 'member_main')).toBe(700n);
    const rows = await t.database.db
      .select()
      .from(agentTransfers)
      .where(eq(agentTransfers.agentId, agent.member.id));
    expect(rows).toHaveLength(1);
    // The same request id for another amount or member: 109, nothing moves.
    expect((await transfer(agent.token, { ...body, amount: '8' })).envelope.code).toBe('109');
    const other = await createDownlineMember(t, agent.member.id);
    expect(
      (await transfer(agent.token, { ...body, member_id: other.member.id })).envelope.code,
    ).toBe('109');
    expect(await balanceOf(agent.member.id, 'member_agent')).toBe(9_300n);
  });

  it('never overdraws the wallet under simultaneous transfers', async () => {
    const { agent, member } = await setUp('50');
    const second = await createDownlineMember(t, agent.member.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        transfer(agent.token, {
          member_id: index % 2 === 0 ? member.member.id : second.member.id,
          amount: '10',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.envelope.code);
    expect(codes.filter((code) => code === '100')).toHaveLength(5);
    expect(codes.filter((code) => code === '104')).toHaveLength(7);
    expect(await balanceOf(agent.member.id, 'member_agent')).toBe(0n);
    const received =
      (await balanceOf(member.member.id, 'member_main')) +
      (await balanceOf(second.member.id, 'member_main'));
    expect(received).toBe(5_000n);
  });

  it('refuses a wallet short of the amount (104) and bad amounts (106), moving nothing', async () => {
    const { agent, member } = await setUp('5');
    expect(
      (await transfer(agent.token, { member_id: member.member.id, amount: '5.01' })).envelope.code,
    ).toBe('104');
    for (const amount of ['0', '-1', '0.001', '1e3', 'ten']) {
      expect(
        (await transfer(agent.token, { member_id: member.member.id, amount })).envelope.code,
      ).toBe('106');
    }
    const empty = await setUp('0');
    expect(
      (await transfer(empty.agent.token, { member_id: empty.member.member.id, amount: '1' }))
        .envelope.code,
    ).toBe('104');
    expect(await balanceOf(agent.member.id, 'member_agent')).toBe(500n);
    expect(await balanceOf(member.member.id, 'member_main')).toBe(0n);
  });

  it('checks the withdraw password with the same lock-out as withdrawals (103, 108, 107)', async () => {
    const { agent, member } = await setUp('100');
    const wrong = await transfer(agent.token, {
      member_id: member.member.id,
      withdraw_password: '9999',
    });
    expect(wrong.envelope.code).toBe('103');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await transfer(agent.token, { member_id: member.member.id, withdraw_password: '0000' });
    }
    // Five wrong passwords lock the password, the right one included, for a while.
    const locked = await transfer(agent.token, { member_id: member.member.id });
    expect(locked.envelope.code).toBe('108');
    expect(await balanceOf(agent.member.id, 'member_agent')).toBe(10_000n);
    // An agent who never set a withdraw password: 107.
    const noPassword = await createAgent(t, planId, { withdrawPassword: undefined });
    const below = await createDownlineMember(t, noPassword.member.id);
    expect((await transfer(noPassword.token, { member_id: below.member.id })).envelope.code).toBe(
      '107',
    );
  });

  it('refuses a frozen or disabled member (105) and stops a frozen agent (401 or 101)', async () => {
    const { agent, member } = await setUp('100');
    await t.database.db
      .update(members)
      .set({ status: MEMBER_STATUSES.disabled })
      .where(eq(members.id, member.member.id));
    expect((await transfer(agent.token, { member_id: member.member.id })).envelope.code).toBe(
      '105',
    );
    const other = await createDownlineMember(t, agent.member.id);
    await t.database.db
      .update(members)
      .set({ agentActive: false })
      .where(eq(members.id, agent.member.id));
    expect((await transfer(agent.token, { member_id: other.member.id })).envelope.code).toBe('101');
    expect(await balanceOf(agent.member.id, 'member_agent')).toBe(10_000n);
  });

  it('refuses hostile bodies with 400 and moves nothing', async () => {
    const { agent, member } = await setUp('100');
    for (const body of [
      { request_id: 'short' },
      { request_id: 'x'.repeat(65) },
      { amount: 10 },
      { member_id: 'me' },
      { withdraw_password: 'a\u0000' },
      { extra: 1 },
    ]) {
      const answer = await transfer(agent.token, { member_id: member.member.id, ...body });
      expect(answer.status).toBe(400);
    }
    expect(await balanceOf(agent.member.id, 'member_agent')).toBe(10_000n);
  });
});
