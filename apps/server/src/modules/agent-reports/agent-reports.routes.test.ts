import { randomUUID } from 'node:crypto';

import {
  type AgentFigures,
  agentOperationCall,
  agentSettlementsCall,
  agentStratifiedCall,
  createWithdrawalCall,
  operatorAgentSettlementApproveCall,
  operatorAgentSettlementRejectCall,
  operatorAgentSettlementsCall,
} from '@member-site/contracts';
import { formatMinorUnits } from '@member-site/contracts/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { agentPlanTiers, agentPlans, memberBankAccounts } from '../../db/schema';
import { addDays } from '../../shared/time';
import { dataOf } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { spinHouseSlot } from '../../test/house';
import { type TestMember, createLoggedInMember } from '../../test/members';
import { isLedgerClean, verifyLedger } from '../ledger/ledger.service';
import { siteDayOf } from './agent-reports.service';
import { createAgentSettlementService } from './agent-settlement.service';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await buildTestApp();
  const created = await t.app.deps.operators.create(1, 'agents');
  if (!created) throw new Error('operator not created');
  key = created.key;
});
afterAll(async () => t.close());

const query = async <T>(statement: ReturnType<typeof sql>): Promise<T[]> => {
  const result: unknown = await t.database.db.execute(statement);
  return (result as { rows: T[] }).rows;
};

/** A commission plan of RMB with its tiers (rates in basis points). */
const createPlan = async (
  basis: 'net_win_loss' | 'valid_bet',
  rule: { minDeposit: bigint; minValidBet: bigint },
  tiers: { minActive: number; minFigure: bigint; rateBp: number }[],
): Promise<number> => {
  const [plan] = await t.database.db
    .insert(agentPlans)
    .values({
      siteId: 1,
      currency: 'RMB',
      name: { en_US: `Plan ${basis}`, zh_CN: `${basis} 方案` },
      basis,
      minDeposit: rule.minDeposit,
      minValidBet: rule.minValidBet,
    })
    .returning();
  if (!plan) throw new Error('no plan');
  await t.database.db.insert(agentPlanTiers).values(
    tiers.map((tier, index) => ({
      planId: plan.id,
      tier: index + 1,
      minActiveMembers: tier.minActive,
      minFigure: tier.minFigure,
      rateBp: tier.rateBp,
    })),
  );
  return plan.id;
};

/** A new member under `parent` (if any), with their rows in the agent tree. */
const joinTree = async (memberId: number, parentId: number) => {
  await t.database.db.execute(sql`
    INSERT INTO agent_tree (ancestor_id, member_id, depth)
    SELECT ${parentId}::int, ${memberId}::int, 1
    UNION ALL
    SELECT ancestor_id, ${memberId}::int, depth + 1 FROM agent_tree WHERE member_id = ${parentId}::int`);
  await t.database.db.execute(
    sql`UPDATE members SET agent_id = ${parentId} WHERE id = ${memberId}`,
  );
};

const createAgent = async (planId: number | null, parent?: TestMember) => {
  const agent = await createLoggedInMember(t, {
    isAgent: true,
    agentActive: true,
    agentPlanId: planId,
  });
  if (parent) await joinTree(agent.member.id, parent.id);
  return agent;
};

const createDownline = async (parent: TestMember, deposit: bigint) => {
  const member = await createLoggedInMember(t, { withdrawPassword: '1234' });
  await joinTree(member.member.id, parent.id);
  if (deposit > 0n) {
    const main = await t.app.deps.wallet.mainWallet(member.member);
    const house = await t.app.deps.ledger.ensureAccount({
      siteId: 1,
      kind: 'house_deposits',
      currency: 'RMB',
    });
    await t.app.deps.ledger.transfer({
      siteId: 1,
      idempotencyKey: `agent-test-deposit:${randomUUID()}`,
      kind: 'deposit',
      currency: 'RMB',
      amount: deposit,
      from: house.id,
      to: main.id,
    });
  }
  return member;
};

const spin = (token: string, stake: string, times: number) => spinHouseSlot(t, token, stake, times);

const withdraw = async (member: { member: TestMember; token: string }, amount: string) => {
  await t.database.db.insert(memberBankAccounts).values({
    memberId: member.member.id,
    bankName: 'ICBC',
    accountName: 'Zhang San',
    accountNumber: '6222020000001234567',
  });
  dataOf(
    await t.call(
      createWithdrawalCall,
      { amount, withdraw_password: '1234', request_id: randomUUID() },
      { token: member.token },
    ),
  );
};

/**
 * The figures of these members, recomputed here from the ledger and the rounds: the ledger's
 * movements of this file all happen today; rounds count on their own day, within `days` if given.
 */
const recompute = async (
  memberIds: number[],
  rule: { minDeposit: bigint; minValidBet: bigint },
  registrations: number,
  days?: { from: string; to: string },
): Promise<AgentFigures> => {
  const roundDays = days
    ? sql`AND agent_figures_day(r.created_at) BETWEEN ${days.from}::date AND ${days.to}::date`
    : sql``;
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const perMember = await query<{
    member_id: number;
    deposits: string;
    first_count: number;
    first_amount: string;
    withdrawals: string;
    win_loss: string;
    bonuses: string;
    valid_bet: string;
  }>(sql`
    SELECT m.id AS member_id,
      COALESCE((SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers x ON x.id = e.transfer_id
        WHERE a.member_id = m.id AND x.kind = 'deposit'), 0)::text AS deposits,
      (SELECT count(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers x ON x.id = e.transfer_id
        WHERE a.member_id = m.id AND x.kind = 'deposit' LIMIT 1)::int AS first_count,
      COALESCE((SELECT e.amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers x ON x.id = e.transfer_id
        WHERE a.member_id = m.id AND x.kind = 'deposit' ORDER BY x.id LIMIT 1), 0)::text AS first_amount,
      COALESCE((SELECT -sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers x ON x.id = e.transfer_id
        WHERE a.member_id = m.id AND x.kind IN ('withdrawal_hold', 'withdrawal_return')), 0)::text AS withdrawals,
      COALESCE((SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers x ON x.id = e.transfer_id
        WHERE a.member_id = m.id AND x.kind IN ('game_bet', 'game_payout')), 0)::text AS win_loss,
      COALESCE((SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers x ON x.id = e.transfer_id
        WHERE a.member_id = m.id AND x.kind = 'bonus_grant'), 0)::text AS bonuses,
      COALESCE((SELECT sum(r.stake) FROM house_rounds r WHERE r.member_id = m.id ${roundDays}), 0)::text AS valid_bet
    FROM members m WHERE m.id IN (${ids})`);
  let firstCount = 0;
  const sums = {
    deposits: 0n,
    first: 0n,
    withdrawals: 0n,
    winLoss: 0n,
    bonuses: 0n,
    validBet: 0n,
  };
  let active = 0;
  for (const row of perMember) {
    const deposits = BigInt(row.deposits);
    const validBet = BigInt(row.valid_bet);
    firstCount += Math.min(row.first_count, 1);
    sums.deposits += deposits;
    sums.first += BigInt(row.first_amount);
    sums.withdrawals += BigInt(row.withdrawals);
    sums.winLoss += BigInt(row.win_loss);
    sums.bonuses += BigInt(row.bonuses);
    sums.validBet += validBet;
    if (
      deposits >= rule.minDeposit &&
      validBet >= rule.minValidBet &&
      (deposits > 0n || validBet > 0n)
    ) {
      active += 1;
    }
  }
  const money = (value: bigint) => formatMinorUnits(value, 'RMB');
  return {
    registrations,
    first_deposit_count: firstCount,
    first_deposit_amount: money(sums.first),
    deposits: money(sums.deposits),
    withdrawals: money(sums.withdrawals),
    valid_bet: money(sums.validBet),
    win_loss: money(sums.winLoss),
    bonuses: money(sums.bonuses),
    active_members: active,
  };
};

const grantBonus = (member: TestMember, amount: bigint) =>
  t.database.db.transaction((tx) =>
    t.app.deps.bonus.grantWithin(tx, {
      siteId: 1,
      memberId: member.id,
      currency: 'RMB',
      source: { kind: 'operator', id: null },
      idempotencyKey: randomUUID(),
      amount,
    }),
  );

const today = () => siteDayOf(new Date());
const range = () => ({ start_date: today(), end_date: today() });
const expectClean = async () => {
  const report = await verifyLedger(t.database.db);
  expect(report.figureMismatches).toEqual([]);
  expect(report.agentFigureMismatches).toEqual([]);
  expect(isLedgerClean(report)).toBe(true);
};

let pastNonce = 1_000_000;
/**
 * A slot round of the member's `daysAgo` site days before today, at `stake` minor units: a copy of
 * one of their rounds under another nonce and request (its transfers are not written again).
 */
const pastRound = async (memberId: number, daysAgo: number, stake: bigint) => {
  pastNonce += 1;
  await t.database.db.execute(sql`
    INSERT INTO house_rounds (site_id, member_id, game_id, session_id, seed_id, nonce, client_seed,
      currency, stake, win, balance_after, outcome, request_id, stake_transfer_id, created_at)
    SELECT site_id, member_id, game_id, session_id, seed_id, ${pastNonce}, client_seed, currency,
           ${stake.toString()}::bigint, 0, balance_after, outcome, ${`past-${pastNonce}`},
           stake_transfer_id, now() - ${daysAgo} * interval '1 day'
    FROM house_rounds WHERE member_id = ${memberId} ORDER BY id LIMIT 1`);
};

/** Move a member (not an agent) under another agent, as the hierarchy's rows would be rewritten. */
const moveTo = async (memberId: number, parentId: number) => {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM agent_tree WHERE member_id = ${memberId}`);
    await tx.execute(sql`
      INSERT INTO agent_tree (ancestor_id, member_id, depth)
      SELECT ${parentId}::int, ${memberId}::int, 1
      UNION ALL
      SELECT ancestor_id, ${memberId}::int, depth + 1 FROM agent_tree WHERE member_id = ${parentId}::int`);
    await tx.execute(sql`UPDATE members SET agent_id = ${parentId} WHERE id = ${memberId}`);
  });
};

describe('the operation and stratified tables', () => {
  const rule = { minDeposit: 100_00n, minValidBet: 10_00n };

  it('answers every figure as the ledger and the rounds recompute it, by member and by level', async () => {
    const planId = await createPlan('net_win_loss', rule, [
      { minActive: 1, minFigure: 0n, rateBp: 1000 },
    ]);
    const agent = await createAgent(planId);
    const sub = await createAgent(planId, agent.member);
    const first = await createDownline(agent.member, 500_00n);
    const second = await createDownline(sub.member, 300_00n);
    await withdraw(second, '100.00');
    await spin(first.token, '10.00', 3);
    await spin(second.token, '5.00', 2);
    await grantBonus(first.member, 12_00n);

    const ids = [sub.member.id, first.member.id, second.member.id];
    const expected = await recompute(ids, rule, 3);
    const answer = dataOf(
      await t.call(agentOperationCall, { ...range(), page: 1, page_size: 10 }, agent),
    );
    expect(answer.currency).toBe('RMB');
    expect(answer.totals).toEqual(expected);
    expect(answer.series).toEqual([{ date: today(), ...expected }]);
    expect(answer.total_count).toBe(3);
    expect(answer.list.map((row) => row.member_account).sort()).toEqual(
      [sub.member.account, first.member.account, second.member.account].sort(),
    );
    // Each member's row is that member's own recomputation.
    for (const member of [first.member, second.member]) {
      const row = answer.list.find((item) => item.member_account === member.account);
      const own = await recompute([member.id], rule, 1);
      expect(row).toMatchObject({ ...own, depth: member.id === first.member.id ? 1 : 2 });
    }
    // A search by part of an account narrows the rows, not the totals.
    const searched = dataOf(
      await t.call(
        agentOperationCall,
        { ...range(), account: second.member.account.slice(2), page: 1, page_size: 10 },
        agent,
      ),
    );
    expect(searched.list.map((row) => row.member_account)).toEqual([second.member.account]);
    expect(searched.totals).toEqual(expected);

    const levels = dataOf(await t.call(agentStratifiedCall, range(), agent)).levels;
    expect(levels.map((level) => [level.depth, level.members])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(levels[0]?.totals).toEqual(await recompute([sub.member.id, first.member.id], rule, 2));
    expect(levels[1]?.totals).toEqual(await recompute([second.member.id], rule, 1));
    expect(levels[1]?.series).toEqual([{ date: today(), ...levels[1]?.totals }]);

    // The sub-agent sees its own downline only.
    const subView = dataOf(
      await t.call(agentOperationCall, { ...range(), page: 1, page_size: 10 }, sub),
    );
    expect(subView.list.map((row) => row.member_account)).toEqual([second.member.account]);
    expect(subView.totals).toEqual(await recompute([second.member.id], rule, 1));
    await expectClean();
  });

  it('refuses members who are not active agents, and bad ranges, and never shows another downline', async () => {
    const agent = await createAgent(null);
    const member = await createDownline(agent.member, 50_00n);
    const other = await createAgent(null);
    const inactive = await createLoggedInMember(t, { isAgent: true, agentActive: false });
    for (const caller of [member, inactive]) {
      for (const [call, body] of [
        [agentOperationCall, { ...range(), page: 1, page_size: 10 }],
        [agentStratifiedCall, range()],
        [agentSettlementsCall, { page: 1, page_size: 10 }],
      ] as const) {
        const answer = await t.call(call, body, caller);
        expect(answer.envelope.code).toBe('101');
      }
    }
    const unauthenticated = await t.call(agentOperationCall, { ...range(), page: 1 }, {});
    expect(unauthenticated.status).toBe(401);

    const otherView = dataOf(
      await t.call(agentOperationCall, { ...range(), page: 1, page_size: 10 }, other),
    );
    expect(otherView.total_count).toBe(0);
    expect(otherView.totals.deposits).toBe('0.00');
    expect(dataOf(await t.call(agentStratifiedCall, range(), other)).levels).toEqual([]);

    for (const bad of [
      { start_date: today(), end_date: addDays(today(), -1) },
      { start_date: addDays(today(), -90), end_date: today() },
      { start_date: '2026-02-30', end_date: '2026-03-01' },
    ]) {
      expect((await t.call(agentOperationCall, { ...bad, page: 1 }, agent)).envelope.code).toBe(
        '110',
      );
      expect((await t.call(agentStratifiedCall, bad, agent)).envelope.code).toBe('110');
    }
    const fine = dataOf(
      await t.call(
        agentOperationCall,
        { start_date: addDays(today(), -89), end_date: today(), page: 1 },
        agent,
      ),
    );
    expect(fine.series).toHaveLength(90);
    expect(fine.totals.deposits).toBe('50.00');
  });

  it('keeps the rollup equal to its recomputation through concurrent movements', async () => {
    const agent = await createAgent(null);
    const players = await Promise.all(
      Array.from({ length: 4 }, () => createDownline(agent.member, 200_00n)),
    );
    await Promise.all(
      players.flatMap((player) => [
        spin(player.token, '1.00', 4),
        grantBonus(player.member, 1_00n),
        createDownline(player.member, 10_00n),
      ]),
    );
    // Rounds landing on earlier days while the same members play today, at once: each earlier
    // day's movement carries into the running totals of the days after it.
    await Promise.all(
      players.flatMap((player) => [
        pastRound(player.member.id, 3, 7_00n),
        pastRound(player.member.id, 1, 5_00n),
        pastRound(player.member.id, 0, 2_00n),
        pastRound(player.member.id, 2, 3_00n),
      ]),
    );
    await expectClean();
    // A figure changed outside the ledger is found.
    const target = players[0]?.member.id ?? 0;
    await t.database.db.execute(
      sql`UPDATE member_day_figures SET deposits = deposits + 1
          WHERE member_id = ${target} AND day = ${today()}::date`,
    );
    const report = await verifyLedger(t.database.db);
    expect(report.figureMismatches).toEqual([
      expect.objectContaining({ memberId: target, day: today() }),
    ]);
    expect(isLedgerClean(report)).toBe(false);
    await t.database.db.execute(
      sql`UPDATE member_day_figures SET deposits = deposits - 1
          WHERE member_id = ${target} AND day = ${today()}::date`,
    );
    await expectClean();
  });
});

describe('the agent rollup', () => {
  const rule = { minDeposit: 100_00n, minValidBet: 10_00n };

  it('stays exact when a member moves to another agent, by level and for a sub-agent, and a tampered row is reported', async () => {
    const planId = await createPlan('net_win_loss', rule, [
      { minActive: 1, minFigure: 0n, rateBp: 1000 },
    ]);
    const agent = await createAgent(planId);
    const sub = await createAgent(planId, agent.member);
    const other = await createAgent(planId);
    const mover = await createDownline(sub.member, 400_00n);
    const stayer = await createDownline(sub.member, 150_00n);
    await spin(mover.token, '25.00', 2);
    await spin(stayer.token, '5.00', 3);
    await grantBonus(mover.member, 7_00n);
    await pastRound(mover.member.id, 2, 30_00n);
    const days = { from: addDays(today(), -3), to: today() };
    const span = { start_date: days.from, end_date: days.to };
    const operation = async (caller: { token: string }) =>
      dataOf(await t.call(agentOperationCall, { ...span, page: 1, page_size: 10 }, caller));
    const before = await operation(agent);
    expect(before.totals).toEqual(
      await recompute([sub.member.id, mover.member.id, stayer.member.id], rule, 3, days),
    );
    expect(before.series.find((day) => day.date === addDays(today(), -2))?.valid_bet).toBe('30.00');
    await expectClean();

    // The mover leaves the sub-agent's team for another agent's, with every day of its history.
    await moveTo(mover.member.id, other.member.id);
    await expectClean();
    const after = await operation(agent);
    expect(after.totals).toEqual(await recompute([sub.member.id, stayer.member.id], rule, 2, days));
    expect(after.list.map((row) => row.member_account).sort()).toEqual(
      [sub.member.account, stayer.member.account].sort(),
    );
    expect((await operation(sub)).totals).toEqual(
      await recompute([stayer.member.id], rule, 1, days),
    );
    const otherView = await operation(other);
    expect(otherView.totals).toEqual(await recompute([mover.member.id], rule, 1, days));
    expect(otherView.series.find((day) => day.date === addDays(today(), -2))?.valid_bet).toBe(
      '30.00',
    );
    const levels = dataOf(await t.call(agentStratifiedCall, span, agent)).levels;
    expect(levels.map((level) => [level.depth, level.members])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(levels[0]?.totals).toEqual(await recompute([sub.member.id], rule, 1, days));
    expect(levels[1]?.totals).toEqual(await recompute([stayer.member.id], rule, 1, days));

    // A figure of the agents' rollup changed outside its triggers is found.
    await t.database.db.execute(sql`
      UPDATE agent_day_figures SET valid_bet = valid_bet + 1
      WHERE ancestor_id = ${other.member.id} AND day = ${today()}::date`);
    const report = await verifyLedger(t.database.db);
    expect(report.agentFigureMismatches).toEqual([
      { agentId: other.member.id, day: today(), depth: 1, currency: 'RMB' },
    ]);
    expect(report.figureMismatches).toEqual([]);
    expect(isLedgerClean(report)).toBe(false);
    await t.database.db.execute(sql`
      UPDATE agent_day_figures SET valid_bet = valid_bet - 1
      WHERE ancestor_id = ${other.member.id} AND day = ${today()}::date`);
    await expectClean();
  });

  it('orders the member table by valid bet over earlier and live days, and reads an earlier day again once it changes', async () => {
    const agent = await createAgent(
      await createPlan('valid_bet', rule, [{ minActive: 1, minFigure: 1n, rateBp: 100 }]),
    );
    // One after the other, so their ids rise in this order.
    const members = [];
    for (const deposit of [500_00n, 200_00n, 120_00n, 0n]) {
      members.push(await createDownline(agent.member, deposit));
    }
    const [big, small, late, quiet] = members.map((member) => member.member);
    if (!big || !small || !late || !quiet) throw new Error('members');
    // Today: late 100.00, small 90.00, big 10.00 (in text, "9000" would come first); yesterday:
    // big 90.00.
    await spin(members[0]?.token ?? '', '10.00', 1);
    await spin(members[1]?.token ?? '', '10.00', 9);
    await spin(members[2]?.token ?? '', '25.00', 4);
    await pastRound(big.id, 1, 90_00n);
    const days = { from: addDays(today(), -1), to: today() };
    const ids = members.map((member) => member.member.id);
    const page = async (number: number, size: number, span = days) =>
      dataOf(
        await t.call(
          agentOperationCall,
          { start_date: span.from, end_date: span.to, page: number, page_size: size },
          agent,
        ),
      );
    const accounts = async (span = days) => {
      const seen: string[] = [];
      for (let number = 1; number <= 4; number += 1) {
        const answer = await page(number, 1, span);
        expect(answer.total_count).toBe(4);
        seen.push(...answer.list.map((row) => row.member_account));
      }
      return seen;
    };
    // Over both days: big 100.00, late 100.00, small 90.00; ties by id, the member without a bet
    // last.
    expect(await accounts()).toEqual([big.account, late.account, small.account, quiet.account]);
    const both = await page(1, 10);
    expect(both.totals).toEqual(await recompute(ids, rule, 4, days));
    expect(both.list.map((row) => row.valid_bet)).toEqual(['100.00', '100.00', '90.00', '0.00']);
    // Again, the earlier day unchanged: the same answer.
    expect(await page(1, 10)).toEqual(both);
    // Today alone and yesterday alone.
    const live = { from: today(), to: today() };
    expect(await accounts(live)).toEqual([late.account, small.account, big.account, quiet.account]);
    expect((await page(1, 10, live)).totals).toEqual(await recompute(ids, rule, 4, live));
    const closed = { from: days.from, to: days.from };
    expect((await page(1, 10, closed)).list.map((row) => row.valid_bet)).toEqual([
      '90.00',
      '0.00',
      '0.00',
      '0.00',
    ]);

    // A round lands on the earlier day: the next answer counts it.
    await pastRound(small.id, 1, 30_00n);
    expect(await accounts()).toEqual([small.account, big.account, late.account, quiet.account]);
    const changed = await page(1, 10);
    expect(changed.totals).toEqual(await recompute(ids, rule, 4, days));
    expect(changed.series.find((day) => day.date === days.from)?.valid_bet).toBe('120.00');
    const levels = dataOf(
      await t.call(agentStratifiedCall, { start_date: days.from, end_date: days.to }, agent),
    ).levels;
    expect(levels[0]?.totals).toEqual(changed.totals);
    await expectClean();
  });
  it("counts each day's active members under the agent's rule, again when the rule changes, and finds a running total changed outside its triggers", async () => {
    const planId = await createPlan('net_win_loss', rule, [
      { minActive: 1, minFigure: 0n, rateBp: 1000 },
    ]);
    const agent = await createAgent(planId);
    const steady = await createDownline(agent.member, 500_00n);
    const light = await createDownline(agent.member, 150_00n);
    await spin(steady.token, '25.00', 2);
    await spin(light.token, '5.00', 1);
    await pastRound(steady.member.id, 1, 30_00n);
    const days = { from: addDays(today(), -1), to: today() };
    const ids = [steady.member.id, light.member.id];
    const operation = async () =>
      dataOf(
        await t.call(
          agentOperationCall,
          { start_date: days.from, end_date: days.to, page: 1, page_size: 10 },
          agent,
        ),
      );
    const activeByDay = (answer: Awaited<ReturnType<typeof operation>>) =>
      answer.series.map((day) => [day.date, day.active_members]);

    // 100.00 deposited and 10.00 bet: yesterday nobody (no deposit), today only the steady one.
    let answer = await operation();
    expect(activeByDay(answer)).toEqual([
      [days.from, 0],
      [days.to, 1],
    ]);
    expect(answer.totals).toEqual(await recompute(ids, rule, 2, days));

    // The plan asks 5.00 of valid bet alone: yesterday the steady one, today both.
    const looser = { minDeposit: 0n, minValidBet: 5_00n };
    await t.database.db.execute(
      sql`UPDATE agent_plans SET min_deposit = 0, min_valid_bet = 500 WHERE id = ${planId}`,
    );
    answer = await operation();
    expect(activeByDay(answer)).toEqual([
      [days.from, 1],
      [days.to, 2],
    ]);
    expect(answer.totals).toEqual(await recompute(ids, looser, 2, days));
    await expectClean();

    // Another plan, 60.00 of valid bet: no single day is enough, the steady one's two days are.
    const stricter = { minDeposit: 0n, minValidBet: 60_00n };
    const stricterPlan = await createPlan('valid_bet', stricter, [
      { minActive: 1, minFigure: 0n, rateBp: 100 },
    ]);
    await t.database.db.execute(
      sql`UPDATE members SET agent_plan_id = ${stricterPlan} WHERE id = ${agent.member.id}`,
    );
    answer = await operation();
    expect(activeByDay(answer)).toEqual([
      [days.from, 0],
      [days.to, 0],
    ]);
    expect(answer.totals).toEqual(await recompute(ids, stricter, 2, days));
    expect(answer.totals.active_members).toBe(1);
    await expectClean();

    // A running total changed outside the triggers is found.
    await t.database.db.execute(sql`
      UPDATE member_day_figures SET cum_valid_bet = cum_valid_bet + 1
      WHERE member_id = ${steady.member.id} AND day = ${days.from}::date`);
    const report = await verifyLedger(t.database.db);
    expect(report.figureMismatches).toEqual([
      { memberId: steady.member.id, day: days.from, currency: 'RMB' },
    ]);
    await t.database.db.execute(sql`
      UPDATE member_day_figures SET cum_valid_bet = cum_valid_bet - 1
      WHERE member_id = ${steady.member.id} AND day = ${days.from}::date`);
    await expectClean();
  });
});

describe('commission settlement', () => {
  const later = (days: number) => () => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const settlementsAt = (days: number) =>
    createAgentSettlementService(t.database.db, {
      ledger: t.app.deps.ledger,
      operators: t.app.deps.operators,
      events: t.app.deps.events,
      now: later(days),
    });

  it('closes a period, carries a negative net on, and pays an approval once however often it is sent', async () => {
    const rule = { minDeposit: 0n, minValidBet: 0n };
    const onBets = await createPlan('valid_bet', rule, [
      { minActive: 1, minFigure: 1n, rateBp: 1000 },
      { minActive: 5, minFigure: 1n, rateBp: 2000 },
    ]);
    const onNet = await createPlan('net_win_loss', rule, [
      { minActive: 1, minFigure: 0n, rateBp: 3000 },
    ]);
    const betting = await createAgent(onBets);
    const player = await createDownline(betting.member, 100_00n);
    await spin(player.token, '10.00', 3);
    const giving = await createAgent(onNet);
    const lucky = await createDownline(giving.member, 0n);
    await grantBonus(lucky.member, 50_00n);

    const service = settlementsAt(8);
    const closed = await service.closePeriodOf(1, today());
    expect(closed.newlyClosed).toBe(true);
    expect(closed.settlements).toBeGreaterThanOrEqual(2);
    // Every agent has its row now: closing again writes nothing.
    const again = await service.closePeriodOf(1, today());
    expect(again).toMatchObject({ newlyClosed: false, settlements: 0 });
    await expect(settlementsAt(0).closePeriodOf(1, today())).rejects.toThrow(/not ended/);

    const list = dataOf(
      await t.call(agentSettlementsCall, { page: 1, page_size: 10 }, betting),
    ).list;
    expect(list).toHaveLength(1);
    const row = list[0];
    expect(row).toMatchObject({
      basis: 'valid_bet',
      tier: 1,
      rate_percent: 10,
      active_members: 1,
      valid_bet: '30.00',
      figure: '30.00',
      commission: '3.00',
      carried_in: '0.00',
      carried_out: '0.00',
      status: 'pending',
      paid_at: null,
    });
    const period = service.periodOf(today(), 1);
    expect(row).toMatchObject({ period_start: period.start, period_end: period.end });
    // The plan is named in the agent's language; the operator sees the name kept at the close.
    expect(row?.plan_name).toBe('Plan valid_bet');
    const chinese = dataOf(
      await t.call(
        agentSettlementsCall,
        { page: 1, page_size: 10 },
        { token: betting.token, language: 'zh_CN' },
      ),
    ).list;
    expect(chinese[0]?.plan_name).toBe('valid_bet 方案');
    const operatorRows = await service.list(1, {
      agent_account: betting.member.account,
      page: 1,
      page_size: 10,
    });
    expect(operatorRows.list[0]?.plan_name).toBe('Plan valid_bet');

    const negative = dataOf(await t.call(agentSettlementsCall, { page: 1, page_size: 10 }, giving))
      .list[0];
    expect(negative).toMatchObject({
      bonuses: '50.00',
      net_win_loss: '-50.00',
      figure: '-50.00',
      carried_out: '-50.00',
      commission: '0.00',
      tier: 0,
    });
    // The next period starts from the carried negative.
    await settlementsAt(15).closePeriodOf(1, addDays(today(), 7));
    const next = dataOf(await t.call(agentSettlementsCall, { page: 1, page_size: 10 }, giving))
      .list[0];
    expect(next).toMatchObject({
      period_start: addDays(period.start, 7),
      net_win_loss: '0.00',
      carried_in: '-50.00',
      figure: '-50.00',
      carried_out: '-50.00',
      commission: '0.00',
    });

    // Five approvals at once pay once.
    const id = row?.id ?? 0;
    const approvals = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call(
          operatorAgentSettlementApproveCall,
          { settlement_id: id, reason: 'period checked' },
          { token: key },
        ),
      ),
    );
    for (const answer of approvals) {
      expect(dataOf(answer)).toMatchObject({ id, status: 'paid', commission: '3.00' });
    }
    const transfers = await query<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM ledger_transfers
      WHERE kind = 'agent_commission' AND idempotency_key = ${`agent-commission:${id}`}`);
    expect(transfers[0]?.count).toBe(1);
    const wallet = await t.app.deps.ledger.ensureAccount({
      siteId: 1,
      kind: 'member_agent',
      memberId: betting.member.id,
      currency: 'RMB',
    });
    expect(wallet.balance).toBe(3_00n);
    const paid = dataOf(
      await t.call(agentSettlementsCall, { page: 1, page_size: 10 }, betting),
    ).list.find((item) => item.id === id);
    expect(paid?.status).toBe('paid');
    expect(paid?.paid_at).not.toBeNull();
    const rejectPaid = await t.call(
      operatorAgentSettlementRejectCall,
      { settlement_id: id, reason: 'too late' },
      { token: key },
    );
    expect(rejectPaid.envelope.code).toBe('122');

    // A rejection pays nothing and cannot be approved afterwards.
    const negativeId = negative?.id ?? 0;
    expect(
      dataOf(
        await t.call(
          operatorAgentSettlementRejectCall,
          { settlement_id: negativeId, reason: 'nothing to pay' },
          { token: key },
        ),
      ),
    ).toMatchObject({ status: 'rejected', reason: 'nothing to pay', paid_at: null });
    const approveRejected = await t.call(
      operatorAgentSettlementApproveCall,
      { settlement_id: negativeId, reason: 'changed my mind' },
      { token: key },
    );
    expect(approveRejected.envelope.code).toBe('122');
    const missing = await t.call(
      operatorAgentSettlementApproveCall,
      { settlement_id: 2_000_000_000, reason: 'no such' },
      { token: key },
    );
    expect(missing.envelope.code).toBe('121');

    const operatorList = dataOf(
      await t.call(
        operatorAgentSettlementsCall,
        {
          agent_account: betting.member.account,
          period_start: period.start,
          page: 1,
          page_size: 10,
        },
        { token: key },
      ),
    );
    expect(operatorList.list).toMatchObject([
      { id, agent_account: betting.member.account, status: 'paid' },
    ]);
    const members = await t.call(operatorAgentSettlementsCall, { page: 1 }, betting);
    expect(members.status).toBe(401);
    await expectClean();
  });
  /** The settlement rows of a period, by agent. */
  const periodRows = async (periodStart: string) =>
    new Map(
      (
        await query<{
          agent_id: number;
          valid_bet: string;
          commission: string;
          created_at: string;
        }>(
          sql`SELECT agent_id, valid_bet::text, commission::text, created_at::text
              FROM agent_settlements WHERE period_start = ${periodStart}::date`,
        )
      ).map((row) => [row.agent_id, row]),
    );

  /** An agent on a 10 % valid-bet plan whose one member bet `stake` four weeks ago. */
  const agentWithPastBets = async (stake: bigint) => {
    const plan = await createPlan('valid_bet', { minDeposit: 0n, minValidBet: 0n }, [
      { minActive: 1, minFigure: 1n, rateBp: 1000 },
    ]);
    const agent = await createAgent(plan);
    const player = await createDownline(agent.member, 100_00n);
    await spin(player.token, '1.00', 1);
    await pastRound(player.member.id, 28, stake);
    return { agent, player };
  };

  it('settles an agent approved after its period closed on the next close, and never changes a written row', async () => {
    const first = await agentWithPastBets(40_00n);
    const period = settlementsAt(0).periodOf(addDays(today(), -28), 1);
    const closed = await settlementsAt(0).closePeriodOf(1, period.start);
    expect(closed.newlyClosed).toBe(true);
    const before = await periodRows(period.start);
    expect(closed.settlements).toBe(before.size);
    expect(before.get(first.agent.member.id)).toMatchObject({
      valid_bet: '4000',
      commission: '400',
    });

    // Later: the first agent's member bets again in the closed period, and a new agent joins.
    await pastRound(first.player.member.id, 28, 60_00n);
    const late = await agentWithPastBets(25_00n);
    const again = await settlementsAt(0).closePeriodOf(1, period.end);
    expect(again).toMatchObject({ newlyClosed: false, settlements: 1 });
    const after = await periodRows(period.start);
    expect(after.size).toBe(before.size + 1);
    for (const [agentId, row] of before) expect(after.get(agentId)).toEqual(row);
    expect(after.get(late.agent.member.id)).toMatchObject({
      valid_bet: '2500',
      commission: '250',
    });
    // The closed mark counts every row its closes wrote, and re-running writes nothing.
    const mark = await query<{ agents: number }>(sql`
      SELECT agents FROM agent_closed_periods WHERE site_id = 1 AND period_start = ${period.start}::date`);
    expect(mark).toEqual([{ agents: after.size }]);
    expect(await settlementsAt(0).closePeriodOf(1, period.start)).toMatchObject({
      newlyClosed: false,
      settlements: 0,
    });
    expect(await periodRows(period.start)).toEqual(after);
    await expectClean();
  });

  it('writes each row once when closes of one period run at once', async () => {
    const period = settlementsAt(0).periodOf(addDays(today(), -35), 1);
    const agents = await Promise.all([createAgent(null), createAgent(null)]);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => settlementsAt(0).closePeriodOf(1, period.start)),
    );
    const rows = await periodRows(period.start);
    for (const agent of agents) expect(rows.has(agent.member.id)).toBe(true);
    expect(results.reduce((sum, result) => sum + result.settlements, 0)).toBe(rows.size);
    expect(results.filter((result) => result.newlyClosed)).toHaveLength(1);

    // Two more agents, then closes at once again: each new agent's row once.
    const more = await Promise.all([createAgent(null), createAgent(null)]);
    const second = await Promise.all(
      Array.from({ length: 4 }, () => settlementsAt(0).closePeriodOf(1, period.end)),
    );
    expect(second.reduce((sum, result) => sum + result.settlements, 0)).toBe(2);
    const counted = await query<{ agent_id: number; rows: number }>(sql`
      SELECT agent_id, count(*)::int AS rows FROM agent_settlements
      WHERE period_start = ${period.start}::date GROUP BY agent_id`);
    expect(counted).toHaveLength(rows.size + 2);
    expect(counted.every((row) => row.rows === 1)).toBe(true);
    for (const agent of more) {
      expect(counted.some((row) => row.agent_id === agent.member.id)).toBe(true);
    }
  });
});
