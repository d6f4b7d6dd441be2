import {
  agentSettlementsCall,
  operatorAgentSettlementApproveCall,
  operatorAgentSettlementCloseCall,
  operatorAgentSettlementsCall,
  operatorAgentWeekStartCall,
} from '@member-site/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { agentPlanTiers, agentPlans, auditLog } from '../../db/schema';
import { addDays } from '../../shared/time';
import { dataOf } from '../../test/answers';
import { type TestApp, buildTestApp } from '../../test/helpers';
import { spinHouseSlot } from '../../test/house';
import { createFundedMember, createLoggedInMember } from '../../test/members';
import { siteDayOf } from './agent-reports.service';
import { periodOf, settlementClock } from './agent-settlement.service';

/** The site's settlement clock runs a week ahead, as on a staging site. */
const OFFSET_DAYS = 7;

let t: TestApp;
let key: string;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    config: { agentSettlementClockOffsetDays: OFFSET_DAYS, logLevel: 'warn' },
    build: { logStream: { write: (line) => logLines.push(line) } },
  });
  const created = await t.app.deps.operators.create(1, 'closer');
  if (!created) throw new Error('operator not created');
  key = created.key;
});
afterAll(async () => t.close());

const today = () => siteDayOf(new Date());
const close = (body: Record<string, unknown>, token = key) =>
  t.call(operatorAgentSettlementCloseCall, body, { token });

const weekStart = (body: Record<string, unknown>, token = key) =>
  t.call(operatorAgentWeekStartCall, body, { token });
const weekStartAudits = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'agent.settlement.week_start'))
    .orderBy(auditLog.id);

const spin = (token: string, stake: string, times: number) => spinHouseSlot(t, token, stake, times);

/** An active agent on a 10 % valid-bet plan, with a member who deposited and bet `spins` times 10.00 today. */
const agentWithBets = async (spins: number) => {
  const [plan] = await t.database.db
    .insert(agentPlans)
    .values({
      siteId: 1,
      currency: 'RMB',
      name: { en_US: 'Turnover' },
      basis: 'valid_bet',
      minDeposit: 0n,
      minValidBet: 0n,
    })
    .returning();
  if (!plan) throw new Error('no plan');
  await t.database.db
    .insert(agentPlanTiers)
    .values({ planId: plan.id, tier: 1, minActiveMembers: 1, minFigure: 1n, rateBp: 1000 });
  const agent = await createLoggedInMember(t, {
    isAgent: true,
    agentActive: true,
    agentPlanId: plan.id,
  });
  const member = await createFundedMember(t, 100_00n, { agentId: agent.member.id });
  await t.app.deps.agentTree.joinWithin(t.database.db, {
    memberId: member.member.id,
    agentId: agent.member.id,
  });
  await spin(member.token, '10.00', spins);
  return agent;
};

describe('the settlement clock', () => {
  it('runs the configured days ahead of the real clock, and the server warns of it once', () => {
    const ahead = settlementClock(OFFSET_DAYS)().getTime() - Date.now();
    expect(Math.round(ahead / (24 * 60 * 60 * 1000))).toBe(OFFSET_DAYS);
    expect(settlementClock(0)().getTime() - Date.now()).toBeLessThan(1000);
    const warnings = logLines.filter((line) => line.includes('AGENT_SETTLEMENT_CLOCK_OFFSET_DAYS'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40, offsetDays: OFFSET_DAYS });
  });
});

// Runs before any period of the site is closed: the first weekday is fixed by the first close.
describe('the operator’s first weekday of the periods, before any close', () => {
  it('authenticates before it validates, and refuses what is not a weekday and a reason', async () => {
    for (const token of ['', 'not-a-key']) {
      expect((await weekStart({ week_starts_on: 'x', reason: '\u0000' }, token)).status).toBe(401);
    }
    const member = await createLoggedInMember(t, {});
    expect((await weekStart({ week_starts_on: 3, reason: 'x' }, member.token)).status).toBe(401);
    for (const body of [
      {},
      { week_starts_on: 3 },
      { week_starts_on: 0, reason: 'check' },
      { week_starts_on: 8, reason: 'check' },
      { week_starts_on: 2.5, reason: 'check' },
      { week_starts_on: '3', reason: 'check' },
      { week_starts_on: 3, reason: 'line\nbreak' },
      { week_starts_on: 3, reason: 'check', extra: true },
    ]) {
      const answer = await weekStart(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.app.deps.agentSettlements.weekStartOf(1)).toBe(1);
    expect(await weekStartAudits()).toEqual([]);
  });

  it('moves the periods to the weekday chosen, audited, and a weekday it has already is no change', async () => {
    expect(dataOf(await weekStart({ week_starts_on: 3, reason: 'mid-week payday' }))).toEqual({
      week_starts_on: 3,
      previous: 1,
    });
    const settlements = t.app.deps.agentSettlements;
    expect(await settlements.weekStartOf(1)).toBe(3);
    // 2026-11-25 is a Wednesday: the period holding the Tuesday after ends that day.
    expect(periodOf('2026-12-01', await settlements.weekStartOf(1))).toEqual({
      start: '2026-11-25',
      end: '2026-12-01',
    });
    expect(dataOf(await weekStart({ week_starts_on: 3, reason: 'again' }))).toEqual({
      week_starts_on: 3,
      previous: 3,
    });
    expect(dataOf(await weekStart({ week_starts_on: 1, reason: 'back to Monday' }))).toEqual({
      week_starts_on: 1,
      previous: 3,
    });
    const audits = await weekStartAudits();
    expect(audits.map((row) => [row.reason, row.details, row.actor])).toEqual([
      ['mid-week payday', { week_starts_on: 3, previous: 1 }, 'operator:closer'],
      ['back to Monday', { week_starts_on: 1, previous: 3 }, 'operator:closer'],
    ]);
  });
});

describe('the operator’s close of a period', () => {
  it('authenticates before it validates, and refuses what is not a day and a reason', async () => {
    for (const token of ['', 'not-a-key']) {
      const stranger = await close({ day: 'nonsense', reason: '\u0000' }, token);
      expect(stranger.status).toBe(401);
    }
    const member = await createLoggedInMember(t, {});
    expect((await close({ day: today(), reason: 'check' }, member.token)).status).toBe(401);

    for (const body of [
      {},
      { day: today() },
      { day: today(), reason: '' },
      { day: today(), reason: '   ' },
      { day: today(), reason: 'line\nbreak' },
      { day: today(), reason: 'bell\u0007' },
      { day: today(), reason: 'x'.repeat(201) },
      { day: '2026-02-30', reason: 'check' },
      { day: '1999-12-31', reason: 'check' },
      { day: '0000-01-01', reason: 'check' },
      { day: 'today', reason: 'check' },
      { day: 20_260_101, reason: 'check' },
      { day: today(), reason: 'check', site_id: 2 },
    ]) {
      const answer = await close(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.envelope.code, JSON.stringify(body)).toBe('400');
    }
  });

  it('refuses a period that has not ended by the settlement clock, writing nothing', async () => {
    const next = periodOf(addDays(today(), OFFSET_DAYS), 1);
    const answer = await close({ day: next.start, reason: 'too early' }, key);
    expect(answer.status).toBe(200);
    expect(answer.envelope.code).toBe('123');
    expect(answer.envelope.message).toMatch(/not ended/);
    const chinese = await t.call(
      operatorAgentSettlementCloseCall,
      { day: next.end, reason: 'too early' },
      { token: key, language: 'zh_CN' },
    );
    expect(chinese.envelope.code).toBe('123');
    expect(chinese.envelope.message).toMatch(/尚未结束/);
    const listed = dataOf(
      await t.call(
        operatorAgentSettlementsCall,
        { period_start: next.start, page: 1, page_size: 10 },
        { token: key },
      ),
    );
    expect(listed.total_count).toBe(0);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agent.settlement.close'), eq(auditLog.targetId, next.start)));
    expect(audits).toEqual([]);
  });

  it('closes the running week on the settlement clock, audited, and a second close writes only new agents', async () => {
    const agent = await agentWithBets(3);
    const period = periodOf(today(), 1);
    const closed = dataOf(await close({ day: today(), reason: 'staging week' }));
    expect(closed).toMatchObject({
      period_start: period.start,
      period_end: period.end,
      newly_closed: true,
    });
    expect(closed.settlements_written).toBeGreaterThanOrEqual(1);
    const listed = dataOf(
      await t.call(
        operatorAgentSettlementsCall,
        { agent_account: agent.member.account, page: 1, page_size: 10 },
        { token: key },
      ),
    );
    expect(listed.list).toMatchObject([
      {
        period_start: period.start,
        valid_bet: '30.00',
        figure: '30.00',
        commission: '3.00',
        status: 'pending',
      },
    ]);

    // Again: every agent has its row, nothing is written.
    expect(dataOf(await close({ day: period.end, reason: 'once more' }))).toEqual({
      period_start: period.start,
      period_end: period.end,
      newly_closed: false,
      settlements_written: 0,
    });
    // An agent who joins later gets its row on the next close; the first row stays as it was.
    const late = await agentWithBets(5);
    expect(dataOf(await close({ day: period.start, reason: 'late agent' }))).toMatchObject({
      newly_closed: false,
      settlements_written: 1,
    });
    const lateRows = dataOf(await t.call(agentSettlementsCall, { page: 1, page_size: 10 }, late));
    expect(lateRows.list).toMatchObject([{ valid_bet: '50.00', commission: '5.00' }]);
    const again = dataOf(
      await t.call(
        operatorAgentSettlementsCall,
        { agent_account: agent.member.account, page: 1, page_size: 10 },
        { token: key },
      ),
    );
    expect(again.list).toEqual(listed.list);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'agent.settlement.close'), eq(auditLog.targetId, period.start)),
      )
      .orderBy(auditLog.id);
    expect(audits.map((row) => [row.reason, row.details.settlements])).toEqual([
      ['staging week', closed.settlements_written],
      ['once more', 0],
      ['late agent', 1],
    ]);
    expect(audits.every((row) => row.actor === 'operator:closer')).toBe(true);

    // The row is paid on approval.
    const id = listed.list[0]?.id ?? 0;
    expect(
      dataOf(
        await t.call(
          operatorAgentSettlementApproveCall,
          { settlement_id: id, reason: 'checked' },
          { token: key },
        ),
      ),
    ).toMatchObject({ id, status: 'paid', commission: '3.00' });
  });
});

// Runs after the closes above.
describe('the operator’s first weekday of the periods, once a period is closed', () => {
  it('is refused with agent 124 in the operator’s language, and changes nothing', async () => {
    const answer = await weekStart({ week_starts_on: 7, reason: 'Sunday payday' });
    expect(answer.status).toBe(200);
    expect(answer.envelope.code).toBe('124');
    expect(answer.envelope.message).toMatch(/already been closed/);
    const chinese = await t.call(
      operatorAgentWeekStartCall,
      { week_starts_on: 7, reason: 'Sunday payday' },
      { token: key, language: 'zh_CN' },
    );
    expect(chinese.envelope.message).toMatch(/不能再更改/);
    expect(await t.app.deps.agentSettlements.weekStartOf(1)).toBe(1);
    expect((await weekStartAudits()).map((row) => row.reason)).toEqual([
      'mid-week payday',
      'back to Monday',
    ]);
    // The weekday it has is still no change.
    expect(dataOf(await weekStart({ week_starts_on: 1, reason: 'check' }))).toEqual({
      week_starts_on: 1,
      previous: 1,
    });
  });
});
